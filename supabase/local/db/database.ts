// One small database interface over two backends: PGlite (Postgres in WebAssembly, the default for
// the local stack and the tests) and a real PostgreSQL server given by URL. Both return the same
// JavaScript values (PGlite's choices: int8 as number, numeric as string, date and timestamps as
// Date, json parsed, arrays as arrays) and throw errors that carry Postgres' SQLSTATE in `code`.
import { mkdir, readFile } from "node:fs/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { CustomTypesConfig, Pool, PoolClient } from "pg";

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The statement_timeout of the role the transaction switches to, in ms. PostgreSQL enforces the
   * setting itself; PGlite on its own thread (pglite-thread.ts) enforces this; in-process PGlite cannot.
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** One transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Errors thrown by query/exec carry Postgres' fields whatever the backend. */
export interface PostgresError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));
}

/** Postgres's class 22, data exception: a value it cannot take (a NUL in text is 22021 or 22P05). */
export function isBadValueError(error: unknown): error is PostgresError {
  return isPostgresError(error) && error.code.startsWith("22");
}

/**
 * PGlite (with pgcrypto) in dataDir, in memory when dataDir is undefined, started from `snapshot` (a
 * file of PGlite's dumpDataDir, see snapshot.ts) when given; or Postgres at url.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  snapshot?: string;
}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot?: string): Promise<Database> {
  const [{ PGlite }, { pgcrypto }, { uuid_ossp }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pgcrypto"),
    import("@electric-sql/pglite/contrib/uuid_ossp"),
  ]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    extensions: { pgcrypto, uuid_ossp },
  });
  return {
    kind: "pglite",
    ...pgliteQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteQueryable(tx))),
    close: () => pglite.close(),
  };
}

function pgliteQueryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return {
        rows: result.rows,
        affectedRows: result.affectedRows ?? 0,
        fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      };
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, types: pgliteCompatibleTypes(pg.types) });
  // An idle connection can die (server restart, database dropped); without a listener that
  // would crash the process. The next query gets a fresh connection.
  pool.on("error", (error) => console.error(`[database] idle connection lost: ${error.message}`));
  return {
    kind: "postgres",
    ...pgQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(pgQueryable(client));
        await client.query("commit");
        client.release();
        return result;
      } catch (error) {
        await client.query("rollback").then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function pgQueryable(target: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query(sql, params);
      return {
        rows: result.rows as T[],
        affectedRows: result.rowCount ?? 0,
        fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      };
    },
    async exec(sql) {
      await target.query(sql);
    },
  };
}

type Parser = (value: string) => unknown;

/** node-postgres' parsers, changed where PGlite returns something else. */
function pgliteCompatibleTypes(types: typeof pg.types): CustomTypesConfig {
  const builtin = types.getTypeParser as (oid: number, format?: "text" | "binary") => Parser;
  const textArray = builtin(1009);
  const int8Array = builtin(1016) as (value: string) => (string | null)[];
  const overrides: Record<number, Parser> = {
    20: Number, // int8
    1016: (value) => int8Array(value).map((item) => (item === null ? null : Number(item))),
    1003: textArray, // name[]
    1082: (value) => new Date(`${value}T00:00:00.000Z`), // date, at UTC midnight
    1186: (value) => value, // interval, as text
  };
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      overrides[oid] ?? builtin(oid, format)) as CustomTypesConfig["getTypeParser"],
  };
}
