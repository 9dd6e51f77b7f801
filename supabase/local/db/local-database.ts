// The database `npm run stack` and `npm run dev` serve: PGlite in supabase/.local/db (or DATABASE_URL),
// created with baseline, migrations, seed and the seed's files on the first run (as db:reset does)
// and kept as it is on later runs.
import { readdir, rm } from "node:fs/promises";
import { type Database, openDatabase } from "./database";
import { applySchema } from "./migrate";
import { openPgliteThread } from "./pglite-thread";
import { localDatabaseDir, localStorageDir, migrationsDir } from "../core/paths";
import { storeSeedFiles } from "../storage/seed-files";

export interface LocalDatabase {
  db: Database;
  /** True when this run created the schema and the demo data. */
  created: boolean;
  /** Migration files newer than the database (the database is kept; `npm run db:reset` rebuilds it). */
  pendingMigrations: string[];
}

async function hasSchema(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ ready: boolean }>(
    "select to_regclass('auth.users') is not null as ready",
  );
  return rows[0]?.ready === true;
}

async function pendingMigrations(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d+_\w+\.sql$/.test(name)).sort();
  const { rows } = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations",
  );
  const applied = new Set(rows.map((row) => row.version));
  return files.filter((name) => !applied.has(name.split("_")[0] ?? ""));
}

export async function openLocalDatabase(
  options: { databaseUrl?: string; storageDir?: string } = {},
): Promise<LocalDatabase> {
  const db = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl })
    : await openPgliteThread(localDatabaseDir());
  try {
    if (await hasSchema(db))
      return { db, created: false, pendingMigrations: await pendingMigrations(db) };
    await applySchema(db, { seed: true });
    // Objects left from an earlier database would have no rows: start the folder afresh too.
    const storageDir = options.storageDir ?? localStorageDir();
    await rm(storageDir, { recursive: true, force: true });
    await storeSeedFiles(db, storageDir);
    return { db, created: true, pendingMigrations: [] };
  } catch (error) {
    await db.close();
    throw error;
  }
}
