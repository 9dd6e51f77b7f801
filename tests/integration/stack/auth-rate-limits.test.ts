// The limits Supabase Auth puts on guessing codes and sending mail, per client address: MFA
// verifications (15 a minute, a burst of 30), POST /verify (config.toml's token_verifications, 30 per
// 5 minutes), POST /recover (sign_in_sign_ups, 30 per 5 minutes), and the project's email_sent where
// it applies. The limiters' clock stands still, so nothing is put back while the test counts.
import { describe, expect, it } from "vitest";
import { readProjectConfig } from "../../../supabase/local/core/project-config";
import { createNodeClient } from "../../../records/node-client";
import { totpCodeFor } from "../../support/totp";
import { authRequest, LOCAL_DEMO_ANON_KEY } from "../../support/test-stack";
import { mailsTo } from "../../support/mail";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack({
  rateLimitClock: () => 0,
  emailRateLimit: 3,
  emailMaxFrequencyMs: 0,
});

const LIMITED = {
  status: 429,
  body: { code: "over_request_rate_limit", message: "Request rate limit reached" },
};

async function createPerson() {
  const email = `limits-${crypto.randomUUID()}@example.com`;
  const password = `Limits-${crypto.randomUUID()}`;
  const { error } = await env()
    .serviceRole()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

describe("auth rate limits", () => {
  it("come from config.toml, and Supabase Auth's MFA default", () => {
    const config = readProjectConfig();
    expect(config.tokenVerificationsPer5Minutes).toBe(30);
    expect(config.signInSignUpsPer5Minutes).toBe(30);
    // email_sent counts only with a project SMTP server and confirmations on; config.toml has neither.
    expect(config.emailSentPerHour).toBeUndefined();
  });

  it("refuse the 31st MFA verification from one address, even with the right code", async () => {
    const person = await createPerson();
    const client = createNodeClient(env().url, LOCAL_DEMO_ANON_KEY);
    await client.auth.signInWithPassword(person);
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const challenge = (await client.auth.mfa.challenge({ factorId: enrolled.id })).data!;
    const token = (await client.auth.getSession()).data.session!.access_token;
    const right = totpCodeFor(enrolled.totp.secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const verify = (code: string) =>
      authRequest(env(), `/factors/${enrolled.id}/verify`, {
        method: "POST",
        token,
        body: JSON.stringify({ challenge_id: challenge.id, code }),
      });
    // The 5th wrong code locks the factor (two-step-code-guard.test.ts); the address's count goes on.
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const answer = await verify(wrong);
      expect({ attempt, status: answer.status, code: answer.body.code }).toEqual({
        attempt,
        ...(attempt < 5
          ? { status: 422, code: "mfa_verification_failed" }
          : { status: 403, code: "mfa_verification_rejected" }),
      });
    }
    expect(await verify(right)).toEqual(LIMITED);
    // Challenges have a limit of their own.
    expect((await client.auth.mfa.challenge({ factorId: enrolled.id })).error).toBeNull();
  });

  it("refuse the 31st code verification (POST /verify) from one address", async () => {
    const post = () =>
      authRequest(env(), "/verify", {
        method: "POST",
        // A new address each time: one address has a lower limit of its own (5 in 15 minutes).
        body: JSON.stringify({
          type: "recovery",
          email: `nobody-${crypto.randomUUID()}@example.com`,
          token: "123456",
        }),
      });
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect({ attempt, status: (await post()).status }).toEqual({ attempt, status: 403 });
    }
    expect(await post()).toEqual(LIMITED);
  });

  it("refuse the 31st recovery request from one address, known or not", async () => {
    const recover = () =>
      authRequest(env(), "/recover", {
        method: "POST",
        body: JSON.stringify({ email: `nobody-${crypto.randomUUID()}@example.com` }),
      });
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect({ attempt, status: (await recover()).status }).toEqual({ attempt, status: 200 });
    }
    expect(await recover()).toEqual(LIMITED);
  });
});

describe("the project's email_sent limit (where Supabase Auth applies it)", () => {
  const limited = useTestStack({ emailRateLimit: 2, emailMaxFrequencyMs: 0 });

  it("sends no mail past the limit, and answers as if it had (the address's account stays hidden)", async () => {
    const people: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const email = `mail-${crypto.randomUUID()}@example.com`;
      const { error } = await limited()
        .serviceRole()
        .auth.admin.createUser({ email, password: "Mail-limit-2026", email_confirm: true });
      if (error) throw error;
      people.push(email);
    }
    const answers = [];
    for (const email of people) {
      answers.push(
        await authRequest(limited(), "/recover", {
          method: "POST",
          body: JSON.stringify({ email }),
        }),
      );
    }
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 200, body: {} })));
    const mailed = async () => {
      const counts = await Promise.all(people.map((email) => mailsTo(limited().mailUrl, email)));
      return counts.map((mails) => mails.length).sort();
    };
    // The mails go out after the answers: once the third is refused (logged), two were sent.
    await expect
      .poll(() => limited().logs.join("\n"))
      .toMatch(/no recovery mail sent: email rate limit exceeded/);
    await expect.poll(mailed).toEqual([0, 1, 1]);
  });
});
