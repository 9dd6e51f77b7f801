// Password reset by a mailed code, through supabase-js as the app will call it:
// resetPasswordForEmail, the code read from the local mail catcher, verifyOtp({ type: "recovery" }),
// updateUser({ password }); unknown addresses answered like known ones; wrong, used and expired codes;
// other sessions ended by the new password; an admin's second step before the new password; and the
// email change mails.
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { createNodeClient } from "../../../records/node-client";
import { codeIn, latestMailTo, mailsTo } from "../../support/mail";
import { unusedTotpCodeFor } from "../../support/totp";
import {
  authRequest,
  jwtPayload,
  LOCAL_DEMO_ANON_KEY,
  seedAccounts,
  createPerson as createPersonOn,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const createPerson = () => createPersonOn(env(), "reset");

const client = () => createNodeClient(env().url, LOCAL_DEMO_ANON_KEY);

async function signIn(person: { email: string; password: string }): Promise<SupabaseClient> {
  const signedIn = client();
  const { error } = await signedIn.auth.signInWithPassword(person);
  if (error) throw error;
  return signedIn;
}

/** Asks for a reset code for `email` and reads it from the mail catcher. */
async function mailedCode(email: string): Promise<string> {
  const since = new Date();
  const { error } = await client().auth.resetPasswordForEmail(email);
  if (error) throw error;
  return codeIn(await latestMailTo(env().mailUrl, email, { since }));
}

describe("asking for a reset code", () => {
  it("mails a six-digit code from config.toml's template and keeps only its hash", async () => {
    const person = await createPerson();
    const { data, error } = await client().auth.resetPasswordForEmail(person.email);
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await latestMailTo(env().mailUrl, person.email);
    expect(mail.Subject).toBe("Your password reset code");
    expect(mail.To).toEqual([{ Name: "", Address: person.email }]);
    const code = codeIn(mail);
    expect(mail.HTML).toContain(`>${code}</p>`);

    const hash = createHash("sha224")
      .update(person.email + code)
      .digest("hex");
    const users = await env().db.query(
      "select recovery_token, recovery_sent_at is not null as sent from auth.users where id = $1",
      [person.id],
    );
    expect(users.rows).toEqual([{ recovery_token: hash, sent: true }]);
    const tokens = await env().db.query(
      "select token_type, token_hash, relates_to from auth.one_time_tokens where user_id = $1",
      [person.id],
    );
    expect(tokens.rows).toEqual([
      { token_type: "recovery_token", token_hash: hash, relates_to: person.email },
    ]);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const known = await createPerson();
    const nobody = `nobody-${crypto.randomUUID()}@example.com`;
    const answers = [];
    for (const email of [known.email, nobody]) {
      answers.push(
        await authRequest(env(), "/recover", { method: "POST", body: JSON.stringify({ email }) }),
      );
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 200, body: {} });
    await latestMailTo(env().mailUrl, known.email);
    expect(await mailsTo(env().mailUrl, nobody)).toEqual([]);
  });

  it("answers another request for the same address within max_frequency (1 minute) alike, and mails no second code", async () => {
    const person = await createPerson();
    expect((await client().auth.resetPasswordForEmail(person.email)).error).toBeNull();
    const again = await client().auth.resetPasswordForEmail(person.email);
    expect(again).toEqual({ data: {}, error: null });
    // The mails go out after the answers: once the second is refused (logged), one was sent.
    await expect
      .poll(() => env().logs.join("\n"))
      .toMatch(/no recovery mail sent: For security purposes/);
    await latestMailTo(env().mailUrl, person.email);
    expect(await mailsTo(env().mailUrl, person.email)).toHaveLength(1);
  });

  it("checks the address as Supabase Auth does", async () => {
    expect(
      await authRequest(env(), "/recover", { method: "POST", body: JSON.stringify({}) }),
    ).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Password recovery requires an email" },
    });
    expect((await client().auth.resetPasswordForEmail("not an email")).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });
});

