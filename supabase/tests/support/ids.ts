// Row ids in a stable order, to compare the rows one role sees with the rows the owner sees.
import type { Queryable } from "../../local/db/database";

/** The ids the owner's `sql` returns, sorted. */
export async function ids(tx: Queryable, sql: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql);
  return rows.map((row) => row.id).sort();
}

/** The ids of rows an actor got, sorted. */
export function idsOf(rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => String(row.id)).sort();
}
