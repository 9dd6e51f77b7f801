// /auth/v1 through the official supabase-js client (and raw requests where the client would hide the
// answer): sign-in, refresh with rotation, the current user, sign-out, the admin user API, errors.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "../../../supabase/local/core/jwt";
import {
  LOCAL_JWT_SECRET,
  LOCAL_SECRET_KEY,
  LOCAL_SIGNING_KEY,
} from "../../../supabase/local/core/keys";
import { createNodeClient } from "../../../records/node-client";
import { projectRoot } from "../../../supabase/local/core/project-env";
import {
  authRequest,
  jwtPayload,
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  seedAccounts,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const payload = jwtPayload;

const auth = (path: string, init: RequestInit & { token?: string } = {}) =>
  authRequest(env(), path, init);

function refresh(refreshToken: string) {
  return auth("/token?grant_type=refresh_token", {
    method: "POST",
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

async function tokenRows(sessionId: string) {
  const { rows } = await env().db.query<{ token: string; revoked: boolean; parent: string | null }>(
    "select token, revoked, parent from auth.refresh_tokens where session_id = $1 order by id",
    [sessionId],
  );
  return rows;
}

async function createUser(email: string, password: string): Promise<string> {
  const { data, error } = await env()
    .serviceRole()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error("no user");
  return data.user.id;
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createNodeClient(env().url, LOCAL_DEMO_ANON_KEY);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

describe("password sign-in", () => {
  it("returns a session whose access token carries Supabase's claims, signed with the local secret", async () => {
    const client = env().anon();
    const { data, error } = await client.auth.signInWithPassword(seedAccounts.admin);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(data.user).toMatchObject({
      id: seedAccounts.admin.id,
      email: seedAccounts.admin.email,
      aud: "authenticated",
      role: "authenticated",
    });
    expect(
      (
        await verifyJwt(session.access_token, {
          secret: LOCAL_JWT_SECRET,
          signing: LOCAL_SIGNING_KEY,
        })
      ).ok,
    ).toBe(true);

    const claims = payload(session.access_token);
    expect(claims).toMatchObject({
      iss: `${env().url}/auth/v1`,
      sub: seedAccounts.admin.id,
      aud: "authenticated",
      role: "authenticated",
      email: seedAccounts.admin.email,
      phone: "",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      amr: [{ method: "password", timestamp: expect.any(Number) }],
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const sessions = await env().db.query(
      "select 1 from auth.sessions where id = $1 and user_id = $2",
      [claims.session_id, seedAccounts.admin.id],
    );
    expect(sessions.rows).toHaveLength(1);
    expect(await tokenRows(claims.session_id as string)).toEqual([
      { token: session.refresh_token, revoked: false, parent: null },
    ]);
  });

  it.each([
    ["a wrong password", { email: seedAccounts.visitor.email, password: "not-the-password" }],
    ["an unknown email", { email: "nobody@example.com", password: "whatever-it-is" }],
  ])("refuses %s with invalid_credentials", async (_case, credentials) => {
    const { data, error } = await env().anon().auth.signInWithPassword(credentials);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
  });

  it("answers malformed bodies, unknown grants and missing or wrong API keys as Supabase does", async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      auth(path, { method: "POST", body, headers });
    expect(await post("/token?grant_type=password", "{")).toMatchObject({
      status: 400,
      body: { code: "bad_json" },
    });
    expect(await post("/token?grant_type=password", "[1,2]")).toMatchObject({
      status: 400,
      body: { code: "bad_json" },
    });
    expect(
      await post("/token?grant_type=password", JSON.stringify({ email: 42, password: "x" })),
    ).toMatchObject({ status: 400, body: { code: "bad_json" } });
    expect(await post("/token?grant_type=password", "{}")).toMatchObject({
      status: 400,
      body: { code: "validation_failed", message: "missing email or phone" },
    });
    expect(await post("/token?grant_type=magic", "{}")).toMatchObject({
      status: 400,
      body: { code: "invalid_credentials", message: "unsupported_grant_type" },
    });
    expect(await post("/token?grant_type=password", "{}", { apikey: "" })).toMatchObject({
      status: 401,
      body: { message: "No API key found in request" },
    });
    expect(
      await post("/token?grant_type=password", "{}", {
        apikey: await signJwt({ role: "anon" }, "another-secret-of-at-least-32-characters"),
      }),
    ).toMatchObject({ status: 401, body: { message: "Invalid API key" } });
  });

  it("speaks the pre-2024 error format to clients that do not send the API version", async () => {
    const response = await fetch(`${env().url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: LOCAL_DEMO_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email: seedAccounts.visitor.email, password: "wrong-password" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });
});

describe("refresh", () => {
  it("rotates the refresh token, hands back the same successor for a lost answer, and ends the session on reuse", async () => {
    const first = await auth("/token?grant_type=password", {
      method: "POST",
      body: JSON.stringify(seedAccounts.visitor),
    });
    const t0 = first.body.refresh_token as string;
    const sessionId = payload(first.body.access_token as string).session_id as string;

    const client = env().anon();
    const { data, error } = await client.auth.refreshSession({ refresh_token: t0 });
    expect(error).toBeNull();
    const t1 = data.session!.refresh_token;
    expect(t1).not.toBe(t0);
    expect(payload(data.session!.access_token).session_id).toBe(sessionId);
    expect(await tokenRows(sessionId)).toEqual([
      { token: t0, revoked: true, parent: null },
      { token: t1, revoked: false, parent: t0 },
    ]);

    // The client never stored t1: using t0 again returns t1 rather than failing.
    expect((await refresh(t0)).body.refresh_token).toBe(t1);

    const t2 = (await refresh(t1)).body.refresh_token as string;
    expect(t2).not.toBe(t1);
    // t0 is now two generations old: reuse is refused and the whole session is revoked.
    expect(await refresh(t0)).toMatchObject({
      status: 400,
      body: { code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" },
    });
    expect((await tokenRows(sessionId)).every((row) => row.revoked)).toBe(true);
    expect((await refresh(t2)).status).toBe(400);
  });

  it("refuses unknown and missing refresh tokens", async () => {
    expect(await refresh("not-a-token")).toMatchObject({
      status: 400,
      body: {
        code: "refresh_token_not_found",
        message: "Invalid Refresh Token: Refresh Token Not Found",
      },
    });
    expect(await refresh("")).toMatchObject({
      status: 400,
      body: { error: "invalid_request", error_description: "refresh_token required" },
    });
  });
});

describe("the current user", () => {
  it("gets the signed-in user", async () => {
    const client = await env().signedIn("visitor");
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: seedAccounts.visitor.id,
      email: seedAccounts.visitor.email,
      identities: [expect.objectContaining({ provider: "email" })],
    });
  });

  it("refuses missing, expired, forged and user-less tokens", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: seedAccounts.visitor.id,
      role: "authenticated",
      aud: "authenticated",
      iat: now - 7200,
    };
    const expired = await signJwt({ ...claims, exp: now - 3600 }, LOCAL_JWT_SECRET);
    const forged = await signJwt(
      { ...claims, exp: now + 3600 },
      "a-different-secret-with-at-least-32-chars",
    );
    expect(await auth("/user")).toMatchObject({ status: 401, body: { code: "no_authorization" } });
    expect(await auth("/user", { token: expired })).toMatchObject({
      status: 403,
      body: { code: "bad_jwt", message: expect.stringContaining("token is expired") },
    });
    expect(await auth("/user", { token: forged })).toMatchObject({
      status: 403,
      body: { code: "bad_jwt", message: expect.stringContaining("signature is invalid") },
    });
    expect(await auth("/user", { token: "not.a.jwt" })).toMatchObject({
      status: 403,
      body: { code: "bad_jwt" },
    });
    expect(await auth("/user", { token: LOCAL_DEMO_ANON_KEY })).toMatchObject({
      status: 403,
      body: { code: "bad_jwt", message: "invalid claim: missing sub claim" },
    });
    const deletedUser = await signJwt(
      { ...claims, sub: "0f0f0f0f-0000-4000-8000-00000000000f", exp: now + 3600 },
      LOCAL_JWT_SECRET,
    );
    expect(await auth("/user", { token: deletedUser })).toMatchObject({
      status: 403,
      body: { code: "user_not_found" },
    });
  });

  describe("update", () => {
    const email = "pat@example.com";
    let client: SupabaseClient;
    beforeAll(async () => {
      await createUser(email, "first-password");
      client = await signIn(email, "first-password");
    });

    it("merges user metadata, and a null removes a key", async () => {
      const set = await client.auth.updateUser({ data: { display_name: "Pat", team: "ops" } });
      expect(set.data.user?.user_metadata).toMatchObject({ display_name: "Pat", team: "ops" });
      const removed = await client.auth.updateUser({ data: { team: null } });
      expect(removed.data.user?.user_metadata).toEqual(
        expect.objectContaining({ display_name: "Pat" }),
      );
      expect(removed.data.user?.user_metadata).not.toHaveProperty("team");
    });

    it("checks a new password, changes it, and ends the user's other sessions", async () => {
      const other = await signIn(email, "first-password");
      const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
      expect((await client.auth.updateUser({ password: "short" })).error).toMatchObject({
        status: 422,
        code: "weak_password",
      });
      const current_password = "first-password";
      expect(
        (await client.auth.updateUser({ password: "first-password", current_password })).error,
      ).toMatchObject({ status: 422, code: "same_password" });
      expect(
        (await client.auth.updateUser({ password: "second-password", current_password })).error,
      ).toBeNull();

      expect(
        (await env().anon().auth.signInWithPassword({ email, password: "first-password" })).error
          ?.code,
      ).toBe("invalid_credentials");
      expect(
        (await env().anon().auth.signInWithPassword({ email, password: "second-password" })).error,
      ).toBeNull();
      expect(await refresh(otherRefresh)).toMatchObject({
        status: 400,
        body: { code: "refresh_token_not_found" },
      });
      expect((await client.auth.getUser()).error).toBeNull();
    });

    it("keeps an email change pending confirmation, as a hosted project does", async () => {
      const { data, error } = await client.auth.updateUser({ email: "Pat.New@Example.com" });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, new_email: "pat.new@example.com" });
      expect(
        (await client.auth.updateUser({ email: seedAccounts.admin.email })).error,
      ).toMatchObject({ status: 422, code: "email_exists" });
      expect((await client.auth.updateUser({ email: "not an email" })).error).toMatchObject({
        status: 400,
        code: "validation_failed",
      });
    });

    it("refuses app_metadata changes from the user", async () => {
      const { error } = await client.auth.updateUser({
        data: {},
        ...{ app_metadata: { role: "admin" } },
      } as never);
      expect(error).toMatchObject({ status: 403, code: "not_admin" });
    });
  });
});

describe("sign-out", () => {
  it("ends one session locally and every session globally", async () => {
    await createUser("sam@example.com", "sam-password");
    const first = await signIn("sam@example.com", "sam-password");
    const second = await signIn("sam@example.com", "sam-password");
    const firstToken = (await first.auth.getSession()).data.session!.access_token;
    const secondRefresh = (await second.auth.getSession()).data.session!.refresh_token;

    expect((await first.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();
    expect(await auth("/user", { token: firstToken })).toMatchObject({
      status: 403,
      body: { code: "session_not_found" },
    });
    expect((await second.auth.getUser()).error).toBeNull();

    expect((await second.auth.signOut()).error).toBeNull();
    expect(await refresh(secondRefresh)).toMatchObject({
      status: 400,
      body: { code: "refresh_token_not_found" },
    });
    const { rows } = await env().db.query(
      "select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1",
      ["sam@example.com"],
    );
    expect(rows).toHaveLength(0);
  });
});

describe("admin user API", () => {
  it("creates and lists users with the service-role key", async () => {
    const admin = env().serviceRole().auth.admin;
    const { data, error } = await admin.createUser({
      email: "Lee@Example.com",
      password: "lee-password",
      email_confirm: true,
      user_metadata: { name: "Lee" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: "lee@example.com",
      user_metadata: { name: "Lee" },
      app_metadata: { provider: "email" },
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(
      (await admin.createUser({ email: "lee@example.com", password: "x-password" })).error,
    ).toMatchObject({ status: 422, code: "email_exists" });
    expect(
      (await admin.createUser({ email: "not-an-email", password: "x-password" })).error,
    ).toMatchObject({ status: 400, code: "validation_failed" });

    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(2);
    const { rows } = await env().db.query<{ count: number }>(
      "select count(*)::int as count from auth.users",
    );
    expect(listed.data).toMatchObject({ total: rows[0]?.count, nextPage: 2 });
    const all = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users.map((user) => user.email)).toEqual(
      expect.arrayContaining(["lee@example.com", seedAccounts.admin.email]),
    );
    const lee = await signIn("lee@example.com", "lee-password");
    expect((await lee.auth.getUser()).data.user?.email).toBe("lee@example.com");
  });

  it("refuses the admin API to signed-in users and to the anon key", async () => {
    const token = await env().accessToken("visitor");
    expect(await auth("/admin/users", { token })).toMatchObject({
      status: 403,
      body: { code: "not_admin", message: "User not allowed" },
    });
    expect(await auth("/admin/users", { token: LOCAL_DEMO_ANON_KEY })).toMatchObject({
      status: 403,
      body: { code: "not_admin" },
    });
    expect((await auth("/admin/users", { token: LOCAL_DEMO_SERVICE_ROLE_KEY })).status).toBe(200);
  });
});

describe("npm run create-admin", () => {
  const createAdmin = (
    args: string[],
    serviceRoleKey = LOCAL_DEMO_SERVICE_ROLE_KEY,
    secretKey = "",
  ) =>
    promisify(execFile)(
      process.execPath,
      ["--import", "tsx", join(projectRoot, "scripts", "create-admin.ts"), ...args],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          SUPABASE_URL: env().url,
          SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
          SUPABASE_SECRET_KEY: secretKey,
        },
      },
    );
  const isAdmin = async (client: SupabaseClient) => {
    const { data } = await client.auth.getUser();
    return (await client.rpc("has_role", { _user_id: data.user!.id, _role: "admin" })).data;
  };

  it("creates an admin who can sign in, and on a second run updates the password and keeps the role", async () => {
    const first = await createAdmin(["--email", "Ops@Example.com", "--password", "ops-password-1"]);
    expect(first.stdout).toMatch(/^Created Ops@Example.com .* granted the admin role\./);
    expect(first.stdout).toContain("they set up an authenticator app");
    const newAdmin = await signIn("ops@example.com", "ops-password-1");
    expect(await isAdmin(newAdmin)).toBe(true);
    // No authenticator app yet: the app's first sign-in sets one up (nothing asks for aal2 yet).
    expect((await newAdmin.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });

    const second = await createAdmin([
      "--email",
      "ops@example.com",
      "--password",
      "ops-password-2",
    ]);
    expect(second.stdout).toMatch(/^Updated ops@example.com .* it already had the admin role\./);
    expect(await isAdmin(await signIn("ops@example.com", "ops-password-2"))).toBe(true);
  });

  it("reads SUPABASE_SECRET_KEY first, the secret key a new project's dashboard shows", async () => {
    const run = await createAdmin(
      ["--email", "keys@example.com", "--password", "keys-password-1"],
      LOCAL_DEMO_ANON_KEY,
      LOCAL_SECRET_KEY,
    );
    expect(run.stdout).toMatch(/^Created keys@example.com .* granted the admin role\./);
    expect(await isAdmin(await signIn("keys@example.com", "keys-password-1"))).toBe(true);
  });

  it("refuses bad arguments and a wrong service-role key", async () => {
    await expect(
      createAdmin(["--email", "not-an-email", "--password", "long-enough"]),
    ).rejects.toMatchObject({ code: 1 });
    await expect(
      createAdmin(["--email", "a@example.com", "--password", "short"]),
    ).rejects.toMatchObject({ code: 1 });
    const wrongKey = createAdmin(
      ["--email", "b@example.com", "--password", "long-enough"],
      LOCAL_DEMO_ANON_KEY,
    );
    await expect(wrongKey).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("User not allowed"),
    });
  });
});
