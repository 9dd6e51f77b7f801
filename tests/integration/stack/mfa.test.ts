// Two-step verification (TOTP) through supabase-js's auth.mfa API, as Supabase Auth answers it:
// enroll, challenge, verify (the session reaches aal2), wrong and replayed codes, expiry, unenroll,
// the level of a refreshed session, listFactors and getAuthenticatorAssuranceLevel, and what the
// database holds. Codes come from an independent authenticator (otpauth, tests/support/totp.ts).
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { createNodeClient } from "../../../records/node-client";
import { totpCodeFor, unusedTotpCodeFor } from "../../support/totp";
import {
  authRequest,
  jwtPayload,
  LOCAL_DEMO_ANON_KEY,
  seedAccounts,
  createPerson as createPersonOn,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const createPerson = () => createPersonOn(env(), "mfa");

async function signIn(person: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createNodeClient(env().url, LOCAL_DEMO_ANON_KEY);
  const { error } = await client.auth.signInWithPassword(person);
  if (error) throw error;
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

/** A person with a verified TOTP factor, and the client (now at aal2) that enrolled it. */
async function personWithFactor() {
  const person = await createPerson();
  const client = await signIn(person);
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: await unusedTotpCodeFor(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { person, client, factorId: data.id, secret: data.totp.secret };
}

describe("enrolling a TOTP factor", () => {
  it("answers the factor with its secret, otpauth URI and an SVG QR code, and stores it unverified", async () => {
    const person = await createPerson();
    const client = await signIn(person);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Work phone",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Work phone" });
    const { secret, uri, qr_code: qrCode } = data!.totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Issued by the host of config.toml's site_url, for the user's email, with Auth's settings.
    expect(uri).toBe(
      `otpauth://totp/localhost:5173:${person.email}?algorithm=SHA1&digits=6&issuer=localhost%3A5173&period=30&secret=${secret}`,
    );
    // supabase-js makes Auth's SVG a data URI as it is; nothing in it may end or break that URI.
    expect(qrCode.startsWith("data:image/svg+xml;utf-8,<svg xmlns=")).toBe(true);
    expect(qrCode).not.toMatch(/[#%]/);

    const { rows } = await env().db.query(
      "select factor_type, status, friendly_name, secret from auth.mfa_factors where id = $1 and user_id = $2",
      [data!.id, person.id],
    );
    expect(rows).toEqual([
      { factor_type: "totp", status: "unverified", friendly_name: "Work phone", secret },
    ]);
    // Listed among all factors, but not as a usable TOTP factor until verified.
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((factor) => [factor.id, factor.status])).toEqual([
      [data!.id, "unverified"],
    ]);
    expect(listed.data?.totp).toEqual([]);
  });

  it("refuses a second factor with the same friendly name, and a factor type that is not enabled", async () => {
    const client = await signIn(await createPerson());
    expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull();
    const again = await client.auth.mfa.enroll({ factorType: "totp" });
    expect(again.error).toMatchObject({
      status: 422,
      code: "mfa_factor_name_conflict",
      message: 'A factor with the friendly name "" for this user already exists',
    });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });

  it("allows config.toml's max_enrolled_factors (10) at once, then too_many_enrolled_mfa_factors", async () => {
    const client = await signIn(await createPerson());
    for (let index = 1; index <= 10; index += 1) {
      const { error } = await client.auth.mfa.enroll({
        factorType: "totp",
        friendlyName: `App ${index}`,
      });
      expect({ index, error }).toEqual({ index, error: null });
    }
    const eleventh = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "App 11" });
    expect(eleventh.error).toMatchObject({ status: 422, code: "too_many_enrolled_mfa_factors" });
  });
});

