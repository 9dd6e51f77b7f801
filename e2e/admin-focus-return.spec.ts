// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. Focus is checked as document.activeElement after each action: it comes back where the
// admin was after a dialog, a save, an upload or a navigation. A test that changes shared rows
// makes rows of its own, or runs on the desktop project only.
import { expect, test } from "@playwright/test";
import { contentTabs, resourcesCopy } from "../src/content/admin/content-management";
import { documentsCopy } from "../src/content/admin/documents";
import { adminPageCopy } from "../src/content/admin/pages";
import { adminNavItems, shellCopy } from "../src/content/admin/shell";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { documentTypes } from "../src/content/document-types";
import { paths } from "../src/content/routes";
import { serviceRole, storageStateOf, toast } from "./support/admin";
import {
  shippedSiteSettings,
  nav,
  mainHeading,
  createResource,
  removeResources,
  onePixelPng,
  openResources,
  resourceRow,
  editButton,
  deleteButton,
} from "./support/admin-screens";
import { expectFocused, expectFocusShown } from "./support/focus";

test.use({ storageState: storageStateOf("admin") });

const { dialog } = resourcesCopy;

test.describe("focus comes back after a dialog, a save, an upload, a navigation", () => {
  test(
    "the resource dialog gives the focus back to its button after Escape, Cancel and Save",
    { tag: "@desktop" },
    async ({ page }) => {
      const title = `Focus return ${Date.now()}`;
      const id = await createResource(title);
      try {
        await openResources(page);
        const add = page.getByRole("button", { name: resourcesCopy.add });

        await add.press("Enter");
        const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
        await expect(addDialog).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(addDialog).toBeHidden();
        await expectFocused(add, "'Add Resource' after Escape");

        await add.press("Enter");
        await addDialog.getByRole("button", { name: dialog.cancel }).press("Enter");
        await expect(addDialog).toBeHidden();
        await expectFocused(add, "'Add Resource' after Cancel");

        const edit = editButton(page, title);
        await edit.press("Enter");
        const editDialog = page.getByRole("dialog", { name: dialog.editTitle });
        await editDialog.getByLabel(dialog.category).fill("Guide");
        await editDialog.getByRole("button", { name: dialog.save }).press("Enter");
        await expect(toast(page, resourcesCopy.toasts.updated)).toBeVisible();
        await expect(editDialog).toBeHidden();
        await expectFocused(edit, "the row's Edit after Save");
      } finally {
        await removeResources([id]);
      }
    },
  );

  test("Escape in the resource dialog asks before it throws away what was typed and chosen", async ({
    page,
  }) => {
    const title = `Unsaved resource ${Date.now()}`;
    await openResources(page);
    const add = page.getByRole("button", { name: resourcesCopy.add });
    await add.press("Enter");
    const addDialog = page.getByRole("dialog", { name: dialog.addTitle });
    const titleField = addDialog.getByLabel(dialog.title);
    await expectFocused(titleField, "the dialog's first field");
    await page.keyboard.type(title);
    await addDialog.getByLabel(dialog.thumbnail).setInputFiles(onePixelPng);
    const preview = addDialog.getByRole("img", { name: dialog.thumbnailPreview });
    await expect(preview).toBeVisible();
    await titleField.focus();

    const ask = page.getByRole("alertdialog", { name: dialog.unsaved.title });
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await expectFocused(ask.getByRole("button", { name: dialog.unsaved.stay }), "Keep Editing");
    await page.keyboard.press("Enter");
    await expect(ask).toBeHidden();
    await expect(titleField).toHaveValue(title);
    await expect(preview).toBeVisible();
    await expectFocused(titleField, "the title field, after Keep Editing");

    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    await expectFocused(ask.getByRole("button", { name: dialog.unsaved.leave }), "Discard");
    await page.keyboard.press("Enter");
    await expect(addDialog).toBeHidden();
    await expectFocused(add, "'Add Resource' after discarding");
    await expect(resourceRow(page, title)).toHaveCount(0);

    // Opened again, it starts empty, and with nothing typed Escape closes it at once.
    await add.press("Enter");
    await expect(titleField).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(addDialog).toBeHidden();
    await expect(ask).toBeHidden();
    await expectFocused(add, "'Add Resource' after Escape");
  });

  test(
    "a delete confirmation: Cancel goes back to Delete; a deletion to the next row's Edit",
    { tag: "@desktop" },
    async ({ page }) => {
      const stamp = Date.now();
      // Newest first: the second is listed above the first.
      const first = `Focus delete A ${stamp}`;
      const second = `Focus delete B ${stamp}`;
      const ids = [await createResource(first), await createResource(second)];
      try {
        await openResources(page);
        const remove = deleteButton(page, second);
        await remove.press("Enter");
        const confirm = page.getByRole("alertdialog", { name: resourcesCopy.confirmDelete.title });
        await confirm
          .getByRole("button", { name: resourcesCopy.confirmDelete.cancel })
          .press("Enter");
        await expect(confirm).toBeHidden();
        await expectFocused(remove, "the row's Delete after Cancel");

        await remove.press("Enter");
        await confirm
          .getByRole("button", { name: resourcesCopy.confirmDelete.confirm })
          .press("Enter");
        await expect(confirm).toBeHidden();
        await expect(resourceRow(page, second)).toHaveCount(0);
        // The row below took the deleted one's place.
        await expectFocused(editButton(page, first), "the next row's Edit after the deletion");
      } finally {
        await removeResources(ids);
      }
    },
  );

  test(
    "retiring a document: the focus goes to the version's Download, which stays; Upload keeps it",
    { tag: "@desktop" },
    async ({ page }) => {
      const name = `Focus retire ${Date.now()}`;
      await page.goto(paths.admin.documents.getHref());
      await page.getByLabel(documentsCopy.upload.file).setInputFiles({
        name: `${name}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% a browser test's upload\n%%EOF\n"),
      });
      await page.getByRole("combobox", { name: documentsCopy.upload.type }).press("Enter");
      await page.getByRole("option", { name: documentTypes[3].title, exact: true }).press("Enter");
      const upload = page.getByRole("button", { name: documentsCopy.upload.submit });
      await upload.press("Enter");
      await expect(toast(page, name)).toBeVisible();
      await expectFocused(upload, "'Upload Document' after the upload");
      // Nothing is chosen any more: the button is shown disabled, and keeps the focus.
      await expect(upload).toHaveAttribute("aria-disabled", "true");

      const row = page
        .getByRole("region", { name: documentTypes[3].title })
        .getByRole("listitem")
        .filter({ hasText: name });
      const retire = row.getByRole("button", { name: `${documentsCopy.list.retire} ${name}` });
      await retire.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: documentsCopy.confirmRetire.title });
      await confirm
        .getByRole("button", { name: documentsCopy.confirmRetire.confirm })
        .press("Enter");
      await expect(confirm).toBeHidden();
      await expect(row).toContainText(documentsCopy.list.retired);
      await expectFocused(
        row.getByRole("button", { name: new RegExp(`^Download ${name}`) }),
        "the retired version's Download",
      );
    },
  );

  test("'Save Settings' keeps the focus on itself", { tag: "@desktop" }, async ({ page }) => {
    const shipped = await shippedSiteSettings();
    await page.goto(paths.admin.siteSettings.getHref());
    const tagline = page.getByLabel(siteSettingsCopy.fields.companyTagline.label, { exact: true });
    await expect(tagline).toHaveValue(shipped.companyTagline);
    try {
      await tagline.fill(`${shipped.companyTagline} `);
      await tagline.press("End");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("!");
      const save = page.getByRole("button", { name: siteSettingsCopy.save });
      await save.press("Enter");
      await expect(toast(page, siteSettingsCopy.toasts.success.title)).toBeVisible();
      await expectFocused(save, "'Save Settings' after saving");
    } finally {
      await serviceRole
        .from("site_settings")
        .update({ company_tagline: shipped.companyTagline })
        .eq("id", 1);
    }
  });

  test("a page chosen in the sidebar or the account menu focuses its heading, which shows it", async ({
    page,
  }) => {
    await page.goto(paths.admin.dashboard.getHref());
    await expect(mainHeading(page)).toHaveText(adminPageCopy.dashboard.title);
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    for (const item of adminNavItems.slice(1)) {
      if (isPhone) {
        await page.getByRole("button", { name: shellCopy.toggleSidebar }).press("Enter");
        await expect(page.getByRole("dialog", { name: shellCopy.sidebarLabel })).toBeVisible();
      }
      await nav(page).getByRole("link", { name: item.label }).press("Enter");
      await expect(page).toHaveURL(item.href);
      await expectFocusShown(mainHeading(page), `the heading of ${item.label}`);
    }
    await page
      .getByRole("button", { name: new RegExp(shellCopy.profileMenu.label) })
      .press("Enter");
    await page
      .getByRole("menuitem", { name: shellCopy.profileMenu.profileSettings })
      .press("Enter");
    await expect(page).toHaveURL(paths.admin.profile.getHref());
    await expectFocusShown(mainHeading(page), "the profile page's heading");
    // A tab of the page is no navigation: the focus stays on the tab.
    await page.goto(paths.admin.content.getHref());
    const resourcesTab = page.getByRole("tab", { name: "Resources" });
    await page.getByRole("tab", { name: contentTabs[0].label }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(resourcesTab).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=resources/);
    await expectFocused(resourcesTab, "the Resources tab");
  });
});
