// The footer's links and copy (and the email box's, which /resources shows too), built from the one
// route table in routes.ts.
import type { NavLink } from "./navigation";
import { paths } from "./routes.ts";

export type FooterLinkGroup = { readonly heading: string; readonly links: readonly NavLink[] };

export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    heading: "Company",
    links: [
      { label: "About", href: paths.about },
      { label: "Services", href: paths.services },
      { label: "Process", href: paths.process },
      { label: "Fees", href: paths.fees },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Resources", href: paths.resources },
      { label: "Contact", href: paths.contact },
    ],
  },
];

export const legalLinks: FooterLinkGroup = {
  heading: "Legal",
  links: [
    { label: "Privacy Policy", href: paths.privacy },
    { label: "Terms of Service", href: paths.terms },
    { label: "ADV Disclosure", href: paths.adv },
    { label: "Form CRS", href: paths.crs },
  ],
};

/** The email box of the footer (and of /resources, which passes its own heading and description). */
export const newsletter = {
  heading: "Stay Updated",
  description:
    "Market perspective and firm news, a few times a year. No spam, unsubscribe anytime.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing...",
  /** The same words whether the address was new or already on the list: they reveal nothing. */
  subscribed: "Thank you! Watch your inbox for our next update.",
  invalidEmail: "Please enter a valid email address, like name@example.com.",
  failed: "We could not subscribe you just now. Please try again in a moment.",
  /** A field people never see; bots that fill every field give themselves away (then nothing is sent). */
  trapLabel: "Leave this field empty",
} as const;

export const footerCopy = {
  navLabel: "Footer",
  socialLabel: "Social media",
  newTabHint: "(opens in a new tab)",
  rights: "All rights reserved.",
} as const;