describe("verifying a factor", () => {
  it("raises the session to aal2: the token's aal and amr, auth.sessions, auth.mfa_amr_claims", async () => {
    const person = await createPerson();
    const client = await signIn(person);
    const before = jwtPayload(await accessToken(client));
    expect(before).toMatchObject({ aal: "aal1", amr: [{ method: "password" }] });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });

    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: "totp", id: expect.any(String) });
    const secondsLeft = challenge.data!.expires_at - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(290);
    expect(secondsLeft).toBeLessThanOrEqual(300);

    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data!.id,
      code: await unusedTotpCodeFor(enrolled.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = jwtPayload(verified.data!.access_token);
    expect(claims).toMatchObject({ aal: "aal2", session_id: before.session_id });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      "totp",
      "password",
    ]);
    // supabase-js keeps the new session, and with it the new level.
    expect(jwtPayload(await accessToken(client)).aal).toBe("aal2");
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
      currentAuthenticationMethods: [{ method: "totp" }, { method: "password" }],
    });
    const listed = (await client.auth.mfa.listFactors()).data!;
    expect(listed.totp.map((factor) => [factor.id, factor.status])).toEqual([
      [enrolled.id, "verified"],
    ]);

    const sessions = await env().db.query(
      "select aal::text, factor_id::text from auth.sessions where id = $1",
      [before.session_id],
    );
    expect(sessions.rows).toEqual([{ aal: "aal2", factor_id: enrolled.id }]);
    const methods = await env().db.query(
      "select authentication_method from auth.mfa_amr_claims where session_id = $1 order by authentication_method",
      [before.session_id],
    );
    expect(methods.rows.map((row) => row.authentication_method)).toEqual(["password", "totp"]);
    const challenges = await env().db.query(
      "select verified_at is not null as used from auth.mfa_challenges where id = $1",
      [challenge.data!.id],
    );
    expect(challenges.rows).toEqual([{ used: true }]);
  });

  it("keeps aal2 in a refreshed session", async () => {
    const { client } = await personWithFactor();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = jwtPayload(refreshed.data.session!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      "totp",
      "password",
    ]);
  });

  it("refuses a wrong code with mfa_verification_failed, and the challenge stays usable", async () => {
    const { person, factorId, secret } = await personWithFactor();
    const client = await signIn(person);
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
    const right = await unusedTotpCodeFor(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: wrong,
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: "mfa_verification_failed",
      message: "Invalid TOTP code entered",
    });
    expect(jwtPayload(await accessToken(client)).aal).toBe("aal1");
    // A code of another secret is as wrong.
    const otherSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const other = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: totpCodeFor(otherSecret),
    });
    expect(other.error?.code).toBe("mfa_verification_failed");
    const accepted = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: right,
    });
    expect(accepted.error).toBeNull();
  });

  it("accepts the code of the step before and after (clock skew), not two steps away", async () => {
    // A factor no code was accepted for yet: each step's code is accepted once, in order.
    const client = await signIn(await createPerson());
    const { id: factorId, totp } = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const step = 30_000;
    for (const [offset, accepted] of [
      [-2 * step, false],
      [2 * step, false],
      [-step, true],
      [step, true],
    ] as const) {
      const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
      const result = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.id,
        code: totpCodeFor(totp.secret, Date.now() + offset),
      });
      expect({ offset, ok: result.error === null }).toEqual({ offset, ok: accepted });
    }
  });

  it("refuses the replay of a verified challenge within the code's window", async () => {
    const { person, factorId, secret } = await personWithFactor();
    const client = await signIn(person);
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
    const code = await unusedTotpCodeFor(secret);
    expect(
      (await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code })).error,
    ).toBe(null);
    // The same request again, as someone who captured it would send it.
    const replayed = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code });
    expect(replayed.error).toMatchObject({
      status: 422,
      code: "mfa_ip_address_mismatch",
      message: "Challenge and verify IP addresses mismatch.",
    });
  });

  it("refuses an expired challenge with mfa_challenge_expired and deletes it", async () => {
    const { person, factorId, secret } = await personWithFactor();
    const client = await signIn(person);
    const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
    await env().db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challenge.id],
    );
    const expired = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.id,
      code: await unusedTotpCodeFor(secret),
    });
    expect(expired.error).toMatchObject({
      status: 422,
      code: "mfa_challenge_expired",
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
    const left = await env().db.query("select 1 from auth.mfa_challenges where id = $1", [
      challenge.id,
    ]);
    expect(left.rows).toEqual([]);
  });

  it("answers an unknown challenge, another user's factor and a malformed factor id as Auth does", async () => {
    const { person, factorId, secret } = await personWithFactor();
    const client = await signIn(person);
    const code = await unusedTotpCodeFor(secret);
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code,
    });
    expect(unknown.error).toMatchObject({ status: 422, code: "mfa_factor_not_found" });

    const stranger = await signIn(await createPerson());
    const notTheirs = await stranger.auth.mfa.challenge({ factorId });
    expect(notTheirs.error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
      message: "Factor not found",
    });
    const token = await accessToken(client);
    expect(
      await authRequest(env(), "/factors/not-a-uuid/challenge", { method: "POST", token }),
    ).toEqual({
      status: 404,
      body: { code: "validation_failed", message: "factor_id must be an UUID" },
    });
    expect(
      await authRequest(env(), `/factors/${factorId}/verify`, {
        method: "POST",
        token,
        body: JSON.stringify({ challenge_id: "abc", code }),
      }),
    ).toEqual({
      status: 400,
      body: {
        code: "bad_json",
        message:
          'Could not parse request body as JSON: uuid: incorrect UUID length 3 in string "abc"',
      },
    });
    expect(await authRequest(env(), "/factors", { method: "POST", body: "{}" })).toMatchObject({
      status: 401,
      body: { code: "no_authorization" },
    });
  });

  it("ends the user's other aal1 sessions when a code is verified; sessions at aal2 stay", async () => {
    const { person, factorId, secret } = await personWithFactor();
    const atAal2 = await signIn(person);
    const challenge = (await atAal2.auth.mfa.challenge({ factorId })).data!;
    expect(
      (
        await atAal2.auth.mfa.verify({
          factorId,
          challengeId: challenge.id,
          code: await unusedTotpCodeFor(secret),
        })
      ).error,
    ).toBeNull();
    const atAal1Token = await accessToken(await signIn(person));
    const third = await signIn(person);
    const thirdChallenge = (await third.auth.mfa.challenge({ factorId })).data!;
    expect(
      (
        await third.auth.mfa.verify({
          factorId,
          challengeId: thirdChallenge.id,
          code: await unusedTotpCodeFor(secret),
        })
      ).error,
    ).toBeNull();

    expect(await authRequest(env(), "/user", { token: atAal1Token })).toMatchObject({
      status: 403,
      body: { code: "session_not_found" },
    });
    expect((await atAal2.auth.getUser()).error).toBeNull();
    expect((await atAal2.auth.refreshSession()).error).toBeNull();
  });
});

