// What several back-office specs open and make: every admin screen and its tabs, the shell's
// landmarks, the resources list and its buttons, resources of a test's own, and the site settings as
// shipped.
import { expect, type Locator, type Page } from "@playwright/test";
import { contentTabs, resourcesCopy } from "../../src/content/admin/content-management";
import { dashboardCopy } from "../../src/content/admin/dashboard";
import { profileCopy } from "../../src/content/admin/profile";
import { seoTabs } from "../../src/content/admin/seo-tools";
import { shellCopy } from "../../src/content/admin/shell";
import { siteSettingsCopy } from "../../src/content/admin/site-settings";
import { complianceArchiveTabs, publishedSiteCopy } from "../../src/content/content-history";
import { paths } from "../../src/content/routes";
import { seedAccounts, serviceRole } from "./admin";
import { published } from "./published";

/** The site settings as the migration shipped them (and the tests restore them). */
export const shippedSiteSettings = async () => {
  const { settings } = await published();
  return {
    siteName: settings.site_name,
    companyTagline: settings.company_tagline,
    linkedinUrl: settings.linkedin_url,
  };
};

export const nav = (page: Page) => page.getByRole("navigation", { name: shellCopy.navLabel });
export const mainHeading = (page: Page) => page.locator("main h1");
export const resourceList = (page: Page) => page.getByRole("list", { name: resourcesCopy.heading });

/** A resource of this test's own, straight into the database. */
export async function createResource(title: string, values: Record<string, unknown> = {}) {
  const { data, error } = await serviceRole
    .from("recommended_resources")
    .insert({
      title,
      description: "Made by a browser test of the back office.",
      url: "https://www.investor.gov/",
      category: "Resource",
      is_featured: false,
      user_id: seedAccounts.admin.id,
      ...values,
    })
    .select("id")
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

export const removeResources = (ids: string[]) =>
  serviceRole.from("recommended_resources").delete().in("id", ids);

export async function openResources(page: Page) {
  await page.goto(`${paths.admin.content.getHref()}?tab=resources`);
  await expect(resourceList(page)).toBeVisible();
}

/** A thumbnail to choose in the resource dialog: a PNG of one pixel. */
export const onePixelPng = {
  name: "thumbnail.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** A row of the resources list by its title. */
export const resourceRow = (page: Page, title: string) =>
  resourceList(page).getByRole("listitem").filter({ hasText: title });

export const editButton = (page: Page, title: string) =>
  resourceList(page).getByRole("button", { name: `${resourcesCopy.edit} ${title}`, exact: true });
export const deleteButton = (page: Page, title: string) =>
  resourceList(page).getByRole("button", {
    name: `${resourcesCopy.delete} ${title}`,
    exact: true,
  });

/** One tab of an admin screen, by its value in the URL (?tab=) and its label. */
export interface AdminScreenTab {
  value: string;
  label: string;
}

/** An admin screen: where it is, its tabs (the first is shown without ?tab=), and when it has loaded. */
export interface AdminScreen {
  name: string;
  path: string;
  tabs?: readonly AdminScreenTab[];
  /** What shows once the screen (on the tab `tab`) has loaded its data. */
  ready: (page: Page, tab?: string) => Locator;
}

/** Every screen of the admin area, in the sidebar's order. */
export const adminScreens: readonly AdminScreen[] = [
  {
    name: "dashboard",
    path: paths.admin.dashboard.getHref(),
    tabs: dashboardCopy.traffic.periods,
    ready: (page) => page.getByRole("list", { name: dashboardCopy.activity.heading }),
  },
  {
    name: "profile",
    path: paths.admin.profile.getHref(),
    ready: (page) => page.getByRole("button", { name: profileCopy.password.save }),
  },
  {
    name: "site-settings",
    path: paths.admin.siteSettings.getHref(),
    ready: (page) => page.getByRole("button", { name: siteSettingsCopy.save }),
  },
  {
    name: "content",
    path: paths.admin.content.getHref(),
    tabs: contentTabs,
    ready: (page, tab) =>
      tab === "resources"
        ? resourceList(page)
        : page.getByRole("tabpanel").getByRole("heading").first(),
  },
  {
    name: "documents",
    path: paths.admin.documents.getHref(),
    ready: (page) => page.getByRole("main").getByRole("region").first(),
  },
  {
    name: "seo-tools",
    path: paths.admin.seoTools.getHref(),
    tabs: seoTabs,
    // Loaded: the latest analysis or the empty state, not the skeleton (a status) before them.
    ready: (page) => page.getByRole("tabpanel").filter({ hasNot: page.getByRole("status") }),
  },
  {
    name: "compliance-archive",
    path: paths.admin.complianceArchive.getHref(),
    tabs: complianceArchiveTabs,
    ready: (page, tab) =>
      tab === "site"
        ? page.getByRole("heading", { name: publishedSiteCopy.compare.heading })
        : page.getByText(/^Verified:/),
  },
];

/** A screen's address, on its tab `tab` if given. */
export const screenHref = (screen: AdminScreen, tab?: string) =>
  tab ? `${screen.path}?tab=${tab}` : screen.path;
