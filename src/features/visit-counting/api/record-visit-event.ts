import { postAnonymousRpc } from "@/lib/anonymous-rest";

// One event to the database's narrow call (record_visit_event) with plain fetch: the beacon loads no
// supabase-js. keepalive lets it finish when the visitor leaves the page.

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

/** Sends the event and forgets it: counting never shows an error to a visitor (nor a build without a project). */
export function recordVisitEvent(event: VisitEvent): void {
  postAnonymousRpc("record_visit_event", event, { keepalive: true }).catch(() => undefined);
}
