// The admin area's browser tests: the seeded accounts, their saved sessions (signed in once per
// role by admin.setup.ts, then reused through Playwright's storage state, so the tests stay under
// the stack's sign-in rate limit) and the form and database helpers the specs share.
import { test as base, expect, type Page } from "@playwright/test";
import { loginCopy } from "../../src/content/admin/login";
import { twoStepCopy } from "../../src/content/admin/two-step";
import { createNodeClient } from "../../records/node-client";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { securityEventsSince } from "../../tests/support/security-log";
import { unusedTotpCodeFor } from "../../tests/support/totp";
import { createThrowawayAdmin, type ThrowawayAdmin } from "../../tests/support/throwaway-admin";
import { e2eAnonKey, e2eServiceRoleKey, e2eStackUrl } from "./env";

export { axeViolations } from "./axe";

export type Account = keyof typeof seedAccounts;
export { seedAccounts };
/** Someone to sign in as: a seeded account, or a throw-away user's credentials. */
export type Credentials = { email: string; password: string; totpSecret?: string };
const credentialsOf = (who: Account | Credentials): Credentials =>
  typeof who === "string" ? seedAccounts[who] : who;

/** Where admin.setup.ts keeps each role's signed-in browser state. */
export const storageStateOf = (account: Account) => `e2e/.auth/${account}.json`;

/** Fills and submits the sign-in form on /admin/login. */
export async function signInWithForm(
  page: Page,
  account: Account | Credentials,
  password: string = credentialsOf(account).password,
) {
  await fillSignInForm(page, account, password);
  await page.getByRole("button", { name: loginCopy.submit, exact: true }).click();
}

/**
 * Enters a code of the authenticator app whose secret is `secret` on the second step of the sign-in
 * (one this test run has not used: each code is accepted once), and sends it.
 */
export async function enterTotpCode(page: Page, secret: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: twoStepCopy.challenge.heading }),
  ).toBeVisible();
  await page.getByLabel(twoStepCopy.codeLabel).fill(await unusedTotpCodeFor(secret));
  await page.getByRole("button", { name: twoStepCopy.challenge.submit, exact: true }).click();
}

/**
 * Both steps of an admin's sign-in: the password, then the code of their authenticator app; done
 * when the challenge has gone (a page opened before then finds the session still at its first step).
 */
export async function signInAsAdmin(page: Page, admin: "admin" | Credentials = "admin") {
  await signInWithForm(page, admin);
  const secret = admin === "admin" ? seedAccounts.admin.totp.secret : admin.totpSecret;
  if (!secret) throw new Error("signInAsAdmin: this admin has no authenticator app yet");
  await enterTotpCode(page, secret);
  await expect(
    page.getByRole("heading", { level: 1, name: twoStepCopy.challenge.heading }),
  ).toBeHidden();
}

/** Fills the sign-in form once the page has loaded, without sending it. */
export async function fillSignInForm(
  page: Page,
  account: Account | Credentials,
  password: string = credentialsOf(account).password,
) {
  await expect(page.getByRole("heading", { level: 1, name: loginCopy.heading })).toBeVisible();
  await page.getByLabel(loginCopy.emailLabel).fill(credentialsOf(account).email);
  await page.getByLabel(loginCopy.passwordLabel, { exact: true }).fill(password);
}

/** A toast (sonner) by its title. */
export const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The stack with the service role: reads and restores what the database holds. */
export const serviceRole = createNodeClient(e2eStackUrl, e2eServiceRoleKey);

/** How many newsletter sign-ups the table holds, read with the service role. */
export async function subscriberCount() {
  const { count, error } = await serviceRole
    .from("newsletter_subscribers")
    .select("*", { count: "exact", head: true });
  if (error) throw error;
  return count!;
}

/** The newsletter sign-ups of `email` (any case), as the database holds them. */
export async function subscribersWith(email: string) {
  const { data, error } = await serviceRole
    .from("newsletter_subscribers")
    .select("email, source_path")
    .ilike("email", email);
  if (error) throw error;
  return data;
}

export type MakeThrowawayAdmin = (options?: { withFactor?: boolean }) => Promise<ThrowawayAdmin>;

/**
 * Playwright's test with `throwawayAdmin()`: a new admin of their own (see
 * tests/support/throwaway-admin.ts), with a verified authenticator app unless `withFactor` is false
 * (then they set one up at their first sign-in), deleted when the test is over.
 */
export const test = base.extend<{ throwawayAdmin: MakeThrowawayAdmin }>({
  // Playwright reads the fixtures a fixture needs from its first parameter: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  throwawayAdmin: async ({}, use) => {
    const cleanups: (() => Promise<void>)[] = [];
    await use(({ withFactor = true } = {}) =>
      createThrowawayAdmin(serviceRole, {
        newClient: withFactor ? () => createNodeClient(e2eStackUrl, e2eAnonKey) : undefined,
        afterTest: (cleanup) => cleanups.push(cleanup),
      }),
    );
    for (const cleanup of cleanups) await cleanup();
  },
});

/** The security events `account` caused since `since`, oldest first, read with the service role. */
export const securityEventsOf = (account: Account, since: Date) =>
  securityEventsSince(serviceRole, seedAccounts[account].id, since);
