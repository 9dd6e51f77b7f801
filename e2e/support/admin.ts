// The admin area's browser tests: the seeded accounts, their saved sessions (signed in once per
// role by admin.setup.ts, then reused through Playwright's storage state, so the tests stay under
// the stack's sign-in rate limit) and the form and database helpers the specs share.
import { expect, type Page } from "@playwright/test";
import { loginCopy } from "../../src/content/admin/login";
import { createNodeClient } from "../../scripts/lib/node-client";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { securityEventsSince } from "../../tests/support/security-log";
import { createThrowawayAdmin as createThrowawayAdminWith } from "../../tests/support/throwaway-admin";
import { e2eServiceRoleKey, e2eStackUrl } from "./env";

export { axeViolations } from "./axe";

export type Account = keyof typeof seedAccounts;
export { seedAccounts };
/** Someone to sign in as: a seeded account, or a throw-away user's credentials. */
export type Credentials = { email: string; password: string };
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

/** The newsletter sign-ups of `email` (any case), as the database holds them. */
export async function subscribersWith(email: string) {
  const { data, error } = await serviceRole
    .from("newsletter_subscribers")
    .select("email, source_path")
    .ilike("email", email);
  if (error) throw error;
  return data;
}

/** A new admin of their own (see tests/support/throwaway-admin.ts). */
export const createThrowawayAdmin = () => createThrowawayAdminWith(serviceRole);

/** The security events `account` caused since `since`, oldest first, read with the service role. */
export const securityEventsOf = (account: Account, since: Date) =>
  securityEventsSince(serviceRole, seedAccounts[account].id, since);
