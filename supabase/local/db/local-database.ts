// The database `npm run stack` and `npm run dev` serve: PGlite in supabase/.local/db (or DATABASE_URL),
// created with baseline, migrations and seed on the first run (as db:reset does) and kept as it is on
// later runs. The seed's files are Storage's: stack/local-data.ts stores them.
import { readdir } from "node:fs/promises";
import { type Database, openDatabase } from "./database";
import { applySchema } from "./migrate";
import { openPgliteThread } from "./pglite-thread";
import { localDatabaseDir, migrationsDir } from "../core/paths";

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
  options: { databaseUrl?: string } = {},
): Promise<LocalDatabase> {
  const db = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl })
    : await openPgliteThread(localDatabaseDir());
  try {
    if (await hasSchema(db))
      return { db, created: false, pendingMigrations: await pendingMigrations(db) };
    await applySchema(db, { seed: true });
    return { db, created: true, pendingMigrations: [] };
  } catch (error) {
    await db.close();
    throw error;
  }
}
