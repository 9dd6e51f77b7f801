// Vitest global setup of the `app` project: one throw-away local stack (PGlite in memory with the
// schema and seed) for the whole run, whose URL the test files read with inject("stackUrl").
import type { TestProject } from "vitest/node";
import { startThrowawayStack } from "../../supabase/local/http/throwaway-stack";

declare module "vitest" {
  export interface ProvidedContext {
    stackUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // These tests sign in again and again as the seeded accounts; the sign-in rate limit is the
  // subject of tests/integration/stack/rate-limit.test.ts and e2e/admin-rate-limit.spec.ts, not here.
  const throwaway = await startThrowawayStack({ signInRateLimit: 10_000, log: () => {} });
  project.provide("stackUrl", throwaway.stack.url);
  return () => throwaway.stop();
}
