// Copy of /contact. The phone, email and location themselves come from src/content/firm.ts.
import { contact, firm } from "./firm";

export const contactPage = {
  title: "Contact",
  eyebrow: "Contact",
  heading: "Let's talk about your portfolio",
  lead: `Questions about our services, fees or process? Call or email us. ${contact.responseTime}, and you will hear from a person, not an autoresponder.`,
  channelsHeading: "How to reach us",
  channels: {
    phone: {
      label: "Phone",
      value: contact.phone,
      href: contact.phoneHref,
      note: "Call or leave a message",
    },
    email: {
      label: "Email",
      value: contact.email,
      href: contact.emailHref,
      note: "Write to us any time",
    },
    location: { label: "Location", value: contact.location, note: firm.serviceArea },
  },
  response: {
    heading: "Response within 24 hours",
    text: `${contact.responseTime} of your message, with a direct answer or a suggested time to talk.`,
  },
  expectHeading: "What to expect",
  expectations: [
    {
      title: "A prompt, personal reply",
      text: "Your message is read and answered by the adviser who would work with you.",
    },
    {
      title: "A conversation about your goals",
      text: "We talk through where you are, what you want your money to do and what you have today.",
    },
    {
      title: "Straight answers, no pressure",
      text: "You learn exactly what you would pay, and if we are not the right fit, we will say so.",
    },
  ],
  formCrs: {
    text: "Before we talk, you may want to read our Form CRS: a short summary of our services, fees and conflicts of interest.",
    cta: "Read our Form CRS",
  },
  schedule: {
    heading: "Prefer to pick a time?",
    text: "Book a call straight into our calendar. It opens in a new tab.",
    cta: "Schedule a Call",
  },
} as const;
