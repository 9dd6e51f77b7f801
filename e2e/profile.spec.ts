// The profile page in the production build: keyboard only, an admin changes their name and password
// and signs out; the old password then fails and the new one works; 'Sign out other sessions' asks
// first and gives the focus back to its button. Both forms show the spec's
// messages when sent empty, and axe finds nothing at 1280 and 375 px. The account is a throw-away
// admin: the seeded one's saved session serves every other spec.
import { expect, type Page } from "@playwright/test";
import { loginCopy } from "../src/content/admin/login";
import { adminPageCopy } from "../src/content/admin/pages";
import { profileCopy } from "../src/content/admin/profile";
import { shellCopy } from "../src/content/admin/shell";
import { factorCardCopy } from "../src/content/admin/two-step";
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
import { expectFocused, expectFocusShown } from "./support/focus";
import { tabTo } from "./support/keyboard";
import { saveScreenshot } from "./support/screenshots";
import { createNodeClient } from "../records/node-client";
import { signInAtAal2 } from "../tests/support/mfa";
import { e2eAnonKey, e2eStackUrl } from "./support/env";

const { profile, password } = profileCopy;
const { signOutOthers } = factorCardCopy;
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

test(
  "'Sign out other sessions' asks first; Cancel ends nothing, the action ends the other device's session; the focus comes back to the button",
  { tag: "@desktop" },
  async ({ page, throwawayAdmin }) => {
    test.slow();
    const admin = await throwawayAdmin();
    await page.goto(paths.admin.login.getHref(paths.admin.profile.getHref()));
    await signInAsAdmin(page, admin);
    await expect(
      page.getByRole("heading", { level: 1, name: adminPageCopy.profile.title }),
    ).toBeVisible();
    const otherDevice = createNodeClient(e2eStackUrl, e2eAnonKey);
    await signInAtAal2(otherDevice, { ...admin, totpSecret: admin.totpSecret! });

    const button = page.getByRole("button", { name: signOutOthers.button });
    const ask = page.getByRole("alertdialog", { name: signOutOthers.confirm.title });
    await tabTo(page, button, 120);
    await page.keyboard.press("Enter");
    await expect(ask).toContainText(signOutOthers.confirm.description);
    await expectFocused(ask.getByRole("button", { name: signOutOthers.confirm.cancel }), "Cancel");
    await page.keyboard.press("Enter");
    await expect(ask).toBeHidden();
    await expectFocusShown(button, "the button, after Cancel");
    expect((await otherDevice.auth.refreshSession()).error).toBeNull();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expectFocused(
      ask.getByRole("button", { name: signOutOthers.confirm.action }),
      "the action, after Tab",
    );
    await page.keyboard.press("Enter");
    await expect(toast(page, factorCardCopy.toasts.othersSignedOut.title)).toBeVisible();
    await expect(ask).toBeHidden();
    await expectFocusShown(button, "the button, after signing the others out");
    expect((await otherDevice.auth.refreshSession()).error?.code).toBe("refresh_token_not_found");
    // This session goes on.
    await page.reload();
    await expect(field(page, profile.emailLabel)).toHaveValue(admin.email);
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
