// What every /rest/v1 request needs: the caller (API key and JWT), Prefer and Accept, the
// relation or function named in the path, the JSON body, the query parameters, and the transaction
// in the caller's role.
import type { ApiRequest, StackContext } from "../core/context";
import { requireApiKey } from "../core/gateway";
import { type Identity, isApiRole, resolveIdentity } from "../core/identity";
import { inRequestScope } from "../core/request-scope";
import type { Queryable } from "../db/database";
import { EXPOSED_SCHEMAS, qualifiedKey, type Relation } from "../db/schema-cache";
import { readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../core/errors";
import { joinedHeader } from "../core/headers";
import { fromDatabaseError, jwtError, postgrestError, restErrors } from "./errors";
import {
  NotImplementedError,
  parseQueryParams,
  QueryParamError,
  type QueryParams,
} from "./query-params";

export interface Preferences {
  representation: boolean;
  count: boolean;
}

interface Negotiation {
  singular: boolean;
}

function header(request: ApiRequest, name: string): string | undefined {
  return joinedHeader(request.req, name);
}

export function parsePreferences(request: ApiRequest): Preferences {
  const prefer = (header(request, "prefer") ?? "").split(",").map((item) => item.trim());
  return {
    representation: prefer.includes("return=representation"),
    count: prefer.some((item) => /^count=(exact|planned|estimated)$/.test(item)),
  };
}

const ARRAY_TYPES = [
  "application/json",
  "application/vnd.pgrst.array+json",
  "*/*",
  "application/*",
];
const OBJECT_TYPE = "application/vnd.pgrst.object+json";

export function negotiate(request: ApiRequest): Negotiation {
  const accept = header(request, "accept");
  if (accept === undefined || accept.trim() === "") return { singular: false };
  const types = accept.split(",").map((item) => (item.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes(OBJECT_TYPE)) return { singular: true };
  if (types.some((type) => ARRAY_TYPES.includes(type))) return { singular: false };
  throw postgrestError(
    406,
    "PGRST107",
    `None of these media types are available: ${types.join(", ")}`,
  );
}

export function checkProfile(request: ApiRequest): void {
  const method = request.req.method ?? "";
  const profile = header(
    request,
    method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile",
  );
  if (profile !== undefined && !(EXPOSED_SCHEMAS as readonly string[]).includes(profile)) {
    throw restErrors.invalidSchema(profile, EXPOSED_SCHEMAS);
  }
}

export async function authenticate(context: StackContext, request: ApiRequest): Promise<Identity> {
  await requireApiKey(request, context.keys);
  const result = await resolveIdentity(request.req, request.url, context.keys);
  if (!result.ok) {
    throw result.failure === "missing" ? jwtError("empty") : jwtError(result.failure, result.parts);
  }
  const { role } = result.identity;
  if (!context.schema().roles.has(role)) {
    throw postgrestError(401, "22023", `role "${role}" does not exist`, null, null, {
      "WWW-Authenticate": "Bearer",
    });
  }
  if (!isApiRole(role)) throw restErrors.roleNotAllowed(role);
  return result.identity;
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw restErrors.invalidPath();
  }
}

/** `Range: 0-9` and limit/offset, intersected as PostgREST does, and never more than `maxRows` rows. */
export function lookupRelation(context: StackContext, name: string): Relation {
  const relation = context.schema().relations.get(qualifiedKey("public", name));
  if (!relation) throw restErrors.tableNotFound("public", name);
  return relation;
}
export async function readBodyJson(request: ApiRequest): Promise<unknown> {
  try {
    return await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError) throw restErrors.invalidBody("Empty or invalid json");
    if (error instanceof BodyTooLargeError)
      throw postgrestError(413, "PGRST102", "Request body too large");
    throw error;
  }
}

export function inTransaction<T>(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return inRequestScope(context, request, identity, {}, fn).catch((error: unknown) => {
    throw fromDatabaseError(error, identity.role !== "anon") ?? error;
  });
}

export function parseParams(request: ApiRequest): QueryParams {
  try {
    return parseQueryParams(request.url.searchParams);
  } catch (error) {
    if (error instanceof QueryParamError) throw restErrors.queryParam(error.message, error.details);
    if (error instanceof NotImplementedError) throw restErrors.notImplemented(error.details);
    throw error;
  }
}
