// The booking widget of /schedule: its settings and copy, apart from the page's (schedule.ts), since the
// widget is an island whose code the browser loads. The booking link itself is configuration
// (VITE_SCHEDULING_URL).
import { contact } from "./firm";

export const schedulingWidget = {
  /** The event type booked through the widget, in minutes. */
  eventMinutes: 30,
  heightPx: 900,
  scriptSrc: "https://assets.calendly.com/assets/external/widget.js",
  /** How long to wait for the widget's iframe before offering the fallback. */
  timeoutMs: 12_000,
  loading: "Loading the scheduling calendar…",
  frameTitle: "Book a 30-minute call",
  fallback: {
    heading: "Online booking is unavailable right now",
    text: `The scheduling calendar could not load here; it may be blocked by your browser or network. Call or email us and we will find a time together. ${contact.responseTime}.`,
  },
} as const;
