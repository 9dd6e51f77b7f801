// One throw-away stack per test file (PGlite on its thread in a temporary data folder, with schema and
// seed; a free port) and supabase-js clients pointed at it.
import type { SupabaseClient } from "@supabase/supabase-js";
import { expect, vi } from "vitest";
import { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../supabase/local/core/keys";
import { createNodeClient } from "../../records/node-client";
import { signInAtAal2 } from "./mfa";
import { totpCodeFor, unusedTotpCodeFor } from "./totp";
import { seedAccounts } from "../../supabase/local/db/reset";
import {
  type EmptyDatabase,
  startThrowawayStack,
  type ThrowawayStack,
} from "../../supabase/local/stack/throwaway-stack";

export { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY, seedAccounts };

export interface TestStack extends ThrowawayStack {
  url: string;
  /** Lines the stack logged; a request it answered with 500 shows up here. */
  logs: string[];
  /** The anon key and no session, as a fresh browser tab. */
  anon(): SupabaseClient;
  serviceRole(): SupabaseClient;
  /** The stack's mail catcher (Mailpit-style API, see tests/support/mail.ts). */
  mailUrl: string;
  /** A client signed in with a seeded account (at aal1: the password alone). */
  signedIn(account: keyof typeof seedAccounts): Promise<SupabaseClient>;
  /** A client of the seeded admin signed in at aal2: the password and the TOTP code. */
  signedInAtAal2(): Promise<SupabaseClient>;
  /**
   * The access token of a new session of a seeded account, for requests sent by hand: the admin's
   * at aal2 (both steps), since admin data needs it.
   */
  accessToken(account: keyof typeof seedAccounts): Promise<string>;
}

export interface TestStackOptions {
  uploadLimit?: number;
  refreshTokenReuseInterval?: number;
  /** Password sign-ins per IP in 5 minutes; config.toml's auth.rate_limit.sign_in_sign_ups unless given. */
  signInRateLimit?: number;
  /** POST /verify per IP in 5 minutes; config.toml's token_verifications unless given. */
  tokenVerificationRateLimit?: number;
  /** MFA challenges (and verifications) per IP a minute; Supabase Auth's 15 unless given. */
  mfaRateLimit?: number;
  /** Mails the project may send an hour (config.toml's email_sent applies only with SMTP and confirmations). */
  emailRateLimit?: number;
  /** Date.now unless given: the clock the sign-in limit refills by. */
  rateLimitClock?: () => number;
  /** config.toml's auth.email.secure_password_change unless given. */
  securePasswordChange?: boolean;
  /** config.toml's auth.email.max_frequency unless given. */
  emailMaxFrequencyMs?: number;
  /** PGlite on its thread in the stack's temporary data folder unless given. */
  emptyDatabase?: () => Promise<EmptyDatabase>;
  /**
   * Whether each authenticator code is accepted once, as Auth is configured to; false unless given:
   * these files sign the seeded admin in at aal2 many times a minute (a verifier accepting each
   * code once allows two sign-ins in 30 seconds), and that rule is the subject of the files that
   * set it (two-step-code-guard.test.ts).
   */
  totpCodesOnce?: boolean;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const logs: string[] = [];
  const throwaway = await startThrowawayStack({
    emptyDatabase: options.emptyDatabase,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 0,
    uploadLimit: options.uploadLimit,
    signInRateLimit: options.signInRateLimit,
    tokenVerificationRateLimit: options.tokenVerificationRateLimit,
    mfaRateLimit: options.mfaRateLimit,
    emailRateLimit: options.emailRateLimit,
    rateLimitClock: options.rateLimitClock,
    securePasswordChange: options.securePasswordChange,
    emailMaxFrequencyMs: options.emailMaxFrequencyMs,
    totpCodesOnce: options.totpCodesOnce ?? false,
    log: (line) => logs.push(line),
  });
  const url = throwaway.stack.url;
  const signedIn: TestStack["signedIn"] = async (account) => {
    const client = createNodeClient(url, LOCAL_DEMO_ANON_KEY);
    const { email, password } = seedAccounts[account];
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return client;
  };
  const signedInAtAal2 = async () => {
    const client = createNodeClient(url, LOCAL_DEMO_ANON_KEY);
    const { email, password, totp } = seedAccounts.admin;
    await signInAtAal2(
      client,
      { email, password, totpSecret: totp.secret },
      options.totpCodesOnce ? unusedTotpCodeFor : (secret) => totpCodeFor(secret),
    );
    return client;
  };
  return {
    ...throwaway,
    url,
    mailUrl: throwaway.mail.webUrl,
    logs,
    anon: () => createNodeClient(url, LOCAL_DEMO_ANON_KEY),
    serviceRole: () => createNodeClient(url, LOCAL_DEMO_SERVICE_ROLE_KEY),
    signedIn,
    signedInAtAal2,
    async accessToken(account) {
      const client = account === "admin" ? await signedInAtAal2() : await signedIn(account);
      return (await client.auth.getSession()).data.session!.access_token;
    },
  };
}

/** Auth's health check answers: the stack is up and serving requests. */
export async function expectAuthHealthy(stack: TestStack): Promise<void> {
  const health = await fetch(`${stack.url}/auth/v1/health`, {
    headers: { apikey: LOCAL_DEMO_ANON_KEY },
  });
  expect(health.status).toBe(200);
}

/** The Data API answers an anonymous read as usual: the featured resources, at least one. */
export async function expectFeaturedResourcesRead(stack: TestStack): Promise<void> {
  const featured = await stack
    .anon()
    .from("recommended_resources")
    .select("id")
    .eq("is_featured", true);
  expect(featured.error).toBeNull();
  expect(featured.data?.length).toBeGreaterThan(0);
}

/** The stack still answers auth, rest and storage as usual (after a test tried to upset it). */
export async function expectStackAnswers(stack: TestStack): Promise<void> {
  await expectAuthHealthy(stack);
  await expectFeaturedResourcesRead(stack);
  const listed = await stack.serviceRole().storage.from("legal-documents").list();
  expect(listed.error).toBeNull();
  expect(listed.data?.length).toBeGreaterThan(0);
}

/**
 * Points the app's own client (src/lib/supabase.ts, built from the environment when first imported)
 * at the stack; import the modules that use it afterwards, dynamically, so that they are built
 * anew. Node 20 has no WebSocket, which supabase-js's Realtime client needs at construction
 * (browsers have one); nothing in the tests uses Realtime, so a stand-in that refuses to connect is
 * enough. Undo with vi.unstubAllEnvs() and vi.unstubAllGlobals().
 */
export function pointAppAt(stack: TestStack): void {
  if (!("WebSocket" in globalThis)) {
    vi.stubGlobal(
      "WebSocket",
      class {
        constructor() {
          throw new Error("No WebSocket in this Node version");
        }
      },
    );
  }
  vi.stubEnv("VITE_SUPABASE_URL", stack.url);
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", LOCAL_DEMO_ANON_KEY);
  // The files of a process share their modules (vite.config.ts: isolate): one before this one may
  // have built the client for its own stack, gone now. The next import builds it afresh.
  vi.resetModules();
}

/** The claims of a JWT, unverified (the tests verify signatures where that is the point). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

export interface AuthAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A raw request to the stack's /auth/v1, as supabase-js sends it (API key, API version header). */
export async function authRequest(
  stack: TestStack,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<AuthAnswer> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${stack.url}/auth/v1${path}`, {
    ...rest,
    headers: {
      apikey: LOCAL_DEMO_ANON_KEY,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** A confirmed user with no role, made through the stack's admin API, for a test to change freely. */
export interface TestPerson {
  id: string;
  email: string;
  password: string;
}

export async function createPerson(stack: TestStack, prefix: string): Promise<TestPerson> {
  const email = `${prefix}-${crypto.randomUUID()}@example.com`;
  const password = `Person-${crypto.randomUUID()}`;
  const { data, error } = await stack
    .serviceRole()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { id: data.user.id, email, password };
}
