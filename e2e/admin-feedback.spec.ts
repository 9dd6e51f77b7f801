// In Chromium, on the production build over a throw-away stack, as an adviser would use the back
// office. What the admin is told and kept from: site settings are neither saved nor lost by
// accident, toasts cover no control, and the wording has one case throughout. A test that changes
// shared rows makes rows of its own, or runs on the desktop project only.
import { expect, test } from "@playwright/test";
import { adminPageCopy } from "../src/content/admin/pages";
import { profileCopy } from "../src/content/admin/profile";
import { shellCopy } from "../src/content/admin/shell";
import { siteSettingsCopy } from "../src/content/admin/site-settings";
import { paths } from "../src/content/routes";
import { serviceRole, storageStateOf, toast } from "./support/admin";
import { shippedSiteSettings, nav, mainHeading } from "./support/admin-screens";
import { expectFocused } from "./support/focus";

test.use({ storageState: storageStateOf("admin") });

test.describe("site settings: nothing saved by accident, nothing lost by accident", () => {
  test(
    "Save waits for a change, leaving asks first, the toast names what was saved",
    { tag: "@desktop" },
    async ({ page }) => {
      const shipped = await shippedSiteSettings();
      await page.goto(paths.admin.siteSettings.getHref());
      const field = (name: keyof typeof siteSettingsCopy.fields) =>
        page.getByLabel(siteSettingsCopy.fields[name].label, { exact: true });
      await expect(field("companyTagline")).toHaveValue(shipped.companyTagline);
      const save = page.getByRole("button", { name: siteSettingsCopy.save });
      await expect(save).toBeDisabled();

      try {
        await field("companyTagline").fill("Ledgers, not ledges.");
        await expect(save).toBeEnabled();

        // A link in the app: the confirmation; Stay keeps the edit and the focus on the link.
        const documentsLink = nav(page).getByRole("link", { name: "Documents" });
        await documentsLink.press("Enter");
        const leave = page.getByRole("alertdialog", { name: siteSettingsCopy.unsaved.title });
        await expect(leave).toBeVisible();
        await leave.getByRole("button", { name: siteSettingsCopy.unsaved.stay }).press("Enter");
        await expect(leave).toBeHidden();
        await expect(page).toHaveURL(paths.admin.siteSettings.getHref());
        await expect(field("companyTagline")).toHaveValue("Ledgers, not ledges.");
        await expectFocused(documentsLink, "the link that was followed");

        // Closing the tab: the browser's own question.
        const asked = page.waitForEvent("dialog");
        await page.close({ runBeforeUnload: true });
        const question = await asked;
        expect(question.type()).toBe("beforeunload");
        await question.dismiss();
        expect(page.isClosed()).toBe(false);

        await field("linkedinUrl").fill("https://www.linkedin.com/company/ledgers");
        await save.press("Enter");
        const saved = toast(page, siteSettingsCopy.toasts.success.title);
        await expect(saved).toContainText(
          siteSettingsCopy.toasts.success.description([
            siteSettingsCopy.fields.companyTagline.label,
            siteSettingsCopy.fields.linkedinUrl.label,
          ]),
        );
        await expect(save).toBeDisabled();

        // Saved: leaving asks nothing.
        await documentsLink.press("Enter");
        await expect(mainHeading(page)).toHaveText(adminPageCopy.documents.title);

        // Leaving with an edit, confirmed: the edit is gone.
        await page.goto(paths.admin.siteSettings.getHref());
        await field("siteName").fill("Not kept");
        await nav(page).getByRole("link", { name: "Profile" }).press("Enter");
        await leave.getByRole("button", { name: siteSettingsCopy.unsaved.leave }).press("Enter");
        await expect(mainHeading(page)).toHaveText(adminPageCopy.profile.title);
        const { data } = await serviceRole.from("site_settings").select("site_name").single();
        expect(data?.site_name).toBe(shipped.siteName);
      } finally {
        await serviceRole
          .from("site_settings")
          .update({
            company_tagline: shipped.companyTagline,
            linkedin_url: shipped.linkedinUrl,
          })
          .eq("id", 1);
      }
    },
  );
});

test.describe("toasts cover no control", { tag: "@desktop" }, () => {
  test("a toast shows in the header's empty middle, clear of its buttons", async ({ page }) => {
    await page.goto(paths.admin.seoTools.getHref());
    await page.getByRole("button", { name: "Run Analysis" }).press("Enter");
    const shown = page.locator("[data-sonner-toast]").first();
    await expect(shown).toBeVisible();
    // Measured in one go in the page: a toast closes after a few seconds, and a control read one by
    // one from here could be gone by then on a busy machine.
    const covered = await shown.evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      const controls = document.querySelectorAll(
        "button, a[href], input, textarea, [role=combobox], [role=tab]",
      );
      return Array.from(controls)
        .filter((control) => !control.closest("[data-sonner-toast]") && control.checkVisibility())
        .filter((control) => {
          const other = control.getBoundingClientRect();
          return (
            other.width > 0 &&
            other.x < box.x + box.width &&
            box.x < other.x + other.width &&
            other.y < box.y + box.height &&
            box.y < other.y + other.height
          );
        })
        .map(
          (control) =>
            (control as HTMLElement).innerText || control.getAttribute("aria-label") || "?",
        );
    });
    expect(covered).toEqual([]);
  });
});

test.describe("one wording across the back office", () => {
  test("one case for the sidebar, the password form and the toasts that say what happened", async ({
    page,
  }) => {
    await page.goto(paths.admin.profile.getHref());
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    if (isPhone) await page.getByRole("button", { name: shellCopy.toggleSidebar }).click();
    const labels = await nav(page).getByRole("link").allInnerTexts();
    for (const label of labels) {
      const words = label.replace(/PRO$/, "").trim().split(/\s+/);
      expect(
        words.every((word) => /^[A-Z]/.test(word) || ["and", "of", "the"].includes(word)),
        label,
      ).toBe(true);
    }
    if (isPhone) await page.keyboard.press("Escape");
    await expect(
      page.getByRole("heading", { name: profileCopy.password.title, level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: profileCopy.password.save })).toBeVisible();
    expect(profileCopy.password.title).toBe(profileCopy.password.save);
  });
});
