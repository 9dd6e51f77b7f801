// POST (insert), PATCH (update) and DELETE on a table.
import type { ApiRequest, StackContext } from "../http/context";
import type { Identity } from "../core/identity";
import type { Relation } from "../db/schema-cache";
import { isPlainObject } from "../http/body";
import { sendEmpty, sendRawJson } from "../http/respond";
import { postgrestError, restErrors } from "./errors";
import type { QueryParams } from "./query-params";
import { inTransaction } from "./caller";
import { readBodyJson } from "./input";
import { negotiate, parsePreferences } from "./negotiation";
import { aggregateRow, contentRange, singularBody } from "./rows";
import { type BuiltStatement, buildDelete, buildInsert, buildUpdate } from "./sql";

function insertRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || rows.length === 0 || !rows.every(isPlainObject)) {
    throw restErrors.invalidBody("Empty or invalid json");
  }
  return rows;
}

function insertColumns(rows: Record<string, unknown>[], params: QueryParams): string[] {
  if (params.columns) return params.columns;
  const keys = Object.keys(rows[0] ?? {});
  const sameKeys = rows.every((row) => {
    const rowKeys = Object.keys(row);
    return rowKeys.length === keys.length && keys.every((key) => key in row);
  });
  if (!sameKeys) throw restErrors.invalidBody("All object keys must match");
  return keys;
}

export async function handleMutation(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  relation: Relation,
  params: QueryParams,
): Promise<void> {
  const method = request.req.method ?? "";
  const preferences = parsePreferences(request);
  const { singular } = negotiate(request);
  if (method !== "POST" && (params.limit !== undefined || params.offset !== undefined)) {
    throw restErrors.notImplemented("limit and offset on updates and deletes");
  }
  // Supabase loads pg-safeupdate for the API: an update or delete must say which rows.
  const conditions = [...params.filters, ...(params.logic ?? [])];
  if (method !== "POST" && conditions.length === 0) {
    throw postgrestError(
      400,
      "21000",
      `${method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`,
    );
  }
  const returning = preferences.representation ? params.select : undefined;
  let statement: BuiltStatement;
  if (method === "POST") {
    const rows = insertRows(await readBodyJson(request));
    statement = buildInsert(relation, rows, insertColumns(rows, params), returning);
  } else if (method === "PATCH") {
    const patch = await readBodyJson(request);
    if (!isPlainObject(patch)) throw restErrors.invalidBody("Empty or invalid json");
    if (Object.keys(patch).length === 0) {
      // Nothing to change: no statement, no rows.
      if (singular) throw restErrors.singular(0);
      return returning ? sendRawJson(request.res, 200, "[]") : sendEmpty(request.res, 204);
    }
    statement = buildUpdate(relation, patch, conditions, returning);
  } else {
    statement = buildDelete(relation, conditions, returning);
  }

  const outcome = await inTransaction(context, request, identity, async (tx) => {
    if (!statement.returnsBody) {
      const result = await tx.query(statement.text, statement.values);
      if (singular && result.affectedRows !== 1) throw restErrors.singular(result.affectedRows);
      return { count: result.affectedRows, body: undefined };
    }
    const row = await aggregateRow(tx, statement);
    // Throwing inside the transaction rolls the change back, as PostgREST does.
    return { count: row.row_count, body: singular ? singularBody(row) : row.body };
  });

  // PostgREST's Content-Range: an update names the rows it changed (0-1/2), an insert or delete only the count.
  const total = preferences.count ? outcome.count : undefined;
  const range = method === "PATCH" ? contentRange(0, outcome.count, total) : `*/${total ?? "*"}`;
  const headers = { "Content-Range": range };
  if (outcome.body !== undefined) {
    sendRawJson(request.res, method === "POST" ? 201 : 200, outcome.body, headers);
  } else {
    sendEmpty(request.res, method === "POST" ? 201 : 204, headers);
  }
}
