// Statements whose rows come back as one JSON body with a count, and the page and Content-Range
// PostgREST answers with.
import type { ApiRequest } from "../http/context";
import type { Queryable } from "../db/database";
import { joinedHeader } from "../core/headers";
import { postgrestError, restErrors } from "./errors";
import type { QueryParams } from "./query-params";
import type { Page, SqlQuery } from "./sql";

export interface AggregateRow {
  body: string;
  row_count: number;
  total?: string | null;
}

export function requestedPage(request: ApiRequest, params: QueryParams, maxRows: number): Page {
  let offset = params.offset ?? 0;
  let limit = params.limit;
  const range = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(
    joinedHeader(request.req, "range") ?? "",
  );
  if (range) {
    const from = Number(range[1]);
    const to = range[2] === "" ? undefined : Number(range[2]);
    if (to !== undefined && to < from) {
      throw postgrestError(
        416,
        "PGRST103",
        "Requested range not satisfiable",
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
      );
    }
    const end = Math.min(to ?? Infinity, limit === undefined ? Infinity : offset + limit - 1);
    offset = Math.max(offset, from);
    limit = end === Infinity ? undefined : Math.max(0, end - offset + 1);
  }
  return { offset, limit: Math.min(limit ?? maxRows, maxRows) };
}

export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? "*" : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

/** The body of a singular response is the one element of the array Postgres built. */
export function singularBody(row: AggregateRow): string {
  if (row.row_count !== 1) throw restErrors.singular(row.row_count);
  return JSON.stringify((JSON.parse(row.body) as unknown[])[0]);
}

export async function aggregateRow(tx: Queryable, statement: SqlQuery): Promise<AggregateRow> {
  const { rows } = await tx.query<AggregateRow>(statement.text, statement.values);
  const [row] = rows;
  if (!row) throw new Error("aggregate query returned no row");
  return row;
}
