import { useState, type ReactNode } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { adminNavItems } from "@/content/admin/shell";
import { formatInstant, formatInstantRange } from "@/lib/instants";
import { activityLines, pathOf, type ActivityLine } from "../activity";
import { useRecentSecurityEvents, type SecuritySeverity } from "../api/get-recent-security-events";

/** Events read: enough for a walk through the admin area to fold into a line or two. */
const EVENTS_READ = 60;
/** Lines shown. */
const LINES_SHOWN = 6;
const ALL = "all";
const severities: readonly SecuritySeverity[] = ["critical", "high", "medium", "low"];
const severityTone = {
  critical: "danger",
  high: "warning",
  medium: "neutral",
  low: "success",
} as const satisfies Record<SecuritySeverity, BadgeProps["variant"]>;

type ActivityCopy = DashboardCopy["activity"];

/** The sidebar's name of an admin page ("Documents"), or its path when it has none. */
const pageName = (path: string) => adminNavItems.find((item) => item.href === path)?.label ?? path;

/** What a line says happened: the page opened or tried, the pages of a run of openings. */
function whatHappened(line: ActivityLine, copy: ActivityCopy): string {
  if (line.kind === "pages") {
    const pages = line.paths.map(pageName);
    if (pages.length === 0) return copy.actions[line.event.action] ?? line.event.action;
    return line.count === 1 ? copy.openedPage(pages[0]!) : copy.openedPages(line.count, pages);
  }
  const path = pathOf(line.event);
  if (line.event.action === "unauthorized_access" && path) return copy.triedPage(pageName(path));
  return copy.actions[line.event.action] ?? line.event.action;
}

/** Names a user by name or email, as the rest of the admin area does. */
type RenderPerson = (userId: string) => ReactNode;

function ActivityItem({
  line,
  copy,
  ownId,
  renderPerson,
}: {
  line: ActivityLine;
  copy: ActivityCopy;
  ownId: string | undefined;
  renderPerson: RenderPerson;
}) {
  const { event } = line;
  const actor = event.user_id === ownId ? copy.you : renderPerson(event.user_id);
  const newest = new Date(event.created_at);
  const since = line.kind === "pages" ? new Date(line.since) : newest;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-navy-950">{whatHappened(line, copy)}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={event.created_at}>
            {since < newest ? formatInstantRange(since, newest) : formatInstant(newest)}
          </time>{" "}
          · {actor}
        </p>
      </div>
      <Badge variant={severityTone[event.severity]} size="md" className="shrink-0">
        {event.severity}
      </Badge>
    </li>
  );
}

/**
 * The newest entries of the security log, with time, actor and the page concerned; runs of page
 * openings folded into one line; filtered by severity on request.
 */
export function RecentActivity({
  copy,
  signedInUserId,
  renderPerson,
}: {
  copy: ActivityCopy;
  /** The admin looking: their own events read "you". */
  signedInUserId: string | undefined;
  /** Everyone else, by name or email. */
  renderPerson: RenderPerson;
}) {
  const [severity, setSeverity] = useState<SecuritySeverity | undefined>();
  const events = useRecentSecurityEvents(EVENTS_READ, severity);
  const lines = events.data ? activityLines(events.data).slice(0, LINES_SHOWN) : [];
  return (
    <Card className="p-5">
      <CardHeader>
        <CardTitle>{copy.heading}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
        <CardAction>
          <SelectField
            label={copy.filter.label}
            hideLabel
            size="sm"
            className="min-w-36"
            value={severity ?? ALL}
            onValueChange={(value) =>
              setSeverity(value === ALL ? undefined : (value as SecuritySeverity))
            }
            options={[
              { value: ALL, label: copy.filter.all },
              ...severities.map((level) => ({
                value: level,
                label: copy.filter.severities[level],
              })),
            ]}
          />
        </CardAction>
      </CardHeader>
      {events.isPending ? (
        <div role="status" aria-label={copy.loading} className="mt-4 grid gap-3">
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} className="h-10" />
          ))}
        </div>
      ) : events.isError ? (
        <LoadError
          message={copy.loadFailed}
          retry={{ label: copy.retry, onRetry: () => void events.refetch() }}
          className="mt-4"
        />
      ) : lines.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {severity ? copy.emptyForSeverity(copy.filter.severities[severity]) : copy.empty}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-border" aria-label={copy.heading}>
          {lines.map((line) => (
            <ActivityItem
              key={line.event.id}
              line={line}
              copy={copy}
              ownId={signedInUserId}
              renderPerson={renderPerson}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
