// A throw-away stack for one test file: PGlite in memory with the schema and seed, a temporary data
// folder for storage, the HTTP server on a free port, and supabase-js clients pointed at it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { type Database, openDatabase } from "../../../supabase/local/database";
import { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../../supabase/local/keys";
import { applySchema } from "../../../supabase/local/migrate";
import { createNodeClient } from "../../../supabase/local/node-client";
import { seedAccounts } from "../../../supabase/local/reset";
import { type RunningStack, startStack } from "../../../supabase/local/server";
import { storeSeedFiles } from "../../../supabase/local/storage/seed-files";

export { seedAccounts };

export interface TestStack {
  url: string;
  db: Database;
  dataRoot: string;
  storageDir: string;
  stack: RunningStack;
  /** Lines the stack logged (failures it answered with 500 would show here). */
  logs: string[];
  /** A client with the anon key and no session persistence, as a fresh browser tab. */
  anon(): SupabaseClient;
  serviceRole(): SupabaseClient;
  /** A client signed in with a seeded account. */
  signedIn(account: keyof typeof seedAccounts): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  uploadLimit?: number;
  refreshTokenReuseInterval?: number;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dataRoot = await mkdtemp(join(tmpdir(), "local-stack-test-"));
  const storageDir = join(dataRoot, "storage");
  const db = await openDatabase({});
  await applySchema(db, { seed: true });
  await storeSeedFiles(db, storageDir);
  const logs: string[] = [];
  const stack = await startStack({
    database: db,
    storageDir,
    port: 0,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 0,
    uploadLimit: options.uploadLimit,
    log: (line) => logs.push(line),
  });
  return {
    url: stack.url,
    db,
    dataRoot,
    storageDir,
    stack,
    logs,
    anon: () => createNodeClient(stack.url, LOCAL_DEMO_ANON_KEY),
    serviceRole: () => createNodeClient(stack.url, LOCAL_DEMO_SERVICE_ROLE_KEY),
    async signedIn(account) {
      const signed = createNodeClient(stack.url, LOCAL_DEMO_ANON_KEY);
      const { email, password } = seedAccounts[account];
      const { error } = await signed.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return signed;
    },
    async stop() {
      await stack.stop();
      await db.close();
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}
