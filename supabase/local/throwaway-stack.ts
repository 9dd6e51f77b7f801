// A stack over a throw-away database (PGlite in memory unless told otherwise; schema, seed and the
// seed's files) and a temporary data folder, for tests and the benchmark. stop() removes every trace.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "./database";
import { applySchema } from "./migrate";
import { type RunningStack, type StackOptions, startStack } from "./server";
import { storeSeedFiles } from "./storage/seed-files";

export interface ThrowawayStack {
  stack: RunningStack;
  db: Database;
  /** The temporary data root; object bytes are under <dataRoot>/storage. */
  dataRoot: string;
  storageDir: string;
  stop(): Promise<void>;
}

/** An empty database and how to get rid of it; by default PGlite in memory. */
export interface EmptyDatabase {
  db: Database;
  dispose(): Promise<void>;
}

async function inMemoryDatabase(): Promise<EmptyDatabase> {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
}

export async function startThrowawayStack(
  options: Omit<StackOptions, "database" | "storageDir"> & { emptyDatabase?: () => Promise<EmptyDatabase> } = {},
): Promise<ThrowawayStack> {
  const { emptyDatabase = inMemoryDatabase, ...stackOptions } = options;
  const dataRoot = await mkdtemp(join(tmpdir(), "local-stack-"));
  const storageDir = join(dataRoot, "storage");
  const { db, dispose } = await emptyDatabase();
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
