// The public site's header navigation: which pages it links to and how they group is the site's
// structure (the one route table, content/routes.ts); the words are published content (the layout's
// header labels), handed to the header's islands as props.
import { paths } from "@/content/routes";

export type NavLink = { readonly label: string; readonly href: string };
export type NavMenu = { readonly label: string; readonly items: readonly NavLink[] };
export type NavEntry = NavLink | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

/** The header's labels, as the layout's published content has them. */
export interface HeaderLabels {
  skipLink: string;
  home: string;
  aboutMenu: string;
  aboutUs: string;
  ourProcess: string;
  servicesMenu: string;
  servicesOverview: string;
  feeStructure: string;
  resources: string;
  contact: string;
  formCrs: string;
  reviewAction: NavLink;
  scheduleAction: NavLink;
  menu: string;
  closeMenu: string;
  mainNavLabel: string;
  mobileNavLabel: string;
}

/**
 * The header's links. `insights` is the Market Insights link, given once a post is published (the
 * build knows): the header links to Insights then, and not before.
 */
export function primaryNav(labels: HeaderLabels, insights?: NavLink): NavEntry[] {
  return [
    { label: labels.home, href: paths.home },
    {
      label: labels.aboutMenu,
      items: [
        { label: labels.aboutUs, href: paths.about },
        { label: labels.ourProcess, href: paths.process },
      ],
    },
    {
      label: labels.servicesMenu,
      items: [
        { label: labels.servicesOverview, href: paths.services },
        { label: labels.feeStructure, href: paths.fees },
      ],
    },
    { label: labels.resources, href: paths.resources },
    ...(insights ? [insights] : []),
    { label: labels.contact, href: paths.contact },
    // Form CRS's instructions ask for it to be posted prominently: on every page, at every width.
    { label: labels.formCrs, href: paths.crs },
  ];
}

/** The header's two buttons: a quiet one, then the brass primary call to action. */
export const navActions = (labels: HeaderLabels) => ({
  secondary: labels.reviewAction,
  primary: labels.scheduleAction,
});

/** Shown only where src/lib/admin-link.ts allows it (a development or sandbox host). */
export const adminNavLink: NavLink = { label: "Admin", href: paths.admin.login.getHref() };