describe("verifying the code", () => {
  it("signs in at aal1 with the code (amr otp); the code then is spent", async () => {
    const person = await createPerson();
    const code = await mailedCode(person.email);
    const recovering = client();
    const { data, error } = await recovering.auth.verifyOtp({
      type: "recovery",
      email: person.email,
      token: code,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(person.id);
    expect(jwtPayload(data.session!.access_token)).toMatchObject({
      sub: person.id,
      aal: "aal1",
      amr: [{ method: "otp" }],
    });
    const stored = await env().db.query(
      "select recovery_token from auth.users where id = $1 union all select token_hash from auth.one_time_tokens where user_id = $1",
      [person.id],
    );
    expect(stored.rows).toEqual([{ recovery_token: "" }]);

    const reused = await client().auth.verifyOtp({
      type: "recovery",
      email: person.email,
      token: code,
    });
    expect(reused.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
  });

  it("refuses a wrong code, and a code for an unknown address, with otp_expired", async () => {
    const person = await createPerson();
    const code = await mailedCode(person.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const attempt of [
      { email: person.email, token: wrong },
      { email: `nobody-${crypto.randomUUID()}@example.com`, token: code },
    ]) {
      const { error } = await client().auth.verifyOtp({ type: "recovery", ...attempt });
      expect(error).toMatchObject({
        status: 403,
        code: "otp_expired",
        message: "Token has expired or is invalid",
      });
    }
    // The right code still works after wrong ones.
    const right = await client().auth.verifyOtp({
      type: "recovery",
      email: person.email,
      token: code,
    });
    expect(right.error).toBeNull();
  });

  it("refuses a code older than config.toml's otp_expiry (15 minutes)", async () => {
    const person = await createPerson();
    const code = await mailedCode(person.email);
    await env().db.query(
      "update auth.users set recovery_sent_at = now() - interval '901 seconds' where id = $1",
      [person.id],
    );
    const { error } = await client().auth.verifyOtp({
      type: "recovery",
      email: person.email,
      token: code,
    });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("takes the link's token hash instead of the address and code", async () => {
    const person = await createPerson();
    const code = await mailedCode(person.email);
    const hash = createHash("sha224")
      .update(person.email + code)
      .digest("hex");
    const { data, error } = await client().auth.verifyOtp({ type: "recovery", token_hash: hash });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(person.id);
    expect(
      await authRequest(env(), "/verify", {
        method: "POST",
        body: JSON.stringify({ type: "recovery", token_hash: hash }),
      }),
    ).toEqual({
      status: 403,
      body: { code: "otp_expired", message: "Email link is invalid or has expired" },
    });
  });

  it("checks the request as Supabase Auth does", async () => {
    const post = (body: Record<string, unknown>) =>
      authRequest(env(), "/verify", { method: "POST", body: JSON.stringify(body) });
    expect(await post({ email: "a@example.com", token: "123456" })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Verify requires a verification type" },
    });
    expect(await post({ type: "recovery", email: "a@example.com" })).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Verify requires either a token or a token hash",
      },
    });
    expect(await post({ type: "recovery", email: "not an email", token: "123456" })).toEqual({
      status: 422,
      body: { code: "validation_failed", message: "Invalid email format" },
    });
  });
});

describe("setting the new password", () => {
  it("needs no current password in the recovery session, and ends every other session", async () => {
    const person = await createPerson();
    const elsewhere = await signIn(person);
    const elsewhereRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token;

    const recovering = client();
    const code = await mailedCode(person.email);
    expect(
      (await recovering.auth.verifyOtp({ type: "recovery", email: person.email, token: code }))
        .error,
    ).toBeNull();
    const { error } = await recovering.auth.updateUser({ password: "Brand-new-password-2026" });
    expect(error).toBeNull();

    expect(
      await authRequest(env(), "/token?grant_type=refresh_token", {
        method: "POST",
        body: JSON.stringify({ refresh_token: elsewhereRefresh }),
      }),
    ).toMatchObject({ status: 400, body: { code: "refresh_token_not_found" } });
    expect((await recovering.auth.getUser()).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: person.email, password: person.password }))
        .error?.code,
    ).toBe("invalid_credentials");
    expect(
      (
        await client().auth.signInWithPassword({
          email: person.email,
          password: "Brand-new-password-2026",
        })
      ).error,
    ).toBeNull();
  });

  it("asks an account with a verified factor for its second step before the new password", async () => {
    const admin = await createPerson();
    const enrolling = await signIn(admin);
    const enrolled = (await enrolling.auth.mfa.enroll({ factorType: "totp" })).data!;
    const secret = enrolled.totp.secret;
    expect(
      (
        await enrolling.auth.mfa.challengeAndVerify({
          factorId: enrolled.id,
          code: await unusedTotpCodeFor(secret),
        })
      ).error,
    ).toBeNull();

    const recovering = client();
    const code = await mailedCode(admin.email);
    await recovering.auth.verifyOtp({ type: "recovery", email: admin.email, token: code });
    const early = await recovering.auth.updateUser({ password: "Admin-new-password-2026" });
    expect(early.error).toMatchObject({ status: 401, code: "insufficient_aal" });

    const verified = await recovering.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: await unusedTotpCodeFor(secret),
    });
    expect(verified.error).toBeNull();
    expect(jwtPayload(verified.data!.access_token)).toMatchObject({ aal: "aal2" });
    expect(
      (await recovering.auth.updateUser({ password: "Admin-new-password-2026" })).error,
    ).toBeNull();
  });
});

