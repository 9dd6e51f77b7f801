import { whenPageIdle } from "@/lib/page-idle";
import type * as Beacon from "./beacon";

// What the entry of every public page runs for visit counting: a click listener of a few lines, the
// beacon itself (a chunk of its own, under 1 KB) loaded once the page is idle.

let beacon: Promise<typeof Beacon> | undefined;
const loadBeacon = () => (beacon ??= import("./index"));

/**
 * Counts this page once it is idle, and every click on a link marked data-contact-click (the contact
 * page's phone and email; the page is not hydrated) from the first: a click that comes before the
 * beacon (a busy phone may be idle seconds after the visitor can tap) loads it at once and is
 * counted as it arrives, before the visitor has left for the dialer or the mail app.
 */
export function startVisitCounting(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[data-contact-click]"))
      void loadBeacon().then(({ countVisitEvent }) => countVisitEvent("contact_click"));
  });
  void whenPageIdle()
    .then(loadBeacon)
    .then(({ countPageViews }) => countPageViews());
}
