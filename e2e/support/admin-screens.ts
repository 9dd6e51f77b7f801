// What several back-office specs open and make: the shell's landmarks, the resources list and its
// buttons, resources of a test's own, and the site settings as shipped.
import { expect, type Page } from "@playwright/test";
import { resourcesCopy } from "../../src/content/admin/content-management";
import { shellCopy } from "../../src/content/admin/shell";
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
