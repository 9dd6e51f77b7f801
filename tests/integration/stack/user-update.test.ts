// PUT /auth/v1/user through supabase-js (updateUser) as the admin profile and password forms call it:
// the current-password guard of config.toml's secure_password_change, the other sessions a new
// password ends, and an email change that stays pending as Supabase Auth keeps it.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { createNodeClient } from "../../../records/node-client";
import { readProjectConfig } from "../../../supabase/local/core/project-config";
import { LOCAL_DEMO_ANON_KEY, type TestStack } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const EMAIL_WAIT_MS = 60_000;

// The password guard as config.toml sets it; email changes spaced a minute apart.
const env = useTestStack({ emailMaxFrequencyMs: EMAIL_WAIT_MS });

async function createUser(stack: TestStack, email: string, password: string): Promise<string> {
  const { data, error } = await stack
    .serviceRole()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error("no user");
  return data.user.id;
}

async function signIn(stack: TestStack, email: string, password: string): Promise<SupabaseClient> {
  const client = createNodeClient(stack.url, LOCAL_DEMO_ANON_KEY);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function canSignIn(stack: TestStack, email: string, password: string): Promise<boolean> {
  return !(await stack.anon().auth.signInWithPassword({ email, password })).error;
}

async function refreshTokenWorks(client: SupabaseClient): Promise<boolean> {
  const refreshToken = (await client.auth.getSession()).data.session!.refresh_token;
  const { error } = await createNodeClient(env().url, LOCAL_DEMO_ANON_KEY).auth.refreshSession({
    refresh_token: refreshToken,
  });
  return !error;
}

async function storedUser(id: string) {
  const { rows } = await env().db.query<{
    email: string;
    email_change: string;
    email_change_sent_at: Date | null;
  }>("select email, email_change, email_change_sent_at from auth.users where id = $1", [id]);
  return rows[0];
}

describe("the current-password guard (config.toml secure_password_change = true)", () => {
  const email = "casey@example.com";
  let client: SupabaseClient;
  beforeAll(async () => {
    expect(readProjectConfig().securePasswordChange).toBe(true);
    await createUser(env(), email, "first-password");
    client = await signIn(env(), email, "first-password");
  });

  it("refuses a new password without the current one, and keeps the old password", async () => {
    const { error } = await client.auth.updateUser({ password: "second-password" });
    expect(error).toMatchObject({
      status: 400,
      code: "current_password_required",
      message: "Current password required when setting new password.",
    });
    expect(await canSignIn(env(), email, "first-password")).toBe(true);
    expect(await canSignIn(env(), email, "second-password")).toBe(false);
  });

  it("refuses a wrong current password with Supabase Auth's code", async () => {
    const { error } = await client.auth.updateUser({
      password: "second-password",
      current_password: "not-my-password",
    });
    expect(error).toMatchObject({
      status: 400,
      code: "current_password_invalid",
      message: "Current password required when setting new password.",
    });
    expect(await canSignIn(env(), email, "second-password")).toBe(false);
  });

  it("checks the new password's strength before the current password", async () => {
    const { error } = await client.auth.updateUser({
      password: "short",
      current_password: "not-my-password",
    });
    expect(error).toMatchObject({ status: 422, code: "weak_password" });
  });

  it("changes the password with the right current one; other sessions end, the calling one goes on", async () => {
    const other = await signIn(env(), email, "first-password");
    const { data, error } = await client.auth.updateUser({
      password: "second-password",
      current_password: "first-password",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    expect(await canSignIn(env(), email, "first-password")).toBe(false);
    expect(await refreshTokenWorks(other)).toBe(false);
    // Auth answers 403 session_not_found; supabase-js reports that as a missing session.
    expect((await other.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect(await refreshTokenWorks(client)).toBe(true);
  });

  it("leaves metadata-only updates free of the guard", async () => {
    const { data, error } = await client.auth.updateUser({ data: { display_name: "Casey" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: "Casey" });
  });
});

describe("an email change", () => {
  const email = "drew@example.com";
  let userId: string;
  let client: SupabaseClient;
  beforeAll(async () => {
    userId = await createUser(env(), email, "drew-password");
    client = await signIn(env(), email, "drew-password");
  });

  it("stays pending as new_email: the address in use and the sign-in do not change", async () => {
    const { data, error } = await client.auth.updateUser({ email: "Drew.New@Example.com" });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: "drew.new@example.com" });
    expect(Date.parse(String(data.user?.email_change_sent_at))).toBeGreaterThan(
      Date.now() - 60_000,
    );

    expect(await storedUser(userId)).toMatchObject({ email, email_change: "drew.new@example.com" });
    expect(await canSignIn(env(), email, "drew-password")).toBe(true);
    expect(await canSignIn(env(), "drew.new@example.com", "drew-password")).toBe(false);
    expect(env().logs.some((line) => line.includes("drew.new@example.com"))).toBe(true);
  });

  it("may not be asked for again within max_frequency", async () => {
    const before = await storedUser(userId);
    const { error } = await client.auth.updateUser({ email: "drew.other@example.com" });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    const seconds = Number(
      /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(
        error?.message ?? "",
      )?.[1],
    );
    expect(seconds).toBeGreaterThan(EMAIL_WAIT_MS / 1000 - 30);
    expect(seconds).toBeLessThan(EMAIL_WAIT_MS / 1000);
    expect(await storedUser(userId)).toEqual(before);
  });

  it("names the address it already has without asking for anything", async () => {
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: "drew.new@example.com" });
  });

  it("refuses an address another user has, before anything changes", async () => {
    await createUser(env(), "taken@example.com", "taken-password");
    const { error } = await client.auth.updateUser({
      email: "taken@example.com",
      data: { team: "ops" },
    });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
    expect((await client.auth.getUser()).data.user?.user_metadata).not.toHaveProperty("team");
  });

  it("after a new password the wait starts over: the password voids the last mail", async () => {
    const { data, error } = await client.auth.updateUser({
      password: "drew-new-password",
      current_password: "drew-password",
      email: "drew.third@example.com",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: "drew.third@example.com" });
  });
});

describe("with secure_password_change off", () => {
  const open = useTestStack({ securePasswordChange: false });

  it("changes the password without the current one, and ignores a wrong one", async () => {
    const email = "erin@example.com";
    await createUser(open(), email, "first-password");
    const client = await signIn(open(), email, "first-password");
    expect((await client.auth.updateUser({ password: "second-password" })).error).toBeNull();
    expect(
      (
        await client.auth.updateUser({
          password: "third-password",
          current_password: "wrong-password",
        })
      ).error,
    ).toBeNull();
    expect(await canSignIn(open(), email, "third-password")).toBe(true);
  });
});
