// Copy of /schedule; the booking widget's own settings and copy are in scheduling-widget.ts.
import { assetFeeRatePercent } from "./fees";
import { contact, firm, founder } from "./firm";

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