describe("changing the email address", () => {
  it("mails a code and link to the new address and to the current one, keeping their hashes", async () => {
    const person = await createPerson();
    const signedIn = await signIn(person);
    const newEmail = `new-${crypto.randomUUID()}@example.com`;
    const { data, error } = await signedIn.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: person.email, new_email: newEmail });

    const toNew = await latestMailTo(env().mailUrl, newEmail);
    const toCurrent = await latestMailTo(env().mailUrl, person.email);
    for (const mail of [toNew, toCurrent]) {
      expect(mail.Subject).toBe("Confirm your new email address");
      expect(mail.Text.replace(/\s+/g, " ")).toContain(`${person.email} is to use ${newEmail}`);
      expect(mail.HTML).toMatch(
        /href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{56}&amp;type=email_change&amp;redirect_to=/,
      );
    }
    const hash = (email: string, mail: typeof toNew) =>
      createHash("sha224")
        .update(email + codeIn(mail))
        .digest("hex");
    const stored = await env().db.query(
      "select email_change_token_new, email_change_token_current from auth.users where id = $1",
      [person.id],
    );
    expect(stored.rows).toEqual([
      {
        email_change_token_new: hash(newEmail, toNew),
        email_change_token_current: hash(person.email, toCurrent),
      },
    ]);
  });
});

describe("confirming the email change", () => {
  /** A person with a pending change to a new address, and the mails it sent. */
  async function pendingChange() {
    const person = await createPerson();
    const signedIn = await signIn(person);
    const newEmail = `new-${crypto.randomUUID()}@example.com`;
    const { error } = await signedIn.auth.updateUser({ email: newEmail });
    if (error) throw error;
    return {
      person,
      newEmail,
      toNew: await latestMailTo(env().mailUrl, newEmail),
      toCurrent: await latestMailTo(env().mailUrl, person.email),
    };
  }

  const linkIn = (html: string) =>
    (/href="([^"]+)"/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&");

  it("completes at the first followed link (config.toml: confirmations off), back to the site with a session", async () => {
    const { person, newEmail, toCurrent } = await pendingChange();
    const response = await fetch(linkIn(toCurrent.HTML), { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:5173/");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    expect(jwtPayload(fragment.get("access_token") ?? "")).toMatchObject({
      sub: person.id,
      email: newEmail,
      aal: "aal1",
    });
    const { data } = await env().serviceRole().auth.admin.getUserById(person.id);
    expect(data.user).toMatchObject({ email: newEmail });
    expect(data.user?.new_email).toBeUndefined();
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail });

    // The link is spent: following it again leads back with Auth's error.
    const again = await fetch(linkIn(toCurrent.HTML), { redirect: "manual" });
    const error = new URLSearchParams(new URL(again.headers.get("location") ?? "").hash.slice(1));
    expect(Object.fromEntries(error)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
  });

  it("completes with the code mailed to the new address (verifyOtp type email_change)", async () => {
    const { person, newEmail, toNew } = await pendingChange();
    const { data, error } = await client().auth.verifyOtp({
      type: "email_change",
      email: newEmail,
      token: codeIn(toNew),
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: person.id, email: newEmail });
  });

  it("leads a recovery link back to the site with a recovery session", async () => {
    const person = await createPerson();
    await client().auth.resetPasswordForEmail(person.email);
    const mail = await latestMailTo(env().mailUrl, person.email);
    const hash = createHash("sha224")
      .update(person.email + codeIn(mail))
      .digest("hex");
    const link = `${env().url}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent("http://localhost:5173/admin/login")}`;
    const response = await fetch(link, { redirect: "manual" });
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:5173/admin/login");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    expect(jwtPayload(fragment.get("access_token") ?? "")).toMatchObject({
      sub: person.id,
      amr: [{ method: "otp" }],
    });
    // An address outside config.toml's site_url and additional_redirect_urls is not followed.
    await env().db.query("update auth.users set recovery_sent_at = null where id = $1", [
      person.id,
    ]);
    await client().auth.resetPasswordForEmail(person.email);
    const second = await latestMailTo(env().mailUrl, person.email, {
      since: new Date(Date.now() - 1000),
    });
    const secondHash = createHash("sha224")
      .update(person.email + codeIn(second))
      .digest("hex");
    const away = await fetch(
      `${env().url}/auth/v1/verify?token=${secondHash}&type=recovery&redirect_to=${encodeURIComponent("https://elsewhere.example/")}`,
      { redirect: "manual" },
    );
    expect(away.headers.get("location")?.startsWith("http://localhost:5173#")).toBe(true);
  });
});

describe("the seeded admin", () => {
  it("can reset the password with the mailed code and the authenticator's code", async () => {
    const { email, totp } = seedAccounts.admin;
    const recovering = client();
    const code = await mailedCode(email);
    expect((await recovering.auth.verifyOtp({ type: "recovery", email, token: code })).error).toBe(
      null,
    );
    const verified = await recovering.auth.mfa.challengeAndVerify({
      factorId: totp.factorId,
      code: await unusedTotpCodeFor(totp.secret),
    });
    expect(verified.error).toBeNull();
  });
});
