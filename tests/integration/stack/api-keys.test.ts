// Supabase's current keys on the local stack, through supabase-js: the CLI's publishable key opens
// what the anon key opens and its secret key what the service role opens; sessions are ES256 tokens
// whose public key /auth/v1/.well-known/jwks.json publishes (supabase-js getClaims verifies them with
// it); legacy HS256 keys and tokens still work; forged or unknown keys are refused with each
// service's 4xx.
import { decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createNodeClient } from "../../../records/node-client";
import {
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
} from "../../../supabase/local/core/keys";
import { LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { jsonRowsOf } from "../../support/json-rows";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const publishable = () => createNodeClient(env().url, LOCAL_PUBLISHABLE_KEY);
const secret = () => createNodeClient(env().url, LOCAL_SECRET_KEY);

const sql = jsonRowsOf(() => env().db);

describe("the publishable and secret keys", () => {
  it("reads as anon with the publishable key, and signs in with it", async () => {
    const client = publishable();
    const { data, error } = await client.from("recommended_resources").select("id").order("id");
    expect(error).toBeNull();
    const asAnon = await env().anon().from("recommended_resources").select("id").order("id");
    expect(data).toEqual(asAnon.data);
    expect(
      (await secret().from("recommended_resources").select("id")).data!.length,
    ).toBeGreaterThan(data!.length);
    const refused = (await client.from("user_roles").select("user_id")).error;
    expect(refused).not.toBeNull();
    expect(refused).toEqual((await env().anon().from("user_roles").select("user_id")).error);
    const { email, password } = seedAccounts.admin;
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect((await client.from("user_roles").select("user_id")).data?.length).toBeGreaterThan(0);
  });

  it("acts as the service role with the secret key: the admin user API and rows past every policy", async () => {
    const client = secret();
    const users = await client.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((user) => user.email)).toContain(seedAccounts.admin.email);
    const { data } = await client.from("user_roles").select("user_id");
    expect(data).toEqual(await sql("select user_id from public.user_roles"));
    expect((await publishable().auth.admin.listUsers()).error).toMatchObject({ status: 403 });
  });

  it("refuses an sb_ key the project does not have, as the gateway does", async () => {
    const response = await fetch(`${env().url}/rest/v1/recommended_resources`, {
      headers: {
        apikey: "sb_publishable_not-this-projects",
        Authorization: "Bearer sb_publishable_not-this-projects",
      },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid API key" });
    const storage = await fetch(`${env().url}/storage/v1/object/list/legal-documents`, {
      method: "POST",
      headers: { Authorization: "Bearer sb_secret_forged", "Content-Type": "application/json" },
      body: JSON.stringify({ prefix: "" }),
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
  });
});

describe("session tokens", () => {
  it("are ES256, with the kid the JWKS publishes, and supabase-js verifies them with it", async () => {
    const client = publishable();
    const { data } = await client.auth.signInWithPassword(seedAccounts.visitor);
    const token = data.session!.access_token;
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });
    const jwks = await fetch(`${env().url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      expect.objectContaining({
        kty: "EC",
        crv: "P-256",
        alg: "ES256",
        kid: header.kid,
        use: "sig",
      }),
    ]);
    expect(keys[0]).not.toHaveProperty("d");
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({
      sub: seedAccounts.visitor.id,
      role: "authenticated",
    });
  });

  it("still accepts a legacy HS256 session token, and refuses one re-signed with another key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: seedAccounts.visitor.id,
      role: "authenticated",
      aud: "authenticated",
      exp: now + 600,
    };
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const user = await fetch(`${env().url}/auth/v1/user`, {
      headers: { apikey: LOCAL_DEMO_ANON_KEY, Authorization: `Bearer ${legacy}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id: seedAccounts.visitor.id });

    const { privateKey } = await import("jose").then((jose) => jose.generateKeyPair("ES256"));
    const { data } = await publishable().auth.signInWithPassword(seedAccounts.visitor);
    const kid = decodeProtectedHeader(data.session!.access_token).kid!;
    const forged = await new SignJWT({ ...claims, role: "service_role" })
      .setProtectedHeader({ alg: "ES256", kid })
      .sign(privateKey);
    const rest = await fetch(`${env().url}/rest/v1/user_roles`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: "PGRST301" });
  });
});
