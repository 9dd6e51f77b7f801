// Who the firm is: one source for the navigation, footer, pages and tests.
// The firm's and founder's names and contact details are demo values; replace them here only.
export const firm = {
  name: "Prairie Ledger Advisors",
  shortName: "Prairie Ledger",
  tagline: "We win when our clients do.",
  footerTagline: "Traditional discipline. 21st-century edge.",
  state: "North Dakota",
  city: "Grand Forks",
  serviceArea: "Serving clients nationwide",
  licence: "Series 65",
  standard: "fiduciary",
} as const;

export const founder = {
  name: "Ethan Lindqvist",
  role: "Founder & Investment Adviser Representative",
  initials: "EL",
} as const;

export const contact = {
  phone: "(701) 555-0148",
  phoneHref: "tel:+17015550148",
  email: "hello@prairieledgeradvisors.com",
  emailHref: "mailto:hello@prairieledgeradvisors.com",
  location: "Grand Forks, North Dakota",
  responseTime: "We respond within 24 hours",
} as const;

export const socialLinks = [
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "X", href: "https://x.com/" },
  { label: "LinkedIn", href: "https://www.linkedin.com/" },
] as const;

export const disclaimer = `${firm.name} is a registered investment adviser. Advisory services are offered only to clients or prospective clients where the firm and its representatives are properly licensed or exempt from licensure. Past performance is not indicative of future results. Investing involves risk, including the possible loss of principal. Nothing on this website is a solicitation to buy or sell any security or personalized investment advice.`;
