// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. Every dialog, menu and list that opens over the admin screens, checked with axe (any
// violation of any impact) and kept as a screenshot; the screens themselves: admin-screens.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { dashboardCopy } from "../src/content/admin/dashboard";
import { documentsCopy } from "../src/content/admin/documents";
import { adminPageCopy } from "../src/content/admin/pages";
import { shellCopy } from "../src/content/admin/shell";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { paths } from "../src/content/routes";
import { axeViolations, storageStateOf, toast } from "./support/admin";
import { nav, mainHeading, resourceList, openResources } from "./support/admin-screens";
import { saveScreenshot } from "./support/screenshots";

test.use({ storageState: storageStateOf("admin") });

const { dialog } = resourcesCopy;

test.describe("axe and screenshots: every dialog, menu and list over the admin screens", () => {
  test.describe.configure({ timeout: 240_000 });

  /**
   * Every violation of any impact, on the page or in `scope`; a screenshot named `name`. A sandboxed
   * frame (the Compliance archive's page as it was) runs no script, so axe cannot run in it: left out.
   */
  async function checkScreen(page: Page, name: string, scope?: string) {
    expect(await axeViolations(page, scope, "iframe[sandbox]"), name).toEqual([]);
    await saveScreenshot(page, `admin-${name}`);
  }

  test("the dialogs, menus and lists that open over them", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;

    await openResources(page);
    await page.getByRole("button", { name: resourcesCopy.add }).click();
    const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
    await addDialog.getByRole("button", { name: dialog.save }).click();
    await expect(addDialog.getByText(resourcesCopy.validation.titleRequired)).toBeVisible();
    await checkScreen(page, "resource-dialog-errors", '[role="dialog"]');
    await page.keyboard.press("Escape");
    await resourceList(page)
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: dialog.editTitle })).toBeVisible();
    await checkScreen(page, "resource-dialog-edit", '[role="dialog"]');
    await page.keyboard.press("Escape");
    await resourceList(page)
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await checkScreen(page, "resource-delete", '[role="alertdialog"]');
    await page.keyboard.press("Escape");

    await page.goto(paths.admin.documents.getHref());
    await page.getByRole("combobox", { name: documentsCopy.upload.type }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await checkScreen(page, "document-type", '[role="listbox"]');
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: new RegExp(`^${documentsCopy.list.retire} `) })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await checkScreen(page, "document-retire", '[role="alertdialog"]');
    await page.keyboard.press("Escape");

    await page.goto(paths.admin.siteSettings.getHref());
    await page.getByLabel(siteSettingsCopy.fields.siteName.label, { exact: true }).fill("Unsaved");
    await page.getByRole("button", { name: shellCopy.toggleSidebar }).click();
    if (isPhone)
      await expect(page.getByRole("dialog", { name: shellCopy.sidebarLabel })).toBeVisible();
    await nav(page).getByRole("link", { name: "Documents" }).click();
    await expect(
      page.getByRole("alertdialog", { name: siteSettingsCopy.unsaved.title }),
    ).toBeVisible();
    await checkScreen(page, "unsaved-changes", '[role="alertdialog"]');
    await page.getByRole("button", { name: siteSettingsCopy.unsaved.leave }).click();
    await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);

    await page.goto(paths.admin.dashboard.getHref());
    await page.getByRole("combobox", { name: dashboardCopy.activity.filter.label }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await checkScreen(page, "activity-filter", '[role="listbox"]');
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: new RegExp(shellCopy.profileMenu.label) }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await checkScreen(page, "account-menu", '[role="menu"]');
    await page.keyboard.press("Escape");
    if (isPhone) {
      await page.getByRole("button", { name: shellCopy.toggleSidebar }).click();
      await expect(page.getByRole("dialog", { name: shellCopy.sidebarLabel })).toBeVisible();
      await checkScreen(page, "sidebar-panel");
    }
    // The sidebar's upgrade prompt (in the sidebar's panel on a phone, open above; on a desktop in
    // the sidebar, collapsed since the settings): its notice, a toast of sonner's "info" kind.
    if (!isPhone) await page.getByRole("button", { name: shellCopy.toggleSidebar }).click();
    await page.getByRole("button", { name: shellCopy.upgrade.action }).click();
    await expect(toast(page, shellCopy.upgrade.notice.title)).toBeVisible();
    await checkScreen(page, "upgrade-notice", "[data-sonner-toast]");
  });
});
