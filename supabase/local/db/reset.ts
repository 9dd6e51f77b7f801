import { rm } from "node:fs/promises";
import { relative } from "node:path";
import { openDatabase, type Database } from "./database";
import { applySchema, schemaFiles } from "./migrate";
import { localDatabaseDir, supabaseDir } from "../core/paths";

export { seedAccounts } from "./seed-accounts";

export interface ResetResult {
  /** The fresh database, still open: the caller adds what it needs (files) and closes it. */
  db: Database;
  /** What was reset, for people: a folder or a URL without its password. */
  target: string;
  /** The SQL files applied, in order, relative to supabase/. */
  appliedFiles: string[];
}

/**
 * Builds the local database from nothing: baseline, migrations, seed.
 * - PGlite (default): deletes the data folder (supabase/.local/db or dataDir) and recreates it.
 * - PostgreSQL (databaseUrl): only on this machine; drops every non-system schema of that database
 *   (public included, then recreated empty as PostgreSQL makes it) and applies everything again.
 *   Roles are cluster-wide and stay; the baseline brings them to the expected state.
 */
export async function resetLocalDatabase(
  options: { databaseUrl?: string; dataDir?: string } = {},
): Promise<ResetResult> {
  const { databaseUrl } = options;
  let db: Database;
  let target: string;
  if (databaseUrl) {
    target = describeLocalUrl(databaseUrl);
    db = await openDatabase({ url: databaseUrl });
    await dropAllSchemas(db);
  } else {
    const dataDir = options.dataDir ?? localDatabaseDir();
    target = dataDir;
    await rm(dataDir, { recursive: true, force: true });
    db = await openDatabase({ dataDir });
  }
  try {
    await applySchema(db, { seed: true });
  } catch (error) {
    await db.close();
    throw error;
  }
  const appliedFiles = (await schemaFiles({ seed: true })).map((file) =>
    relative(supabaseDir, file.path),
  );
  return { db, target, appliedFiles };
}

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", ""]);

/** Refuses anything but a database on this machine: a reset wipes it. */
function describeLocalUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const socketHost = url.searchParams.get("host");
  const isLocal = localHosts.has(url.hostname) && (!socketHost || socketHost.startsWith("/"));
  if (!isLocal) {
    throw new Error(
      `Refusing to reset ${url.hostname || socketHost}: db:reset only wipes a database on this machine.`,
    );
  }
  url.password = "";
  return url.toString();
}

async function dropAllSchemas(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select nspname as name from pg_catalog.pg_namespace
       where nspname <> 'information_schema' and nspname !~ '^pg_'`,
    );
    for (const { name } of rows) {
      await tx.query(`drop schema ${quoteIdent(name)} cascade`);
    }
    await tx.exec(`
      create schema public authorization pg_database_owner;
      grant usage on schema public to public;
      comment on schema public is 'standard public schema';
    `);
  });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
