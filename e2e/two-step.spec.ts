// Two-step verification and the password reset, by keyboard alone, at 375 and 1280 px (the projects
// run both), in Chromium on the production build: a new admin's first sign-in sets up an
// authenticator app (the secret read from the screen, the code computed as an app would); a later
// sign-in asks for the code and refuses a wrong one; a forgotten password is reset with the code
// read from the mail catcher; on the profile, the app is replaced with a fresh code of the old one
// first. axe, every severity, on each new screen.
import { expect, type Page } from "@playwright/test";
import { adminPageCopy } from "../src/content/admin/pages";
import { loginCopy } from "../src/content/admin/login";
import { factorCardCopy, passwordResetCopy, twoStepCopy } from "../src/content/admin/two-step";
import { paths } from "../src/content/routes";
import { codeIn, latestMailTo } from "../tests/support/mail";
import { signInAtAal2 } from "../tests/support/mfa";
import { securityActionsSince } from "../tests/support/security-log";
import { totpCodeFor, unusedTotpCodeFor } from "../tests/support/totp";
import { axeViolations, test, serviceRole, signInAsAdmin, toast } from "./support/admin";
import { createNodeClient } from "../records/node-client";
import { e2eAnonKey, e2eMailUrl, e2eStackUrl } from "./support/env";
import { tabTo } from "./support/keyboard";
import { pastTheEdges, sidewaysScroll } from "./support/overflow";
import { saveScreenshot } from "./support/screenshots";

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** Tabs to the field labelled `label` and types `text` into it. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

/** The password step, by keyboard. */
async function enterPassword(page: Page, email: string, password: string) {
  await expect(heading(page, loginCopy.heading)).toBeVisible();
  await typeInto(page, loginCopy.emailLabel, email);
  await typeInto(page, loginCopy.passwordLabel, password);
  await page.keyboard.press("Enter");
}

