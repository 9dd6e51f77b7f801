// GET and HEAD on a table or view.
import type { ApiRequest, StackContext } from "../http/context";
import type { Identity } from "../core/identity";
import type { Relation } from "../db/schema-cache";
import { sendEmpty, sendRawJson } from "../http/respond";
import { restErrors } from "./errors";
import type { QueryParams } from "./query-params";
import { inTransaction } from "./caller";
import { negotiate, parsePreferences } from "./negotiation";
import { aggregateRow, contentRange, requestedPage, singularBody } from "./rows";
import { buildRead } from "./sql";

export async function handleRead(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  relation: Relation,
  params: QueryParams,
): Promise<void> {
  const preferences = parsePreferences(request);
  const { singular } = negotiate(request);
  const page = requestedPage(request, params, context.maxRows);
  const statement = buildRead(relation, params, page, preferences.count);
  const row = await inTransaction(context, request, identity, (tx) => aggregateRow(tx, statement));
  const total = row.total === null || row.total === undefined ? undefined : Number(row.total);
  if (total !== undefined && page.offset > total) {
    throw restErrors.rangeNotSatisfiable(page.offset, total);
  }
  const body = singular ? singularBody(row) : row.body;
  const partial = total !== undefined && row.row_count < total;
  const headers = { "Content-Range": contentRange(page.offset, row.row_count, total) };
  if (request.req.method === "HEAD") sendEmpty(request.res, partial ? 206 : 200, headers);
  else sendRawJson(request.res, partial ? 206 : 200, body, headers);
}
