// /rest/v1: the PostgREST endpoints supabase-js calls. Reads, inserts, updates, deletes and rpc each
// run as one transaction in the caller's role; Postgres (grants and row-level security) decides.
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";
import type { Queryable } from "../db/database";
import { requireApiKey } from "../core/gateway";
import { isPlainObject, readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../http/errors";
import { joinedHeader } from "../http/headers";
import { sendEmpty, sendRawJson } from "../http/respond";
import { type Identity, isApiRole, resolveIdentity } from "../core/identity";
import { inRequestScope } from "../core/request-scope";
import { EXPOSED_SCHEMAS, qualifiedKey, type Relation } from "../db/schema-cache";
import { fromDatabaseError, jwtError, postgrestError, restErrors } from "./errors";
import { NotImplementedError, parseQueryParams, QueryParamError, type QueryParams } from "./query-params";
import {
  type BuiltStatement, buildDelete, buildInsert, buildRead, buildRpc, buildUpdate, type Page, resolveFunction, type SqlQuery,
} from "./sql";

interface Preferences {
  representation: boolean;
  count: boolean;
}

interface Negotiation {
  singular: boolean;
}

interface AggregateRow {
  body: string;
  row_count: number;
  total?: string | null;
}

function header(request: ApiRequest, name: string): string | undefined {
  return joinedHeader(request.req, name);
}

function parsePreferences(request: ApiRequest): Preferences {
  const prefer = (header(request, "prefer") ?? "").split(",").map((item) => item.trim());
  return {
    representation: prefer.includes("return=representation"),
    count: prefer.some((item) => /^count=(exact|planned|estimated)$/.test(item)),
  };
}

const ARRAY_TYPES = ["application/json", "application/vnd.pgrst.array+json", "*/*", "application/*"];
const OBJECT_TYPE = "application/vnd.pgrst.object+json";

function negotiate(request: ApiRequest): Negotiation {
  const accept = header(request, "accept");
  if (accept === undefined || accept.trim() === "") return { singular: false };
  const types = accept.split(",").map((item) => (item.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes(OBJECT_TYPE)) return { singular: true };
  if (types.some((type) => ARRAY_TYPES.includes(type))) return { singular: false };
  throw postgrestError(406, "PGRST107", `None of these media types are available: ${types.join(", ")}`);
}

function checkProfile(request: ApiRequest, method: string): void {
  const profile = header(request, method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile");
  if (profile !== undefined && !(EXPOSED_SCHEMAS as readonly string[]).includes(profile)) {
    throw restErrors.invalidSchema(profile, EXPOSED_SCHEMAS);
  }
}

function authenticate(context: StackContext, request: ApiRequest): Identity {
  requireApiKey(request, context.jwtSecret);
  const result = resolveIdentity(request.req, request.url, context.jwtSecret);
  if (!result.ok) {
    throw result.failure === "missing" ? jwtError("empty") : jwtError(result.failure, result.parts);
  }
  const { role } = result.identity;
  if (!context.schema().roles.has(role)) {
    throw postgrestError(401, "22023", `role "${role}" does not exist`, null, null, { "WWW-Authenticate": "Bearer" });
  }
  if (!isApiRole(role)) throw restErrors.roleNotAllowed(role);
  return result.identity;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw postgrestError(404, "PGRST125", "Invalid path specified in request URL");
  }
}

/** `Range: 0-9` and limit/offset, intersected as PostgREST does, and never more than `maxRows` rows. */
function requestedPage(request: ApiRequest, params: QueryParams, maxRows: number): Page {
  let offset = params.offset ?? 0;
  let limit = params.limit;
  const range = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header(request, "range") ?? "");
  if (range) {
    const from = Number(range[1]);
    const to = range[2] === "" ? undefined : Number(range[2]);
    if (to !== undefined && to < from) {
      throw postgrestError(416, "PGRST103", "Requested range not satisfiable",
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.");
    }
    const end = Math.min(to ?? Infinity, limit === undefined ? Infinity : offset + limit - 1);
    offset = Math.max(offset, from);
    limit = end === Infinity ? undefined : Math.max(0, end - offset + 1);
  }
  return { offset, limit: Math.min(limit ?? maxRows, maxRows) };
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? "*" : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

/** The body of a singular response is the one element of the array Postgres built. */
function singularBody(row: AggregateRow): string {
  if (row.row_count !== 1) throw restErrors.singular(row.row_count);
  return JSON.stringify((JSON.parse(row.body) as unknown[])[0]);
}

async function aggregateRow(tx: Queryable, statement: SqlQuery): Promise<AggregateRow> {
  const { rows } = await tx.query<AggregateRow>(statement.text, statement.values);
  const [row] = rows;
  if (!row) throw new Error("aggregate query returned no row");
  return row;
}

function lookupRelation(context: StackContext, name: string): Relation {
  const relation = context.schema().relations.get(qualifiedKey("public", name));
  if (!relation) throw restErrors.tableNotFound("public", name);
  return relation;
}

async function handleRead(context: StackContext, request: ApiRequest, identity: Identity, relation: Relation, params: QueryParams): Promise<void> {
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

async function readBodyJson(request: ApiRequest): Promise<unknown> {
  try {
    return await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError) throw restErrors.invalidBody("Empty or invalid json");
    if (error instanceof BodyTooLargeError) throw postgrestError(413, "PGRST102", "Request body too large");
    throw error;
  }
}

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

async function handleMutation(context: StackContext, request: ApiRequest, identity: Identity, relation: Relation, params: QueryParams): Promise<void> {
  const method = request.req.method ?? "";
  const preferences = parsePreferences(request);
  const { singular } = negotiate(request);
  if (method !== "POST" && (params.limit !== undefined || params.offset !== undefined)) {
    throw restErrors.notImplemented("limit and offset on updates and deletes");
  }
  // Supabase loads pg-safeupdate for the API: an update or delete must say which rows.
  if (method !== "POST" && params.filters.length === 0) {
    throw postgrestError(400, "21000", `${method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`);
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
    statement = buildUpdate(relation, patch, params.filters, returning);
  } else {
    statement = buildDelete(relation, params.filters, returning);
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

  const headers = { "Content-Range": `*/${preferences.count ? outcome.count : "*"}` };
  if (outcome.body !== undefined) {
    sendRawJson(request.res, method === "POST" ? 201 : 200, outcome.body, headers);
  } else {
    sendEmpty(request.res, method === "POST" ? 201 : 204, headers);
  }
}

async function handleRpc(context: StackContext, request: ApiRequest, identity: Identity, name: string): Promise<void> {
  const method = request.req.method ?? "";
  if (!["GET", "HEAD", "POST"].includes(method)) {
    throw postgrestError(405, "PGRST101", `Cannot use the ${method} method on RPC`);
  }
  const { singular } = negotiate(request);
  let args: Record<string, unknown> = {};
  if (method === "POST") {
    const body = await readBodyJson(request);
    if (body !== undefined && !isPlainObject(body)) throw restErrors.invalidBody("Empty or invalid json");
    args = body ?? {};
  } else if ([...request.url.searchParams.keys()].some((key) => key !== "apikey")) {
    throw restErrors.notImplemented("function arguments in the query string; call it with POST");
  }
  const fn = resolveFunction(context.schema().functions.get(qualifiedKey("public", name)) ?? [], Object.keys(args));
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
    return fn.returnsSet ? row.body : JSON.stringify((JSON.parse(row.body) as unknown[])[0] ?? null);
  });
  if (body === undefined || method === "HEAD") sendEmpty(request.res, body === undefined ? 204 : 200);
  else sendRawJson(request.res, 200, body);
}

function inTransaction<T>(context: StackContext, request: ApiRequest, identity: Identity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return inRequestScope(context, request, identity, {}, fn).catch((error: unknown) => {
    throw fromDatabaseError(error, identity.role !== "anon") ?? error;
  });
}

function parseParams(request: ApiRequest): QueryParams {
  try {
    return parseQueryParams(request.url.searchParams);
  } catch (error) {
    if (error instanceof QueryParamError) throw restErrors.queryParam(error.message, error.details);
    if (error instanceof NotImplementedError) throw restErrors.notImplemented(error.details);
    throw error;
  }
}

export const handleRest: ApiHandler = async (context, request) => {
  const method = request.req.method ?? "";
  const segments = request.path.split("/").filter((segment) => segment !== "");
  const identity = authenticate(context, request);
  checkProfile(request, method);

  if (segments.length === 2 && segments[0] === "rpc") {
    return handleRpc(context, request, identity, decodeSegment(segments[1] ?? ""));
  }
  if (segments.length !== 1) throw postgrestError(404, "PGRST125", "Invalid path specified in request URL");
  const relation = lookupRelation(context, decodeSegment(segments[0] ?? ""));
  if (method === "PUT") throw restErrors.notImplemented("PUT (single-row upsert)");
  if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) throw restErrors.unsupportedMethod(method);

  const params = parseParams(request);
  if (method === "GET" || method === "HEAD") return handleRead(context, request, identity, relation, params);
  return handleMutation(context, request, identity, relation, params);
};
