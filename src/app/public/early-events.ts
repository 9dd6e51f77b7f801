// The presses and submits a visitor makes before the page's entry runs. A public page starts its
// entry only once it has been drawn (scripts/entry-loader.ts), so a tap or an Enter can come first:
// the page's loader keeps them (a submit inside an island it also stops, or the page would reload)
// and starts the entry at once; the entry takes them, which ends the loader's keeping, and handles
// each as if it had been there: the islands' runtime presses or sends it again once the island's
// code has it, visit counting counts a contact click.

/** The name of the function the loader puts on `window` to hand its events over. */
export const earlyEventsGlobal = "takeEarlyEvents";

/** The events the loader keeps until the entry takes them. */
export const earlyEventTypes = ["click", "submit"] as const;

declare global {
  interface Window {
    [earlyEventsGlobal]?: () => Event[];
  }
}

/** The events kept before the entry ran, oldest first (none without a loader); the keeping ends. */
export const takeEarlyEvents = (): Event[] => window[earlyEventsGlobal]?.() ?? [];
