// What guards the second step against guessing and replay, as attackers tried it over HTTP:
//   - wrong codes sent from many addresses (any 127.x.y.z is this machine, as a botnet's would be
//     many machines): 5 wrong codes for a factor in 15 minutes lock it for 15 minutes, the right
//     code included, whatever the address, and the lock is in the security log;
//   - a code accepted once, sent again from another session: refused;
//   - mailed recovery codes guessed for one address from many addresses: limited per address too.
import { describe, expect, it } from "vitest";
import { totpCodeFor, unusedTotpCodeFor, wrongCodeFor } from "../../support/totp";
import { requestFrom } from "../../support/request-from";
import { useTestStack } from "../../support/use-test-stack";
import { createPerson, LOCAL_DEMO_ANON_KEY, type TestStack } from "../../support/test-stack";
import { createNodeClient } from "../../../records/node-client";

const env = useTestStack({ totpCodesOnce: true });

const headers = (token?: string) => ({
  apikey: LOCAL_DEMO_ANON_KEY,
  "Content-Type": "application/json",
  "X-Supabase-Api-Version": "2024-01-01",
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** A new session of `person` (the password alone, aal1): its access token. */
async function passwordSession(stack: TestStack, person: { email: string; password: string }) {
  const answer = await requestFrom(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify(person),
  });
  return answer.body.access_token as string;
}

/** A person whose authenticator app is set up, and the factor's id and secret. */
async function personWithFactor(stack: TestStack) {
  const person = await createPerson(stack, "guard");
  const client = createNodeClient(stack.url, LOCAL_DEMO_ANON_KEY);
  await client.auth.signInWithPassword(person);
  const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.id,
    code: await unusedTotpCodeFor(enrolled.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { person, factorId: enrolled.id, secret: enrolled.totp.secret };
}

/** A challenge and its verification with `code`, both from `localAddress`, in the session `token`. */
async function verifyFrom(
  stack: TestStack,
  token: string,
  factorId: string,
  code: string,
  localAddress = "127.0.0.1",
) {
  const challenge = await requestFrom(`${stack.url}/auth/v1/factors/${factorId}/challenge`, {
    method: "POST",
    localAddress,
    headers: headers(token),
    body: "{}",
  });
  return requestFrom(`${stack.url}/auth/v1/factors/${factorId}/verify`, {
    method: "POST",
    localAddress,
    headers: headers(token),
    body: JSON.stringify({ challenge_id: challenge.body.id, code }),
  });
}

const LOCKED = {
  status: 403,
  body: {
    code: "mfa_verification_rejected",
    message: "Too many wrong codes: two-step verification is locked for 15 minutes.",
  },
};

describe("wrong two-step codes", () => {
  it("lock the factor for 15 minutes after 5 within 15 minutes, from any addresses, the right code included", async () => {
    const { person, factorId, secret } = await personWithFactor(env());
    const token = await passwordSession(env(), person);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await verifyFrom(
        env(),
        token,
        factorId,
        wrongCodeFor(secret),
        `127.0.${attempt}.9`,
      );
      expect({ attempt, status: answer.status, code: answer.body.code }).toEqual({
        attempt,
        status: 422,
        code: "mfa_verification_failed",
      });
    }
    expect(await verifyFrom(env(), token, factorId, wrongCodeFor(secret), "127.0.5.9")).toEqual(
      LOCKED,
    );
    expect(
      await verifyFrom(env(), token, factorId, await unusedTotpCodeFor(secret), "127.0.6.9"),
    ).toEqual(LOCKED);

    const events = await env().db.query<{ severity: string; details: Record<string, unknown> }>(
      "select severity::text, details from public.security_events where user_id = $1 and action = 'mfa_factor_locked'",
      [person.id],
    );
    expect(events.rows).toEqual([
      {
        severity: "high",
        details: { factor_id: factorId, wrong_codes: 5, locked_minutes: 15, address: "127.0.5.9" },
      },
    ]);

    // 15 minutes later the right code is accepted again.
    await env().db.query(
      "update private.two_step_code_guards set locked_until = now() - interval '1 second' where factor_id = $1",
      [factorId],
    );
    const later = await verifyFrom(env(), token, factorId, await unusedTotpCodeFor(secret));
    expect(later.status).toBe(200);
  });

  it("are counted per factor: another person's factor is not locked", async () => {
    const locked = await personWithFactor(env());
    const lockedToken = await passwordSession(env(), locked.person);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await verifyFrom(env(), lockedToken, locked.factorId, wrongCodeFor(locked.secret));
    }
    const other = await personWithFactor(env());
    const otherToken = await passwordSession(env(), other.person);
    const answer = await verifyFrom(
      env(),
      otherToken,
      other.factorId,
      await unusedTotpCodeFor(other.secret),
    );
    expect(answer.status).toBe(200);
  });
});

describe("a two-step code accepted once", () => {
  it("is refused from another session in the same 30 seconds", async () => {
    const { person, factorId, secret } = await personWithFactor(env());
    const code = await unusedTotpCodeFor(secret);
    const first = await verifyFrom(env(), await passwordSession(env(), person), factorId, code);
    expect(first.status).toBe(200);
    const replayed = await verifyFrom(
      env(),
      await passwordSession(env(), person),
      factorId,
      code,
      "127.0.7.9",
    );
    expect(replayed).toEqual({
      status: 422,
      body: { code: "mfa_verification_failed", message: "Invalid TOTP code entered" },
    });
  });

  it("makes the code of an earlier step refused too, though still within the clock's skew", async () => {
    const { person, factorId, secret } = await personWithFactor(env());
    const next = await unusedTotpCodeFor(secret);
    expect(
      (await verifyFrom(env(), await passwordSession(env(), person), factorId, next)).status,
    ).toBe(200);
    const previous = totpCodeFor(secret, Date.now() - 30_000);
    const answer = await verifyFrom(
      env(),
      await passwordSession(env(), person),
      factorId,
      previous,
    );
    expect(answer.body.code).toBe("mfa_verification_failed");
  });
});

describe("mailed recovery codes", () => {
  it("are limited per address as well as per client address: the 6th guess in 15 minutes is refused", async () => {
    const person = await createPerson(env(), "guard-recovery");
    const guess = (attempt: number) =>
      requestFrom(`${env().url}/auth/v1/verify`, {
        method: "POST",
        localAddress: `127.0.${attempt}.10`,
        headers: headers(),
        body: JSON.stringify({ type: "recovery", email: person.email, token: "123456" }),
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect({ attempt, status: (await guess(attempt)).status }).toEqual({ attempt, status: 403 });
    }
    expect(await guess(6)).toEqual({
      status: 429,
      body: { code: "over_request_rate_limit", message: "Request rate limit reached" },
    });
  });
});
