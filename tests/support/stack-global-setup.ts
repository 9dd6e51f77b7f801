// Vitest global setup of the `app` project: one throw-away local stack (PGlite in memory with the
// schema and seed) for the whole run, whose URL the test files read with inject("stackUrl").
import type { TestProject } from "vitest/node";
import { startThrowawayStack } from "../../supabase/local/stack/throwaway-stack";

declare module "vitest" {
  export interface ProvidedContext {
    stackUrl: string;
    /** The stack's mail catcher (tests/support/mail.ts reads it). */
    mailUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // These tests sign in again and again as the seeded accounts (and at aal2, with a TOTP code); the
  // rate limits are the subject of tests/integration/stack/rate-limit.test.ts,
  // auth-rate-limits.test.ts and e2e/admin-rate-limit.spec.ts, not here; nor is accepting each
  // authenticator code once (two-step-code-guard.test.ts, e2e/two-step.spec.ts), which would let
  // the seeded admin sign in here once or twice in 30 seconds.
  const throwaway = await startThrowawayStack({
    signInRateLimit: 10_000,
    mfaRateLimit: 10_000,
    totpCodesOnce: false,
    log: () => {},
  });
  project.provide("stackUrl", throwaway.stack.url);
  project.provide("mailUrl", throwaway.mail.webUrl);
  return () => throwaway.stop();
}
