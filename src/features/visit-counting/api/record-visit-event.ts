// One event to the database's narrow call (POST /rest/v1/rpc/record_visit_event) with plain fetch:
// the beacon loads no supabase-js. keepalive lets it finish when the visitor leaves the page.

export type VisitEventKind = "page_view" | "consultation" | "contact_click";

export interface VisitEvent {
  kind: VisitEventKind;
  path: string;
  screen: "phone" | "tablet" | "desktop";
  referrer_host?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

// The project's URL and key as the build put them in (lib/env.ts validates them for the data pages;
// its messages would double the beacon's size). A build without a project counts nothing.
const env = import.meta.env;
const url: string | undefined = env.VITE_SUPABASE_URL;
const key: string | undefined = env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY;

/** Sends the event and forgets it: counting never shows an error to a visitor. */
export function recordVisitEvent(event: VisitEvent): void {
  if (!url || !key) return;
  fetch(`${url.replace(/\/$/, "")}/rest/v1/rpc/record_visit_event`, {
    method: "POST",
    keepalive: true,
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}
