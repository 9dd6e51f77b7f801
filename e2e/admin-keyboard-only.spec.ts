// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. Every admin flow with the keyboard alone, from signing in to the archive. A test that
// changes shared rows makes rows of its own, or runs on the desktop project only.
import { expect, test } from "@playwright/test";
import { resourcesCopy } from "../src/content/admin/content-management";
import { documentsCopy } from "../src/content/admin/documents";
import { adminPageCopy } from "../src/content/admin/pages";
import { adminNavItems } from "../src/content/admin/shell";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { twoStepCopy } from "../src/content/admin/two-step";
import { paths } from "../src/content/routes";
import { seedAccounts, serviceRole, signInWithForm, storageStateOf, toast } from "./support/admin";
import { unusedTotpCodeFor } from "../tests/support/totp";
import {
  shippedSiteSettings,
  nav,
  mainHeading,
  resourceRow,
  editButton,
  deleteButton,
} from "./support/admin-screens";
import { expectFocused } from "./support/focus";
import { tabBackTo, tabTo } from "./support/keyboard";

test.use({ storageState: storageStateOf("admin") });

const { dialog } = resourcesCopy;

test.describe("every admin flow by keyboard alone", { tag: "@desktop" }, () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("sign in, every screen from the sidebar, a resource, a document, the settings, the archive", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const shipped = await shippedSiteSettings();
    const stamp = Date.now();
    const title = `Keyboard resource ${stamp}`;
    const documentName = `Keyboard document ${stamp}`;
    const sidebarLink = (label: string) => nav(page).getByRole("link", { name: label });
    /** From wherever the focus is, back up to the sidebar's link, then Enter. */
    const goTo = async (label: string, heading: string) => {
      await tabBackTo(page, sidebarLink(label));
      await page.keyboard.press("Enter");
      await expect(mainHeading(page)).toHaveText(heading);
      await expectFocused(mainHeading(page), `the heading of ${heading}`);
    };
    const typeOver = async (text: string) => {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
    };

    await page.goto(paths.admin.login.getHref());
    await signInWithForm(page, "admin");
    // The second step starts with the focus in the code field.
    await expectFocused(page.getByLabel(twoStepCopy.codeLabel, { exact: true }), "the code field");
    await page.keyboard.type(await unusedTotpCodeFor(seedAccounts.admin.totp.secret));
    await page.keyboard.press("Enter");
    await expect(mainHeading(page)).toHaveText(adminPageCopy.dashboard.title);

    // Every screen, from the sidebar.
    await tabTo(page, sidebarLink(adminNavItems[1]!.label));
    await page.keyboard.press("Enter");
    await expectFocused(mainHeading(page), "the profile page's heading");
    for (const item of adminNavItems.slice(2)) {
      await tabBackTo(page, sidebarLink(item.label));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(item.href);
      await expectFocused(mainHeading(page), `the heading of ${item.label}`);
    }

    try {
      // A resource: add, edit, delete.
      await goTo("Content Management", adminPageCopy.content.title);
      await tabTo(page, page.getByRole("tab", { selected: true }));
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Resources", selected: true })).toBeVisible();
      const add = page.getByRole("button", { name: resourcesCopy.add });
      await tabTo(page, add);
      await page.keyboard.press("Enter");
      const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
      await expectFocused(addDialog.getByLabel(dialog.title), "the dialog's first field");
      await page.keyboard.type(title);
      await page.keyboard.press("Tab");
      await page.keyboard.type("Added with the keyboard alone.");
      await page.keyboard.press("Tab");
      await page.keyboard.type("https://www.investor.gov/keyboard");
      await tabTo(page, addDialog.getByRole("switch", { name: dialog.featured }));
      await page.keyboard.press("Space");
      await tabTo(page, addDialog.getByRole("button", { name: dialog.save }));
      await page.keyboard.press("Enter");
      await expect(toast(page, resourcesCopy.toasts.added)).toBeVisible();
      await expectFocused(add, "'Add Resource' after the save");

      await tabTo(page, editButton(page, title));
      await page.keyboard.press("Enter");
      const editDialog = page.getByRole("dialog", { name: dialog.editTitle });
      await expectFocused(editDialog.getByLabel(dialog.title), "the title field");
      await typeOver(`${title} (edited)`);
      await tabTo(page, editDialog.getByRole("button", { name: dialog.save }));
      await page.keyboard.press("Enter");
      await expect(toast(page, resourcesCopy.toasts.updated)).toBeVisible();
      await expect(resourceRow(page, `${title} (edited)`)).toBeVisible();

      await tabTo(page, deleteButton(page, `${title} (edited)`));
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(toast(page, resourcesCopy.toasts.deleted)).toBeVisible();
      await expect(resourceRow(page, title)).toHaveCount(0);

      // A document: upload, retire.
      await goTo("Documents", adminPageCopy.documents.title);
      const fileInput = page.getByLabel(documentsCopy.upload.file);
      await tabTo(page, fileInput);
      // The system's file dialog, which Enter opens, is outside the page: the file is given to the
      // focused input, as a person picks it there.
      await fileInput.setInputFiles({
        name: `${documentName}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% keyboard\n%%EOF\n"),
      });
      await tabTo(page, page.getByRole("combobox", { name: documentsCopy.upload.type }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.type("Investment");
      await page.keyboard.press("Enter");
      const upload = page.getByRole("button", { name: documentsCopy.upload.submit });
      await tabTo(page, upload);
      await page.keyboard.press("Enter");
      await expect(toast(page, documentName)).toBeVisible();
      const retire = page.getByRole("button", {
        name: `${documentsCopy.list.retire} ${documentName}`,
      });
      await tabTo(page, retire, 200);
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(
        toast(page, documentsCopy.toasts.retired.description(documentName)),
      ).toBeVisible();

      // The settings.
      await goTo("Site Settings", adminPageCopy.siteSettings.title);
      const tagline = page.getByLabel(siteSettingsCopy.fields.companyTagline.label, {
        exact: true,
      });
      await expect(tagline).toHaveValue(shipped.companyTagline);
      await tabTo(page, tagline);
      await typeOver("Typed, not clicked.");
      await tabTo(page, page.getByRole("button", { name: siteSettingsCopy.save }));
      await page.keyboard.press("Enter");
      await expect(toast(page, siteSettingsCopy.toasts.success.title)).toBeVisible();

      // The archive's export.
      await goTo("Compliance Archive", adminPageCopy.complianceArchive.title);
      const exportCsv = page.getByRole("button", { name: "Export CSV" });
      await tabTo(page, exportCsv);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.keyboard.press("Enter"),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
    } finally {
      await serviceRole.from("recommended_resources").delete().like("title", `${title}%`);
      await serviceRole
        .from("legal_documents")
        .update({ is_active: false })
        .eq("name", documentName);
      await serviceRole
        .from("site_settings")
        .update({ company_tagline: shipped.companyTagline })
        .eq("id", 1);
    }
  });
});
