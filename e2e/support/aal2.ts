// The admin's browser session at aal2 (two-step verification passed), which the release record
// requires: the seeded admin signed in with the password and the code of its TOTP factor
// (tests/support/mfa.ts), and that session kept in the page's storage as the app's client keeps it.
import type { Page } from "@playwright/test";
import { createNodeClient } from "../../scripts/lib/node-client";
import { seedAccounts } from "../../supabase/local/db/seed-accounts";
import { signInAtAal2 } from "../../tests/support/mfa";
import { e2ePublishableKey, e2eStackUrl } from "./env";

/** Where the admin's aal2 browser state is kept, beside storageStateOf("admin"). */
export const adminAal2StorageState = "e2e/.auth/admin-aal2.json";

/** supabase-js's default storage key for a project URL: sb-<first label of the host>-auth-token. */
const sessionKey = `sb-${new URL(e2eStackUrl).hostname.split(".")[0]}-auth-token`;

/**
 * Saves the admin's aal2 browser state from `page` (left with empty storage after). Run it before
 * the admin's aal1 sign-in: a verified code ends the account's aal1 sessions.
 */
export async function saveAal2StorageState(page: Page, origin: string) {
  const { email, password, totp } = seedAccounts.admin;
  const client = createNodeClient(e2eStackUrl, e2ePublishableKey);
  const session = await signInAtAal2(client, { email, password, totpSecret: totp.secret });
  await page.goto(origin);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    sessionKey,
    JSON.stringify(session),
  ] as const);
  await page.context().storageState({ path: adminAal2StorageState });
  await page.evaluate(() => localStorage.clear());
}
