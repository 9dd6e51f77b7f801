// A seeded database per test file (PGlite in memory, and a scratch PostgreSQL database when
// DATABASE_URL is set), one rolled-back transaction per test, and statements run as an actor.
import { afterAll, beforeAll, expect } from "vitest";
import {
  isPostgresError,
  openDatabase,
  type Database,
  type Queryable,
} from "../../local/db/database";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { applySchema, schemaFiles, type SchemaFile } from "../../local/db/migrate";
import { openScratchPostgres } from "../../local/db/scratch-database";
import { runSnapshots } from "../../local/db/snapshot";
import type { Actor } from "./actors";

export type Backend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL names a server this test run may create databases on. */
export const backends: Backend[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface DatabaseHandle {
  db: Database;
  /** The connection URL, for a PostgreSQL database. */
  url?: string;
  dispose(): Promise<void>;
}

/** An empty database on the backend: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function openEmptyDatabase(backend: Backend): Promise<DatabaseHandle> {
  if (backend === "pglite") {
    const db = await openDatabase({ snapshot: runSnapshots()?.empty });
    return { db, dispose: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  return openScratchPostgres(serverUrl, "adviser_test");
}

/** Baseline, migrations and seed on a fresh database for the tests of the enclosing describe. */
export function useSeededDatabase(backend: Backend, prepare?: (db: Database) => Promise<void>) {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    const seeded = backend === "pglite" ? runSnapshots()?.seeded : undefined;
    if (seeded) {
      const db = await openDatabase({ snapshot: seeded });
      handle = { db, dispose: () => db.close() };
    } else {
      handle = await openEmptyDatabase(backend);
      await applySchema(handle.db, { seed: true });
    }
    await prepare?.(handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  return (): Database => {
    if (!handle) throw new Error("the database is not open yet");
    return handle.db;
  };
}

/**
 * The schema files split at the migration whose file name ends with `suffix`, to put on a database
 * what a hosted project may hold before that migration runs.
 */
export async function splitAtMigration(suffix: string) {
  const files = await schemaFiles();
  const index = files.findIndex((file) => basename(file.path).endsWith(suffix));
  if (index <= 0) throw new Error(`no migration ends with ${suffix}`);
  return { before: files.slice(0, index), migration: files[index]!, after: files.slice(index + 1) };
}

/** Applies schema files in order, each in a transaction of its own. */
export async function applyFiles(db: Database, files: SchemaFile[]): Promise<void> {
  for (const file of files) {
    const sql = await readFile(file.path, "utf8");
    await db.transaction(async (tx) => tx.exec(sql));
  }
}

const rollback = Symbol("rollback");

/** Runs fn in a transaction that is always rolled back, so every test starts from the seed. */
export function inRolledBackTransaction(
  database: () => Database,
  fn: (tx: Queryable) => Promise<void>,
): () => Promise<void> {
  return async () => {
    await database()
      .transaction(async (tx) => {
        await fn(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  };
}

type TestBody = (tx: Queryable) => Promise<void>;

/**
 * The `rolledBack` of a test file: `rolledBack(async (tx) => ...)` is a test body run in its own
 * rolled-back transaction, after `setup` (a setting every test of the file needs).
 */
export function rolledBackIn(database: () => Database, setup?: TestBody) {
  return (fn: TestBody) =>
    inRolledBackTransaction(database, async (tx) => {
      await setup?.(tx);
      await fn(tx);
    });
}

/** Lets plain SQL delete storage objects, as the Storage server's own setting does. */
export async function allowStorageDeletes(tx: Queryable): Promise<void> {
  await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
}

export type Outcome<T> =
  { ok: true; rows: T[]; affectedRows: number } | { ok: false; code: string; message: string };

/**
 * One statement as the actor, the way the API runs a request: `set local role` and the JWT claims
 * in request.jwt.claims. A failure rolls back to a savepoint and is returned, so the test can go on
 * to check, as the owner, that nothing changed. Afterwards the transaction is the owner's again.
 */
export async function attempt<T = Record<string, unknown>>(
  tx: Queryable,
  actor: Actor,
  sql: string,
  params?: unknown[],
): Promise<Outcome<T>> {
  await tx.query("savepoint attempt");
  try {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(actor.claims),
    ]);
    await tx.query(`set local role ${actor.role}`);
    const result = await tx.query<T>(sql, params);
    await tx.query("release savepoint attempt");
    return { ok: true, rows: result.rows, affectedRows: result.affectedRows };
  } catch (error) {
    if (!isPostgresError(error)) throw error;
    await tx.query("rollback to savepoint attempt");
    return { ok: false, code: error.code, message: error.message };
  } finally {
    await tx.query("reset role");
    await tx.query("select set_config('request.jwt.claims', '', true)");
  }
}

/** The statement succeeded; its rows. */
export function succeeded<T>(outcome: Outcome<T>): T[] {
  if (!outcome.ok) expect.fail(`expected success, got ${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}

/** The statement failed with Postgres' permission / row-level-security error (or another code). */
export function expectRefused<T>(outcome: Outcome<T>, code = "42501"): void {
  expect(outcome.ok ? "succeeded" : `${outcome.code}: ${outcome.message}`).toMatch(
    new RegExp(`^${code}: `),
  );
}

/** The statement ran but row-level security left it no row to touch. */
export function expectNoRowAffected<T>(outcome: Outcome<T>): void {
  expect(succeeded(outcome)).toEqual([]);
  expect(outcome.ok && outcome.affectedRows).toBe(0);
}

/** The statement, run as the database owner (no role switch), fails with `code`; what it did is undone. */
export async function expectOwnerRefused(
  tx: Queryable,
  sql: string,
  code = "42501",
): Promise<void> {
  await tx.query("savepoint owner_attempt");
  try {
    await expect(tx.query(sql), sql).rejects.toMatchObject({ code });
  } finally {
    await tx.query("rollback to savepoint owner_attempt");
  }
}
