// A database with the schema (and the seed) already applied, as a file of PGlite's dumpDataDir: a
// PGlite started from it skips Postgres's initdb and every migration (about 0.7 s to load instead of
// 2 to 3 s to create and migrate, here), which is most of what a test file spends opening its
// databases and stacks. Made once per test run (tests/support/pglite-snapshots-global-setup.ts), so
// that it holds the run's migrations and the seed's times are the run's.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./database";
import { applySchema } from "./migrate";

export interface PgliteSnapshots {
  /** After initdb only: what openEmptyDatabase gives. */
  empty: string;
  /** Baseline, migrations and seed. */
  seeded: string;
}

/** Where a process finds the run's snapshots (set by the test run; unset, databases start empty). */
export const SNAPSHOTS_ENV = "LOCAL_PGLITE_SNAPSHOTS";

export function runSnapshots(): PgliteSnapshots | undefined {
  const json = process.env[SNAPSHOTS_ENV];
  return json ? (JSON.parse(json) as PgliteSnapshots) : undefined;
}

async function dumpOf(dataDir: string, file: string): Promise<string> {
  const [{ PGlite }, { pgcrypto }, { uuid_ossp }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pgcrypto"),
    import("@electric-sql/pglite/contrib/uuid_ossp"),
  ]);
  const pglite = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp } });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Makes both snapshots in a new folder; `remove` deletes them. */
export async function makePgliteSnapshots(): Promise<
  PgliteSnapshots & { remove(): Promise<void> }
> {
  const folder = await mkdtemp(join(tmpdir(), "pglite-snapshots-"));
  const emptyDir = join(folder, "empty-db");
  await (await openDatabase({ dataDir: emptyDir })).close();
  const empty = await dumpOf(emptyDir, join(folder, "empty.tar"));
  const seededDir = join(folder, "seeded-db");
  const db = await openDatabase({ dataDir: seededDir, snapshot: empty });
  await applySchema(db, { seed: true });
  await db.close();
  const seeded = await dumpOf(seededDir, join(folder, "seeded.tar"));
  await Promise.all([emptyDir, seededDir].map((dir) => rm(dir, { recursive: true, force: true })));
  return { empty, seeded, remove: () => rm(folder, { recursive: true, force: true }) };
}
