import { whenPageIdle } from "@/lib/page-idle";
import type * as Beacon from "./beacon";

// What the entry of every public page runs for visit counting: a click listener of a few lines, the
// beacon itself (a chunk of its own, under 1 KB) loaded once the page is idle.

let beacon: Promise<typeof Beacon> | undefined;
const loadBeacon = () => (beacon ??= import("./index"));

/** Whether a click was on a link marked data-contact-click (src/pages/contact.tsx). */
const isContactClick = (event: Event) =>
  event.target instanceof Element && event.target.closest("a[data-contact-click]") !== null;

/**
 * Counts this page once it is idle, and every click on a link marked data-contact-click (the contact
 * page's phone and email; the page is not hydrated) from the first: a click that comes before the
 * beacon (a busy phone may be idle seconds after the visitor can tap) loads it at once and is
 * counted as it arrives, before the visitor has left for the dialer or the mail app; so is one among
 * the `early` events, made before this code ran (src/app/public/early-events.ts).
 */
export function startVisitCounting(early: readonly Event[]): void {
  const countContactClick = () =>
    void loadBeacon().then(({ countVisitEvent }) => countVisitEvent("contact_click"));
  for (const event of early)
    if (event.type === "click" && isContactClick(event)) countContactClick();
  document.addEventListener("click", (event) => {
    if (isContactClick(event)) countContactClick();
  });
  void whenPageIdle()
    .then(loadBeacon)
    .then(({ countPageViews }) => countPageViews());
}
