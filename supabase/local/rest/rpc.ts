// /rpc/<function>: a function of the public schema, called with GET, HEAD or POST.
import type { ApiRequest, StackContext } from "../http/context";
import type { Identity } from "../core/identity";
import { qualifiedKey } from "../db/schema-cache";
import { isPlainObject } from "../http/body";
import { sendEmpty, sendRawJson } from "../http/respond";
import { restErrors } from "./errors";
import { inTransaction } from "./caller";
import { readBodyJson } from "./input";
import { negotiate } from "./negotiation";
import { aggregateRow, singularBody } from "./rows";
import { buildRpc, resolveFunction } from "./sql";

export async function handleRpc(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  name: string,
): Promise<void> {
  const method = request.req.method ?? "";
  const { singular } = negotiate(request);
  let args: Record<string, unknown> = {};
  if (method === "POST") {
    const body = await readBodyJson(request);
    if (body !== undefined && !isPlainObject(body))
      throw restErrors.invalidBody("Empty or invalid json");
    args = body ?? {};
  } else if ([...request.url.searchParams.keys()].some((key) => key !== "apikey")) {
    throw restErrors.notImplemented("function arguments in the query string; call it with POST");
  }
  const fn = resolveFunction(
    context.schema().functions.get(qualifiedKey("public", name)) ?? [],
    Object.keys(args),
  );
  if (!fn) throw restErrors.functionNotFound("public", name, Object.keys(args).sort());
  const statement = buildRpc(fn, args, context.maxRows);
  const body = await inTransaction(context, request, identity, async (tx) => {
    if (!statement.returnsBody) {
      await tx.query(statement.text, statement.values);
      return undefined;
    }
    const row = await aggregateRow(tx, statement);
    if (singular) return singularBody(row);
    // A function that returns one value (or one row) answers with it, not with an array.
    return fn.returnsSet
      ? row.body
      : JSON.stringify((JSON.parse(row.body) as unknown[])[0] ?? null);
  });
  if (body === undefined || method === "HEAD")
    sendEmpty(request.res, body === undefined ? 204 : 200);
  else sendRawJson(request.res, 200, body);
}
