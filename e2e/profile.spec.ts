// The profile page in the production build: keyboard only, an admin changes their name and password
// and signs out; the old password then fails and the new one works. Both forms show the spec's
// messages when sent empty, and axe finds nothing at 1280 and 375 px. The account is a throw-away
// admin: the seeded one's saved session serves every other spec.
import { expect, type Page } from "@playwright/test";
import { loginCopy } from "../src/content/admin/login";
import { adminPageCopy } from "../src/content/admin/pages";
import { profileCopy } from "../src/content/admin/profile";
import { shellCopy } from "../src/content/admin/shell";
import { paths } from "../src/content/routes";
import {
  axeViolations,
  test,
  serviceRole,
  enterTotpCode,
  signInAsAdmin,
  signInWithForm,
  storageStateOf,
  toast,
} from "./support/admin";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";

const { profile, password } = profileCopy;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Selects what a focused field holds and types `text` over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test(
  "keyboard only: the admin changes name and password, signs out; the old password fails, the new one works",
  { tag: "@desktop" },
  async ({ page, throwawayAdmin }) => {
    test.slow();
    const admin = await throwawayAdmin();
    const newPassword = "Fresh-ledger-2026";

    await page.goto(paths.admin.login.getHref());
    await signInAsAdmin(page, admin);
    await expect(
      page.getByRole("heading", { level: 1, name: adminPageCopy.dashboard.title }),
    ).toBeVisible();
    await page.goto(paths.admin.profile.getHref());
    await expect(field(page, profile.emailLabel)).toHaveValue(admin.email);

    await tabTo(page, field(page, profile.nameLabel));
    await typeOver(page, "Morgan Ellis");
    await tabTo(page, page.getByRole("button", { name: profile.save }));
    await page.keyboard.press("Enter");
    await expect(toast(page, profile.toasts.success.title)).toBeVisible();

    await tabTo(page, field(page, password.currentLabel));
    await page.keyboard.type(admin.password);
    await tabTo(page, field(page, password.newLabel));
    await page.keyboard.type(newPassword);
    await tabTo(page, field(page, password.confirmLabel));
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Enter");
    await expect(toast(page, password.toasts.success.title)).toBeVisible();

    const stored = await serviceRole
      .from("admin_profiles")
      .select("full_name")
      .eq("user_id", admin.id);
    expect(stored.data).toEqual([{ full_name: "Morgan Ellis" }]);

    await tabTo(page, page.getByRole("button", { name: shellCopy.signOut, exact: true }), 120);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: loginCopy.heading })).toBeVisible();

    await signInWithForm(page, admin);
    await expect(toast(page, loginCopy.toasts.failed.title)).toContainText(
      "Invalid login credentials",
    );
    await signInWithForm(page, admin, newPassword);
    await enterTotpCode(page, admin.totpSecret!);
    // Back where the admin signed out.
    await expect(
      page.getByRole("heading", { level: 1, name: adminPageCopy.profile.title }),
    ).toBeVisible();
    await expect(field(page, profile.nameLabel)).toHaveValue("Morgan Ellis");
    await saveScreenshot(page, "profile-saved");
  },
);

test.describe("sent empty", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("both forms show the spec's messages; axe finds nothing", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.admin.profile.getHref());
    await expect(field(page, profile.emailLabel)).toHaveValue("admin@example.com");
    expect(await axeViolations(page)).toEqual([]);

    await field(page, profile.emailLabel).fill("");
    await page.getByRole("button", { name: profile.save }).click();
    await expect(page.getByText(profile.errors.shortName, { exact: true })).toBeVisible();
    await expect(page.getByText(profile.errors.invalidEmail, { exact: true })).toBeVisible();
    await expect(field(page, profile.nameLabel)).toBeFocused();

    await page.getByRole("button", { name: password.save }).click();
    for (const message of [
      password.errors.currentRequired,
      password.errors.shortPassword,
      password.errors.confirmRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, password.currentLabel)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, "profile-errors");
  });
});
