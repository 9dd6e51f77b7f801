// The public site's navigation and footer copy, built from the one route table in routes.ts.
import { paths } from "./routes";

export type NavLink = { readonly label: string; readonly href: string };
export type NavMenu = { readonly label: string; readonly items: readonly NavLink[] };
export type NavEntry = NavLink | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

export const primaryNav: readonly NavEntry[] = [
  { label: "Home", href: paths.home },
  {
    label: "About",
    items: [
      { label: "About Us", href: paths.about },
      { label: "Our Process", href: paths.process },
    ],
  },
  {
    label: "Services",
    items: [
      { label: "Services Overview", href: paths.services },
      { label: "Fee Structure", href: paths.fees },
    ],
  },
  { label: "Resources", href: paths.resources },
  { label: "Contact", href: paths.contact },
];

/** The header's two buttons: a quiet one, then the brass primary call to action. */
export const navActions = {
  secondary: { label: "Get Free Review", href: paths.freeReview },
  primary: { label: "Schedule a Call", href: paths.schedule },
} as const satisfies Record<string, NavLink>;

/** Shown only where src/lib/admin-link.ts allows it. */
export const adminNavLink: NavLink = { label: "Admin", href: paths.admin.login.getHref() };

export const headerCopy = {
  skipLink: "Skip to main content",
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  menu: "Menu",
  closeMenu: "Close menu",
} as const;

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

export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  homeLink: "Return to Home",
  logMessage: "404 Error: User attempted to access non-existent route:",
} as const;
