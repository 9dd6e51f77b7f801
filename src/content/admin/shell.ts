// The admin shell: sidebar, header and profile menu.
//
// The admin area's case style, after the spec's own words ('Document Management', 'Upload Document',
// 'Add New Resource', 'Save Settings'): Title Case for page and card headings, tabs, sidebar items
// and buttons; sentence case for field labels, descriptions and messages. Texts the spec quotes stay
// as it writes them ('Sign out' in the account menu beside the sidebar's 'Sign Out').
import { paths } from "../routes";

export type AdminNavKey =
  | "dashboard"
  | "profile"
  | "siteSettings"
  | "content"
  | "documents"
  | "seoTools"
  | "complianceArchive";

export interface AdminNavItem {
  readonly key: AdminNavKey;
  readonly label: string;
  readonly href: string;
  readonly badge?: string;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { key: "dashboard", label: "Dashboard", href: paths.admin.dashboard.getHref() },
  { key: "profile", label: "Profile", href: paths.admin.profile.getHref() },
  { key: "siteSettings", label: "Site Settings", href: paths.admin.siteSettings.getHref() },
  { key: "content", label: "Content Management", href: paths.admin.content.getHref() },
  { key: "documents", label: "Documents", href: paths.admin.documents.getHref() },
  { key: "seoTools", label: "SEO Tools", href: paths.admin.seoTools.getHref(), badge: "PRO" },
  {
    key: "complianceArchive",
    label: "Compliance Archive",
    href: paths.admin.complianceArchive.getHref(),
  },
];

export const shellCopy = {
  skipLink: "Skip to main content",
  sidebarLabel: "Admin sidebar",
  navLabel: "Admin",
  brandSubtitle: "Admin",
  toggleSidebar: "Toggle sidebar",
  /** Shortcut hint in the toggle's tooltip. */
  toggleShortcut: "Ctrl+B",
  signOut: "Sign Out",
  profileMenu: {
    /** The trigger's accessible name, with the signed-in email after it. */
    label: "Account menu",
    signedInAs: "Signed in as",
    profileSettings: "Profile Settings",
    signOut: "Sign out",
  },
  mobileNavTitle: "Admin navigation",
  upgrade: {
    eyebrow: "SEO Pro",
    title: "Unlock the premium SEO suite",
    description: "Keyword tracking, competitor analysis and monthly reports.",
    price: "$99/month",
    action: "Upgrade Now",
    /** Upgrades are display only: the button says so. */
    notice: {
      title: "SEO Pro is not available yet",
      description: "Connect a billing backend to offer upgrades.",
    },
  },
} as const;

export type ShellCopy = typeof shellCopy;

/** Shown in place of an admin page that threw or whose code could not be loaded. */
export const pageErrorCopy = {
  heading: "Something went wrong",
  body: "This page could not be loaded. Check your connection and try again.",
  reload: "Reload the page",
  logMessage: "Route failed to render",
} as const;
