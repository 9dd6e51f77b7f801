// The booking widget's settings (the free review is booked as a 30-minute event); its words are /schedule's published content, and
// the booking link is configuration (VITE_SCHEDULING_URL).
export const schedulingWidget = {
  /** The event type booked through the widget, in minutes. */
  eventMinutes: 30,
  heightPx: 900,
  scriptSrc: "https://assets.calendly.com/assets/external/widget.js",
  /** How long to wait for the widget's iframe before offering the fallback. */
  timeoutMs: 12_000,
} as const;
