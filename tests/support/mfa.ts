// Signing a supabase-js client in to aal2: the password, then a challenge verified with the code of
// the account's TOTP secret, as an admin does with an authenticator app. Works from vitest and from
// Playwright (Node); the seeded admin's secret is seedAccounts.admin.totp.secret.
import type { AuthError, Session, SupabaseClient } from "@supabase/supabase-js";
import { unusedTotpCodeFor } from "./totp";

export interface TotpCredentials {
  email: string;
  password: string;
  /** The base32 secret of the account's verified TOTP factor. */
  totpSecret: string;
}

// A verified code ends every aal1 session of the user (Supabase Auth's rule), so a test that signs
// the same account in while another test verifies may lose its fresh session: it signs in again.
const ATTEMPTS = 3;
const LOST_SESSION = ["session_not_found", "refresh_token_not_found"];

function fail(step: string, error: AuthError): never {
  throw new Error(`signInAtAal2: ${step} failed: ${error.code ?? error.status} ${error.message}`);
}

/**
 * Signs `client` in with the password and a TOTP code (`codeFor`: one not used yet, unless the stack
 * accepts a code more than once); resolves with the aal2 session.
 */
export async function signInAtAal2(
  client: SupabaseClient,
  credentials: TotpCredentials,
  codeFor: (secret: string) => string | Promise<string> = unusedTotpCodeFor,
): Promise<Session> {
  for (let attempt = 1; ; attempt += 1) {
    const signIn = await client.auth.signInWithPassword({
      email: credentials.email,
      password: credentials.password,
    });
    if (signIn.error) fail("password sign-in", signIn.error);
    const factor = signIn.data.user.factors?.find(
      (entry) => entry.factor_type === "totp" && entry.status === "verified",
    );
    if (!factor) throw new Error(`signInAtAal2: ${credentials.email} has no verified TOTP factor`);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await codeFor(credentials.totpSecret),
    });
    if (!verified.error) {
      const { data } = await client.auth.getSession();
      if (!data.session) throw new Error("signInAtAal2: no session after the verified code");
      return data.session;
    }
    if (attempt >= ATTEMPTS || !LOST_SESSION.includes(verified.error.code ?? "")) {
      fail("the TOTP code", verified.error);
    }
  }
}

/**
 * Adds a verified authenticator app to the user `client` is signed in as (aal1 will do for a first
 * factor), as the app's set-up step does; resolves with its secret. The session is aal2 afterwards.
 */
export async function enrollTotpFactor(client: SupabaseClient): Promise<string> {
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
  if (enrolled.error) fail("enroll", enrolled.error);
  const { id, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: id,
    code: await unusedTotpCodeFor(totp.secret),
  });
  if (verified.error) fail("the first TOTP code", verified.error);
  return totp.secret;
}
