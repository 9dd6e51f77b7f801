/** What the scheduling widget posts to the page when the visitor has booked (Calendly's event name). */
export const BOOKED_EVENT = "calendly.event_scheduled";

/**
 * Counts a booked consultation each time the widget of `url` tells the page one was booked: a
 * message from the widget's origin (its frame) whose `event` is BOOKED_EVENT. Nothing about the
 * booking is passed on; the count comes with the page and the visit's source.
 */
export function countBookings(url: string): void {
  const widgetOrigin = new URL(url).origin;
  window.addEventListener("message", (message: MessageEvent) => {
    const data: unknown = message.data;
    if (message.origin !== widgetOrigin || typeof data !== "object" || data === null) return;
    if ((data as { event?: unknown }).event !== BOOKED_EVENT) return;
    void import("@/features/visit-counting").then(({ countVisitEvent }) =>
      countVisitEvent("consultation"),
    );
  });
}
