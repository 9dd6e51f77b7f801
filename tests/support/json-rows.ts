// Rows as Postgres renders them to JSON (timestamps as text, as the API sends them), for comparing
// with what the Data API answers.
import type { Queryable } from "../../supabase/local/db/database";

/** `sql(query, params)` on the database `db()` returns, each row as json_agg renders it. */
export function jsonRowsOf(db: () => Queryable) {
  return async <T = Record<string, unknown>>(
    query: string,
    params: unknown[] = [],
  ): Promise<T[]> => {
    const { rows } = await db().query<{ json: string }>(
      `select coalesce(json_agg(q), '[]')::text as json from (${query}) q`,
      params,
    );
    return JSON.parse(rows[0]?.json ?? "[]") as T[];
  };
}
