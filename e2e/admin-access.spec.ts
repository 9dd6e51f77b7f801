// Getting into the admin area and out of it, in Chromium on the production build: the guard as each
// role, the way back to the page first asked for, sign-out (in this tab and from another), the whole
// flow by keyboard alone, and the inactivity sign-out on Playwright's clock. A test that signs in
// through the form uses an admin of its own: a verified code ends the aal1 sessions of its account,
// which would cut short another test's sign-in of the same admin between its two steps.
import { expect, type Page } from "@playwright/test";
import { accessCopy } from "../src/content/admin/access";
import { adminPageCopy } from "../src/content/admin/pages";
import { loginCopy } from "../src/content/admin/login";
import { sessionCopy } from "../src/content/admin/session";
import { paths } from "../src/content/routes";
import { adminNavLink } from "../src/components/layout/site-nav";
import { twoStepCopy } from "../src/content/admin/two-step";
import { expectFocused, expectFocusShown } from "./support/focus";
import { tabTo } from "./support/keyboard";
import { publishedPage } from "./support/published";
import { securityActionsSince } from "../tests/support/security-log";
import {
  test,
  enterTotpCode,
  securityEventsOf,
  serviceRole,
  signInAsAdmin,
  signInWithForm,
  storageStateOf,
  toast,
} from "./support/admin";
import { unusedTotpCodeFor } from "../tests/support/totp";

const loginUrl = new RegExp(`${paths.admin.login.getHref()}(\\?|$)`);
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("signed in as the seeded admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("the admin sees the shell around the page they opened, which is not indexed", async ({
    page,
  }) => {
    await page.goto(paths.admin.content.getHref());
    await expect(heading(page, adminPageCopy.content.title)).toBeVisible();
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle sidebar" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page).toHaveTitle(/Content Management · Admin/);
  });
});

