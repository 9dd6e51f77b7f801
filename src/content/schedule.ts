// Copy and widget settings of /schedule. The booking link itself is configuration (VITE_SCHEDULING_URL).
import { assetFeeRatePercent } from "./fees";
import { contact, firm, founder } from "./firm";

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

export type MeetingFormatId = (typeof schedulePage)["formats"][number]["id"];

export const schedulePage = {
  title: "Schedule a Call",
  eyebrow: "Schedule a Call",
  heading: "Book a 30-minute call",
  lead: `Pick a time that suits you for a conversation with ${founder.name}. No sales pressure, no obligation: just an honest look at your goals and your portfolio.`,
  calendarHeading: "Choose a time",
  founderCard: {
    heading: "Who you will meet",
    credentials: [
      `${firm.licence} licensed`,
      "Fiduciary on every account",
      `Based in ${contact.location}`,
    ],
  },
  expectHeading: "What to expect",
  expectations: [
    "A 30-minute conversation about your goals, timeline and comfort with risk",
    "A first look at your current portfolio and what you pay for it today",
    `Clear answers on our fees: ${assetFeeRatePercent}% a year, no account minimum`,
    "An honest view of whether we are the right fit, with no obligation",
  ],
  formatsHeading: "Meeting formats",
  formats: [
    {
      id: "video",
      name: "Video call",
      badge: "Preferred",
      text: "Meet face to face from wherever you are.",
    },
    {
      id: "phone",
      name: "Phone",
      badge: "Available",
      text: "Prefer to talk? Choose a phone call when you book.",
    },
    {
      id: "in-person",
      name: "In person",
      badge: "By request",
      text: `In ${firm.city}, ${firm.state}, by request.`,
    },
  ],
  contactFirst: {
    heading: "Have a question before you book?",
    text: "Reach out first and we will answer before you commit to a time.",
    cta: "Contact Us First",
  },
} as const;
