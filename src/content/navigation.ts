// The public site's header navigation and page-level copy, built from the one route table in
// routes.ts. The footer's copy is in footer.ts.
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

export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  homeLink: "Return to Home",
  logMessage: "404 Error: User attempted to access non-existent route:",
} as const;

/** Shown in place of a page that threw or whose code could not be loaded. */
export const pageErrorCopy = {
  heading: "Something went wrong",
  body: "This page could not be loaded. Check your connection and try again.",
  reload: "Reload the page",
  logMessage: "Route failed to render",
} as const;
