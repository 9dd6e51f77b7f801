// A stack over a throw-away database (PGlite on its own thread in the temporary data folder unless
// told otherwise; schema, seed and the seed's files), for tests and the benchmark. stop() removes
// every trace.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../db/database";
import { applySchema } from "../db/migrate";
import { openPgliteThread } from "../db/pglite-thread";
import { type RunningStack, type StackOptions, startStack } from "./server";
import { storeSeedFiles } from "../storage/seed-files";

export interface ThrowawayStack {
  stack: RunningStack;
  db: Database;
  /** The temporary data root; object bytes are under <dataRoot>/storage. */
  dataRoot: string;
  storageDir: string;
  stop(): Promise<void>;
}

/** An empty database and how to get rid of it; by default PGlite on its thread in the data folder. */
export interface EmptyDatabase {
  db: Database;
  dispose(): Promise<void>;
}

// On disk rather than in memory: a statement past its timeout restarts the thread, and the database
// must still be there afterwards.
async function pgliteInDataFolder(dataRoot: string): Promise<EmptyDatabase> {
  const db = await openPgliteThread(join(dataRoot, "db"));
  return { db, dispose: () => db.close() };
}

export async function startThrowawayStack(
  options: Omit<StackOptions, "database" | "storageDir"> & {
    emptyDatabase?: (dataRoot: string) => Promise<EmptyDatabase>;
  } = {},
): Promise<ThrowawayStack> {
  const { emptyDatabase = pgliteInDataFolder, ...stackOptions } = options;
  const dataRoot = await mkdtemp(join(tmpdir(), "local-stack-"));
  const storageDir = join(dataRoot, "storage");
  const { db, dispose } = await emptyDatabase(dataRoot);
  try {
    await applySchema(db, { seed: true });
    await storeSeedFiles(db, storageDir);
    const stack = await startStack({ port: 0, ...stackOptions, database: db, storageDir });
    return {
      stack,
      db,
      dataRoot,
      storageDir,
      async stop() {
        await stack.stop();
        await dispose();
        await rm(dataRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await dispose();
    await rm(dataRoot, { recursive: true, force: true });
    throw error;
  }
}
