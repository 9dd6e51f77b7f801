import { expect, type Page } from "@playwright/test";
import { adminPageCopy } from "../../src/content/admin/pages";
import { complianceArchiveTabs } from "../../src/content/content-history";
import { paths } from "../../src/content/routes";
import { tabTo } from "./keyboard";

/** The Compliance Archive's "Published site" tab's label. */
export const siteTab = complianceArchiveTabs.find((tab) => tab.value === "site")!.label;

/** Opens the Compliance Archive and, by keyboard, its Published site tab. */
export async function openSiteTab(page: Page) {
  await page.goto(paths.admin.complianceArchive.getHref());
  await expect(
    page.getByRole("heading", { level: 1, name: adminPageCopy.complianceArchive.title }),
  ).toBeVisible();
  await tabTo(page, page.getByRole("tab", { name: complianceArchiveTabs[0].label }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: siteTab })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/[?&]tab=site/);
}
