import { isPublicPagePath } from "@/content/routes";
import { recordVisitEvent, type VisitEvent, type VisitEventKind } from "./api/record-visit-event";

// Cookie-less visit counting (docs/architecture.md, "Visit counting"): one event per page view, with the page, the
// referrer's host, the UTM tags and a screen class, and nothing else from the browser: no cookie, no
// storage, no identifier. The database makes the visitor hash from the request itself.

/** A browser that asks not to be tracked (Global Privacy Control, Do Not Track), or a scripted one. */
function mayCount(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return !nav.globalPrivacyControl && nav.doNotTrack !== "1" && !nav.webdriver;
}

// As the link has them: the database keeps a tag that is a plain name and records any other as
// "other", so the beacon carries no second copy of that rule.
const tag = (value: string | null) => value || undefined;

/** Where this visit came from, read once on the page it landed on (another site, or a campaign link). */
function landingSource(): Pick<
  VisitEvent,
  "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign"
> {
  const query = new URLSearchParams(location.search);
  let host: string | undefined;
  try {
    host = new URL(document.referrer).hostname;
  } catch {
    host = undefined; // no referrer
  }
  return {
    referrer_host:
      host && host !== location.hostname && /^[a-z0-9.-]{1,253}$/.test(host) ? host : undefined,
    utm_source: tag(query.get("utm_source")),
    utm_medium: tag(query.get("utm_medium")),
    utm_campaign: tag(query.get("utm_campaign")),
  };
}

let source: ReturnType<typeof landingSource> | undefined;
const currentPath = () => location.pathname.replace(/(.)\/$/, "$1");

/** Counts `kind` on the current page, when it is a public page and the browser allows it. */
export function countVisitEvent(kind: VisitEventKind): void {
  const path = currentPath();
  if (!mayCount() || !isPublicPagePath(path)) return;
  source ??= landingSource();
  const width = innerWidth;
  const screen = width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
  recordVisitEvent({ kind, path, screen, ...source });
}

/**
 * Counts this page (each public page is a document of its own), and the page again when the browser
 * shows it from its back-forward cache. Contact clicks come from start.ts, which listens from the first.
 */
export function countPageViews(): void {
  countVisitEvent("page_view");
  addEventListener("pageshow", (event) => {
    if (event.persisted) countVisitEvent("page_view");
  });
}