describe("unenrolling a factor", () => {
  it("refuses to remove a verified factor from an aal1 session (insufficient_aal)", async () => {
    const { person, factorId } = await personWithFactor();
    const client = await signIn(person);
    const refused = await client.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
      message: "AAL2 required to unenroll verified factor",
    });
    const enrollAnother = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "B" });
    expect(enrollAnother.error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
      message: "AAL2 required to enroll a new factor",
    });
    const stored = await env().db.query("select status from auth.mfa_factors where id = $1", [
      factorId,
    ]);
    expect(stored.rows).toEqual([{ status: "verified" }]);
  });

  it("removes it from an aal2 session; the sessions it raised fall back to aal1", async () => {
    const { person, client, factorId } = await personWithFactor();
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    expect(
      (await env().db.query("select 1 from auth.mfa_factors where id = $1", [factorId])).rows,
    ).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = jwtPayload(refreshed.data.session!.access_token);
    expect(claims.aal).toBe("aal1");
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["password"]);
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const sessions = await env().db.query(
      "select aal::text, factor_id from auth.sessions where user_id = $1",
      [person.id],
    );
    expect(sessions.rows).toEqual([{ aal: "aal1", factor_id: null }]);
  });

  it("removes an unverified factor from an aal1 session", async () => {
    const client = await signIn(await createPerson());
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    expect((await client.auth.mfa.unenroll({ factorId: enrolled.id })).error).toBeNull();
  });
});

describe("a verified factor guards the account", () => {
  it("refuses a new password or email below aal2 (insufficient_aal), and allows them at aal2", async () => {
    const { person, client } = await personWithFactor();
    const atAal1 = await signIn(person);
    for (const attributes of [
      { password: "Another-password-1", current_password: person.password },
      { email: `renamed-${person.email}` },
    ]) {
      const { error } = await atAal1.auth.updateUser(attributes);
      expect(error).toMatchObject({
        status: 401,
        code: "insufficient_aal",
        message: "AAL2 session is required to update email or password when MFA is enabled.",
      });
    }
    // Other changes need no second factor.
    expect((await atAal1.auth.updateUser({ data: { full_name: "Pat" } })).error).toBeNull();
    const changed = await client.auth.updateUser({
      password: "Another-password-1",
      current_password: person.password,
    });
    expect(changed.error).toBeNull();
  });
});

describe("the seeded accounts", () => {
  it("give the admin a verified TOTP factor with the fixed local secret, and the visitor none", async () => {
    const admin = await env().signedIn("admin");
    const factors = (await admin.auth.mfa.listFactors()).data!;
    expect(factors.totp.map((factor) => [factor.id, factor.friendly_name])).toEqual([
      [seedAccounts.admin.totp.factorId, seedAccounts.admin.totp.friendlyName],
    ]);
    expect((await admin.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    const visitor = await env().signedIn("visitor");
    expect((await visitor.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("signs the admin in at aal2 with tests/support/mfa.ts", async () => {
    const admin = await env().signedInAtAal2();
    expect(jwtPayload(await accessToken(admin))).toMatchObject({
      sub: seedAccounts.admin.id,
      aal: "aal2",
    });
  });
});
