// One throw-away stack per test file (PGlite on its thread in a temporary data folder, with schema and
// seed; a free port) and supabase-js clients pointed at it.
import type { SupabaseClient } from "@supabase/supabase-js";
import { vi } from "vitest";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
} from "../../../supabase/local/core/keys";
import { createNodeClient } from "../../../scripts/lib/node-client";
import { seedAccounts } from "../../../supabase/local/db/reset";
import {
  type EmptyDatabase,
  startThrowawayStack,
  type ThrowawayStack,
} from "../../../supabase/local/http/throwaway-stack";

export { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY, seedAccounts };

export interface TestStack extends ThrowawayStack {
  url: string;
  /** Lines the stack logged; a request it answered with 500 shows up here. */
  logs: string[];
  /** The anon key and no session, as a fresh browser tab. */
  anon(): SupabaseClient;
  serviceRole(): SupabaseClient;
  /** A client signed in with a seeded account. */
  signedIn(account: keyof typeof seedAccounts): Promise<SupabaseClient>;
  /** The access token of a new session of a seeded account, for requests sent by hand. */
  accessToken(account: keyof typeof seedAccounts): Promise<string>;
}

export interface TestStackOptions {
  uploadLimit?: number;
  refreshTokenReuseInterval?: number;
  /** Password sign-ins per IP in 5 minutes; config.toml's auth.rate_limit.sign_in_sign_ups unless given. */
  signInRateLimit?: number;
  /** Date.now unless given: the clock the sign-in limit refills by. */
  rateLimitClock?: () => number;
  /** config.toml's auth.email.secure_password_change unless given. */
  securePasswordChange?: boolean;
  /** config.toml's auth.email.max_frequency unless given. */
  emailMaxFrequencyMs?: number;
  /** PGlite on its thread in the stack's temporary data folder unless given. */
  emptyDatabase?: () => Promise<EmptyDatabase>;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const logs: string[] = [];
  const throwaway = await startThrowawayStack({
    emptyDatabase: options.emptyDatabase,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 0,
    uploadLimit: options.uploadLimit,
    signInRateLimit: options.signInRateLimit,
    rateLimitClock: options.rateLimitClock,
    securePasswordChange: options.securePasswordChange,
    emailMaxFrequencyMs: options.emailMaxFrequencyMs,
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
  return {
    ...throwaway,
    url,
    logs,
    anon: () => createNodeClient(url, LOCAL_DEMO_ANON_KEY),
    serviceRole: () => createNodeClient(url, LOCAL_DEMO_SERVICE_ROLE_KEY),
    signedIn,
    async accessToken(account) {
      const client = await signedIn(account);
      return (await client.auth.getSession()).data.session!.access_token;
    },
  };
}

/**
 * Points the app's own client (src/lib/supabase.ts, built from the environment when first imported)
 * at the stack; import the modules that use it afterwards. Node 20 has no WebSocket, which
 * supabase-js's Realtime client needs at construction (browsers have one); nothing in the tests uses
 * Realtime, so a stand-in that refuses to connect is enough. Undo with vi.unstubAllEnvs() and
 * vi.unstubAllGlobals().
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
}
