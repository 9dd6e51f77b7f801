import type { RecentSecurityEvent } from "./api/get-recent-security-events";

/** One line of Recent activity: an event, or a run of one admin's page openings. */
export type ActivityLine =
  | { kind: "event"; event: RecentSecurityEvent }
  | {
      kind: "pages";
      /** The newest opening of the run. */
      event: RecentSecurityEvent;
      /** The pages opened (their paths), newest first, each once. */
      paths: string[];
      count: number;
      /** When the run began. */
      since: string;
    };

const PAGE_OPENED = "admin_access_granted";

/** The path an event names in its details, if any. */
export const pathOf = (event: RecentSecurityEvent): string | undefined => {
  const { details } = event;
  if (details === null || typeof details !== "object" || Array.isArray(details)) return undefined;
  return typeof details.path === "string" ? details.path : undefined;
};

/**
 * The events (newest first) as lines: consecutive page openings by one user become one line, so a
 * walk through the admin area does not push the sign-ins and password changes out of view.
 */
export function activityLines(events: readonly RecentSecurityEvent[]): ActivityLine[] {
  const lines: ActivityLine[] = [];
  for (const event of events) {
    const last = lines.at(-1);
    const path = pathOf(event);
    if (event.action !== PAGE_OPENED) {
      lines.push({ kind: "event", event });
    } else if (
      last?.kind === "pages" &&
      last.event.user_id === event.user_id &&
      last.event.severity === event.severity
    ) {
      last.count += 1;
      last.since = event.created_at;
      if (path && !last.paths.includes(path)) last.paths.push(path);
    } else {
      lines.push({
        kind: "pages",
        event,
        paths: path ? [path] : [],
        count: 1,
        since: event.created_at,
      });
    }
  }
  return lines;
}
