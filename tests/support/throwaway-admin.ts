import type { SupabaseClient } from "@supabase/supabase-js";
import { enrollTotpFactor } from "./mfa";

export interface ThrowawayAdmin {
  id: string;
  email: string;
  password: string;
  /** The secret of the admin's verified authenticator app; undefined for one who has none yet. */
  totpSecret?: string;
}

export interface ThrowawayAdminOptions {
  /** A fresh anon client of the same stack: given, the admin also gets a verified authenticator app. */
  newClient?: () => SupabaseClient;
  /** Registers what runs once the test is over (vitest's onTestFinished, a Playwright fixture's teardown). */
  afterTest: (cleanup: () => Promise<void>) => void;
}

/**
 * A new admin of their own, made with a service-role client (component tests and browser tests
 * alike), for a test that changes the account (its password, its email, its factor) and so must
 * leave the seeded ones as they are for the tests running beside it. With `newClient` the admin
 * has a verified authenticator app, as every admin has after their first sign-in; without, they
 * enroll at their first sign-in. The account is deleted when the test is over.
 */
export async function createThrowawayAdmin(
  serviceRole: SupabaseClient,
  { newClient, afterTest }: ThrowawayAdminOptions,
): Promise<ThrowawayAdmin> {
  const email = `admin-${crypto.randomUUID()}@example.com`;
  const password = `Throwaway-${crypto.randomUUID()}`;
  const { data, error } = await serviceRole.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  afterTest(async () => {
    const deleted = await serviceRole.auth.admin.deleteUser(data.user.id);
    // A test about deleted accounts may have deleted it already.
    if (deleted.error && deleted.error.code !== "user_not_found") throw deleted.error;
  });
  const role = await serviceRole
    .from("user_roles")
    .insert({ user_id: data.user.id, role: "admin" });
  if (role.error) throw role.error;
  const admin: ThrowawayAdmin = { id: data.user.id, email, password };
  if (!newClient) return admin;
  const client = newClient();
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  admin.totpSecret = await enrollTotpFactor(client);
  await client.auth.signOut({ scope: "local" });
  return admin;
}