test.describe("signed in as the seeded visitor, who is not an admin", () => {
  test.use({ storageState: storageStateOf("visitor") });

  test("sees only 'Access Denied', with the focus on it, goes to the home page from it, and the attempt is logged as critical", async ({
    page,
  }) => {
    const since = new Date();
    await page.goto(paths.admin.documents.getHref());
    const alert = page.getByRole("alert").filter({ hasText: accessCopy.denied.title });
    await expect(alert).toBeVisible();
    // The focus is on the message, not left on the page's body, and it shows; Tab goes on to the
    // ways out.
    await expectFocusShown(heading(page, accessCopy.denied.title), "'Access Denied'");
    await page.keyboard.press("Tab");
    await expectFocused(
      alert.getByRole("button", { name: accessCopy.denied.signOut }),
      "'Sign out', after Tab",
    );
    await expect(alert).toContainText("You don't have admin privileges to access this page.");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(alert.getByRole("button", { name: accessCopy.denied.signOut })).toBeVisible();
    await alert.getByRole("link", { name: accessCopy.denied.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      (await publishedPage("home")).hero.heading,
    );
    await expect
      .poll(() => securityEventsOf("visitor", since))
      .toContainEqual(
        expect.objectContaining({
          action: "unauthorized_access",
          severity: "critical",
          details: { path: paths.admin.documents.getHref(), reason: "not an admin" },
        }),
      );
  });

  test("signs out from 'Access Denied' to try another account", async ({ page }) => {
    await page.goto(paths.admin.profile.getHref());
    await page.getByRole("button", { name: accessCopy.denied.signOut }).click();
    await expect(page).toHaveURL(`${paths.admin.login.getHref()}?redirectTo=%2Fadmin%2Fprofile`);
    await expect(heading(page, loginCopy.heading)).toBeVisible();
  });
});

test.describe("signed out", () => {
  test("/admin/documents goes to the sign-in page and, after it, back to /admin/documents", async ({
    page,
    throwawayAdmin,
  }) => {
    const admin = await throwawayAdmin();
    const since = new Date();
    await page.goto(paths.admin.documents.getHref());
    await expect(page).toHaveURL(`${paths.admin.login.getHref()}?redirectTo=%2Fadmin%2Fdocuments`);
    await signInWithForm(page, admin);
    // No success before the second step.
    await expect(heading(page, twoStepCopy.challenge.heading)).toBeVisible();
    await expect(toast(page, "Login Successful")).toHaveCount(0);
    await expect(page).toHaveURL(`${paths.admin.login.getHref()}?redirectTo=%2Fadmin%2Fdocuments`);
    await enterTotpCode(page, admin.totpSecret!);

    await expect(toast(page, "Login Successful")).toContainText("Welcome to the admin dashboard!");
    await expect(heading(page, adminPageCopy.documents.title)).toBeFocused();
    await expect(page).toHaveURL(paths.admin.documents.getHref());
    await expect
      .poll(() => securityActionsSince(serviceRole, admin.id, since))
      .toEqual(expect.arrayContaining(["sign_in", "mfa_sign_in", "admin_access_granted"]));
  });

  test("the Admin link of a prerendered public page opens the sign-in page, and Back returns", async ({
    page,
  }) => {
    const [{ header }, about] = await Promise.all([
      publishedPage("layout"),
      publishedPage("about"),
    ]);
    await page.goto(paths.about);
    // The link shows once the header's menu of this width has hydrated; it loads the admin app.
    const menu = page.getByRole("button", { name: header.menu, exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("link", { name: adminNavLink.label, exact: true }).click();

    await expect(page).toHaveURL(paths.admin.login.getHref());
    await expect(page.getByRole("heading", { level: 1, name: loginCopy.heading })).toBeVisible();
    await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );

    await page.goBack();
    await expect(page).toHaveURL(paths.about);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
  });

  test("a wrong password gets 'Login Failed' with the provider's message, also under the field, where the focus goes", async ({
    page,
  }) => {
    await page.goto(paths.admin.login.getHref());
    await signInWithForm(page, "admin", "not-the-password");
    await expect(toast(page, "Login Failed")).toContainText("Invalid login credentials");
    const password = page.getByLabel(loginCopy.passwordLabel, { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Invalid login credentials");
    await expect(page).toHaveURL(loginUrl);
  });

  test("signing out ends the session: 'Logged Out', the sign-in page, and no way back in", async ({
    page,
    throwawayAdmin,
  }) => {
    const admin = await throwawayAdmin();
    const since = new Date();
    await page.goto(paths.admin.login.getHref());
    await signInAsAdmin(page, admin);
    await expect(heading(page, adminPageCopy.dashboard.title)).toBeVisible();

    const signOut = page.getByRole("button", { name: "Sign Out" });
    if (!(await signOut.isVisible()))
      await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await signOut.click();
    await expect(toast(page, "Logged Out")).toContainText("You have been successfully logged out.");
    await expect(page).toHaveURL(loginUrl);

    await page.goto(paths.admin.profile.getHref());
    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();
    await expect
      .poll(() => securityActionsSince(serviceRole, admin.id, since))
      .toContain("sign_out");
  });

  test(
    "signing out in one tab signs the other tabs out",
    { tag: "@desktop" },
    async ({ context, throwawayAdmin }) => {
      const admin = await throwawayAdmin();
      const first = await context.newPage();
      await first.goto(paths.admin.login.getHref());
      await signInAsAdmin(first, admin);
      await expect(heading(first, adminPageCopy.dashboard.title)).toBeVisible();
      const second = await context.newPage();
      await second.goto(paths.admin.seoTools.getHref());
      await expect(heading(second, adminPageCopy.seoTools.title)).toBeVisible();

      await first.getByRole("button", { name: /Account menu/ }).click();
      await first.getByRole("menuitem", { name: "Sign out" }).click();
      await expect(first).toHaveURL(loginUrl);
      await expect(second).toHaveURL(loginUrl);
      await expect(second.getByLabel(loginCopy.emailLabel)).toBeVisible();
    },
  );

  test(
    "the whole flow works by keyboard alone",
    { tag: "@desktop" },
    async ({ page, throwawayAdmin }) => {
      const admin = await throwawayAdmin();
      await page.goto(paths.admin.documents.getHref());
      await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();

      await page.keyboard.press("Tab");
      await expect(page.getByLabel(loginCopy.emailLabel)).toBeFocused();
      await page.keyboard.type(admin.email);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(loginCopy.passwordLabel, { exact: true })).toBeFocused();
      await page.keyboard.type(admin.password);
      await page.keyboard.press("Tab");
      const toggle = page.getByRole("button", { name: loginCopy.showPassword });
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByLabel(loginCopy.passwordLabel, { exact: true })).toHaveAttribute(
        "type",
        "text",
      );
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: loginCopy.submit, exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      // The second step starts in its code field.
      await expect(page.getByLabel(twoStepCopy.codeLabel)).toBeFocused();
      await page.keyboard.type(await unusedTotpCodeFor(admin.totpSecret!));
      await page.keyboard.press("Enter");
      await expect(heading(page, adminPageCopy.documents.title)).toBeFocused();

      // The focus starts on the page's heading; from the top of the shell, the skip link comes first,
      // then the sidebar's pages.
      const skipLink = page.getByRole("link", { name: "Skip to main content" });
      await tabTo(page, skipLink);
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeVisible();
      for (const name of ["Dashboard", "Profile", "Site Settings"]) {
        await page.keyboard.press("Tab");
        await expect(
          page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name }),
        ).toBeFocused();
      }
      await page.keyboard.press("Enter");
      await expect(heading(page, adminPageCopy.siteSettings.title)).toBeFocused();

      await page.keyboard.press("Control+b");
      await expect(page.getByRole("complementary", { name: "Admin sidebar" })).toHaveAttribute(
        "data-state",
        "collapsed",
      );

      // The header is before the new page's heading, which has the focus after a navigation: back
      // to the account menu, and out.
      const accountMenu = page.getByRole("button", { name: /Account menu/ });
      for (
        let presses = 0;
        presses < 15 &&
        !(await accountMenu.evaluate((element) => element === document.activeElement));
        presses++
      ) {
        await page.keyboard.press("Shift+Tab");
      }
      await expect(accountMenu).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(loginUrl);
      await expect(toast(page, "Logged Out")).toBeVisible();
    },
  );

  test("30 idle minutes sign the admin out, with a warning at 25; activity starts the clock again", async ({
    page,
    throwawayAdmin,
  }) => {
    const admin = await throwawayAdmin();
    const since = new Date();
    await page.clock.install();
    await page.goto(paths.admin.login.getHref());
    await signInAsAdmin(page, admin);
    await expect(heading(page, adminPageCopy.dashboard.title)).toBeVisible();

    await page.clock.fastForward("24:00");
    await page.mouse.move(200, 300);
    await page.clock.fastForward("24:00");
    await expect(toast(page, sessionCopy.expiring.title)).toHaveCount(0);

    await page.clock.fastForward("01:00");
    await expect(toast(page, sessionCopy.expiring.title)).toContainText(
      sessionCopy.expiring.description,
    );
    await page.clock.fastForward("00:11");
    await expect(toast(page, sessionCopy.expiring.title)).toHaveCount(0);

    await page.clock.fastForward("04:49");
    await expect(toast(page, sessionCopy.expired.title)).toContainText(
      sessionCopy.expired.description,
    );
    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByLabel(loginCopy.emailLabel)).toBeVisible();
    await expect
      .poll(() => securityActionsSince(serviceRole, admin.id, since))
      .toContain("session_expired");
  });
});