test("a new admin's first sign-in sets up an authenticator app, then the page asked for opens", async ({
  page,
  throwawayAdmin,
}) => {
  test.slow();
  const admin = await throwawayAdmin({ withFactor: false });
  const since = new Date();
  await page.goto(paths.admin.login.getHref(paths.admin.documents.getHref()));
  await enterPassword(page, admin.email, admin.password);

  const setUp = heading(page, twoStepCopy.enroll.heading);
  await expect(setUp).toBeFocused();
  await expect(page.getByRole("img", { name: twoStepCopy.enroll.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page).toHaveURL(/redirectTo=%2Fadmin%2Fdocuments/);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "two-step-enroll");

  await typeInto(page, twoStepCopy.codeLabel, await unusedTotpCodeFor(secret));
  await page.keyboard.press("Enter");
  // Watched together: on a loaded machine the page can take longer to open than the toast shows.
  await Promise.all([
    expect(heading(page, adminPageCopy.documents.title)).toBeFocused(),
    expect(toast(page, loginCopy.toasts.success.title)).toBeVisible(),
  ]);
  // The app is the account's verified factor now: the next sign-in asks for its code.
  const nextSignIn = createNodeClient(e2eStackUrl, e2eAnonKey);
  await nextSignIn.auth.signInWithPassword(admin);
  expect((await nextSignIn.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe("aal2");
  await expect
    .poll(() => securityActionsSince(serviceRole, admin.id, since))
    .toEqual(expect.arrayContaining(["sign_in", "mfa_factor_enrolled", "mfa_sign_in"]));
});

test(
  "on a phone, the setup's QR code, secret, code field and button stay inside the card",
  { tag: "@phone" },
  async ({ page, throwawayAdmin }) => {
    const admin = await throwawayAdmin({ withFactor: false });
    await page.goto(paths.admin.login.getHref());
    await enterPassword(page, admin.email, admin.password);
    await expect(heading(page, twoStepCopy.enroll.heading)).toBeFocused();
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    expect(await sidewaysScroll(page), "the page scrolls sideways by").toBe(0);
    const card = page
      .getByRole("main")
      .locator("> div")
      .filter({ has: page.locator("form") });
    expect(await pastTheEdges(card)).toEqual([]);
    await saveScreenshot(page, "two-step-enroll");
  },
);

test("a later sign-in asks for the code; a wrong one is refused under the field, the right one lets the admin in", async ({
  page,
  throwawayAdmin,
}) => {
  test.slow();
  const admin = await throwawayAdmin();
  await page.goto(paths.admin.login.getHref());
  await enterPassword(page, admin.email, admin.password);

  await expect(heading(page, twoStepCopy.challenge.heading)).toBeVisible();
  await expect(page.getByText(twoStepCopy.challenge.description)).toBeVisible();
  const code = page.getByLabel(twoStepCopy.codeLabel);
  await expect(code).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "two-step-challenge");

  const right = totpCodeFor(admin.totpSecret!);
  await page.keyboard.type(right.slice(0, 5) + String((Number(right[5]) + 1) % 10));
  await page.keyboard.press("Enter");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(twoStepCopy.wrongCode);
  await expect(code).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "two-step-wrong-code");

  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(await unusedTotpCodeFor(admin.totpSecret!));
  await page.keyboard.press("Enter");
  await expect(heading(page, adminPageCopy.dashboard.title)).toBeFocused();
});

test("a forgotten password is reset with the mailed code, then the authenticator code, by keyboard", async ({
  page,
  throwawayAdmin,
}) => {
  test.slow();
  const admin = await throwawayAdmin();
  const newPassword = "Mailed-code-2026";
  const since = new Date();
  await page.goto(paths.admin.login.getHref(paths.admin.profile.getHref()));
  await expect(heading(page, loginCopy.heading)).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: loginCopy.forgotPassword }));
  await page.keyboard.press("Enter");

  await expect(heading(page, passwordResetCopy.heading)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "password-reset-request");
  await typeInto(page, passwordResetCopy.emailLabel, admin.email);
  await page.keyboard.press("Enter");
  await expect(page.getByText(passwordResetCopy.sent(admin.email))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "password-reset-code");

  const mailed = codeIn(await latestMailTo(e2eMailUrl, admin.email, { since }));
  // The role check answers only after the second step: a slow network must not decide what the
  // log holds (the page once logged nothing when its check had not answered by then).
  await page.route("**/rest/v1/rpc/has_role", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await typeInto(page, passwordResetCopy.codeLabel, mailed);
  await typeInto(page, passwordResetCopy.newPasswordLabel, newPassword);
  await typeInto(page, passwordResetCopy.confirmLabel, newPassword);
  await page.keyboard.press("Enter");

  await expect(page.getByText(passwordResetCopy.secondStep)).toBeVisible();
  await expect(page.getByLabel(twoStepCopy.codeLabel)).toBeFocused();
  await page.keyboard.type(await unusedTotpCodeFor(admin.totpSecret!));
  await page.keyboard.press("Enter");
  await expect(toast(page, passwordResetCopy.toasts.done.title)).toBeVisible();
  await expect(heading(page, adminPageCopy.profile.title)).toBeFocused();
  await expect(page).toHaveURL(paths.admin.profile.getHref());
  await expect
    .poll(() => securityActionsSince(serviceRole, admin.id, since))
    .toEqual(expect.arrayContaining(["password_reset", "mfa_sign_in"]));
});

test("on the profile, the authenticator app is replaced by keyboard: a code of the old app first, then the new one's", async ({
  page,
  throwawayAdmin,
}) => {
  test.slow();
  const admin = await throwawayAdmin();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(paths.admin.login.getHref(paths.admin.profile.getHref()));
  await signInAsAdmin(page, admin);
  await expect(heading(page, adminPageCopy.profile.title)).toBeVisible();

  const replace = page.getByRole("button", { name: factorCardCopy.replace, exact: true });
  await tabTo(page, replace, 120);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: factorCardCopy.dialog.title });
  await expect(dialog.getByLabel(factorCardCopy.dialog.currentCodeLabel)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type(await unusedTotpCodeFor(admin.totpSecret!));
  await page.keyboard.press("Enter");

  await expect(dialog.getByRole("img", { name: twoStepCopy.enroll.qrAlt })).toBeVisible();
  const secret = (await dialog.getByTestId("totp-secret").textContent())!;
  expect(secret).not.toBe(admin.totpSecret);
  await expect(dialog.getByLabel(twoStepCopy.codeLabel, { exact: true })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "profile-replace-app");
  await page.keyboard.type(await unusedTotpCodeFor(secret));
  await page.keyboard.press("Enter");

  await expect(toast(page, factorCardCopy.toasts.replaced.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(replace).toBeFocused();
  // Only the new app's codes open the admin area now.
  await signInAtAal2(createNodeClient(e2eStackUrl, e2eAnonKey), { ...admin, totpSecret: secret });
  await expect(
    signInAtAal2(createNodeClient(e2eStackUrl, e2eAnonKey), {
      ...admin,
      totpSecret: admin.totpSecret!,
    }),
  ).rejects.toThrow(/the TOTP code failed/);
});
