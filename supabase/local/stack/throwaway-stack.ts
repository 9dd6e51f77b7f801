// A stack over a throw-away database (PGlite on its own thread in the temporary data folder unless
// told otherwise; schema, seed and the seed's files) and its own mail catcher (free ports unless
// told otherwise), for tests and the benchmark. stop() removes every trace.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../db/database";
import { applySchema } from "../db/migrate";
import { openPgliteThread } from "../db/pglite-thread";
import { runSnapshots } from "../db/snapshot";
import { type RunningStack, type StackOptions, startStack } from "./server";
import { type MailCatcher, startMailCatcher } from "../mail/catcher";
import { storeSeedFiles } from "../storage/seed-files";

export interface ThrowawayStack {
  stack: RunningStack;
  db: Database;
  /** The temporary data root; object bytes are under <dataRoot>/storage. */
  dataRoot: string;
  storageDir: string;
  /** The mail catcher Auth's mails go to: its web inbox and API at mail.webUrl. */
  mail: MailCatcher;
  stop(): Promise<void>;
}

/** An empty database and how to get rid of it; by default PGlite on its thread in the data folder. */
export interface EmptyDatabase {
  db: Database;
  dispose(): Promise<void>;
  /** It holds the schema and the seed already (started from the test run's snapshot). */
  seeded?: boolean;
}

// On disk rather than in memory: a statement past its timeout restarts the thread, and the database
// must still be there afterwards. From the run's seeded snapshot when a test run made one.
async function pgliteInDataFolder(dataRoot: string): Promise<EmptyDatabase> {
  const snapshot = runSnapshots()?.seeded;
  const db = await openPgliteThread(join(dataRoot, "db"), snapshot);
  return { db, dispose: () => db.close(), seeded: snapshot !== undefined };
}

export async function startThrowawayStack(
  options: Omit<StackOptions, "database" | "storageDir" | "smtp"> & {
    emptyDatabase?: (dataRoot: string) => Promise<EmptyDatabase>;
    /** The mail catcher's web (inbox and API) port; a free one unless given. Its SMTP port is free. */
    mailWebPort?: number;
  } = {},
): Promise<ThrowawayStack> {
  const { emptyDatabase = pgliteInDataFolder, mailWebPort = 0, ...stackOptions } = options;
  const dataRoot = await mkdtemp(join(tmpdir(), "local-stack-"));
  const storageDir = join(dataRoot, "storage");
  const { db, dispose, seeded } = await emptyDatabase(dataRoot);
  let mail: MailCatcher | undefined;
  try {
    if (!seeded) await applySchema(db, { seed: true });
    await storeSeedFiles(db, storageDir);
    mail = await startMailCatcher({ webPort: mailWebPort, smtpPort: 0, log: stackOptions.log });
    const smtp = { host: mail.smtpHost, port: mail.smtpPort };
    const stack = await startStack({ port: 0, ...stackOptions, smtp, database: db, storageDir });
    const catcher = mail;
    return {
      stack,
      db,
      dataRoot,
      storageDir,
      mail: catcher,
      async stop() {
        await stack.stop();
        await catcher.stop();
        await dispose();
        await rm(dataRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail?.stop();
    await dispose();
    await rm(dataRoot, { recursive: true, force: true });
    throw error;
  }
}
