// Who calls Storage and in what scope: the caller's verified token (Storage's own messages for a bad
// one), their transaction with the request settings and the Storage operation, and the reads Storage
// makes as its own role (buckets) or the caller's (objects).
import type { ApiRequest, StackContext } from "../http/context";
import { type Identity, isApiRole, resolveIdentity } from "../core/identity";
import type { JwtFailure } from "../core/jwt";
import { inRequestScope } from "../http/request-scope";
import type { Queryable } from "../db/database";
import { isPlainObject, readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../core/errors";
import type { z } from "zod";
import { storageErrors } from "./errors";
import { bucketName } from "./keys";
import { parseOrRefuse, validationError } from "./validation";

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface StoredObject {
  id: string;
  metadata: {
    mimetype?: string;
    cacheControl?: string;
    eTag?: string;
    lastModified?: string;
  } | null;
}

// What the jose library (used by Storage) says about a token it refuses.
const JWT_MESSAGES: Record<JwtFailure | "missing", string> = {
  missing: "jwt must be provided",
  empty: "jwt must be provided",
  malformed: "Invalid Compact JWS",
  unsupported_algorithm: 'Unsupported "alg" value for a JSON Web Key Set',
  bad_signature: "signature verification failed",
  expired: '"exp" claim timestamp check failed',
  not_yet_valid: '"nbf" claim timestamp check failed',
  bad_claims: "JWT Claims Set must be a top-level JSON object",
};

function checkRole(context: StackContext, identity: Identity): Identity {
  if (!isApiRole(identity.role) || !context.schema().roles.has(identity.role)) {
    throw storageErrors.accessDenied("Access denied: Invalid role");
  }
  return identity;
}

/** The caller; a missing or invalid token is refused. */
export async function requiredCaller(
  context: StackContext,
  request: ApiRequest,
): Promise<Identity> {
  const result = await resolveIdentity(request.req, request.url, context.keys);
  if (!result.ok) throw storageErrors.accessDenied(JWT_MESSAGES[result.failure]);
  return checkRole(context, result.identity);
}

/** The caller, or nobody when the token is missing or invalid (Storage's allowInvalidJwt routes). */
export async function optionalCaller(
  context: StackContext,
  request: ApiRequest,
): Promise<Identity | undefined> {
  const result = await resolveIdentity(request.req, request.url, context.keys);
  return result.ok ? checkRole(context, result.identity) : undefined;
}

export function asCaller<T>(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  operation: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const settings = {
    "request.jwt": identity.token,
    "storage.operation": operation,
    "storage.allow_delete_query": "true",
  };
  return inRequestScope(context, request, identity, settings, fn);
}

/** Storage reads buckets as its own privileged role: the bucket's settings are not the caller's to hide. */
export async function findBucket(context: StackContext, id: string): Promise<Bucket | undefined> {
  const { rows } = await context.db.query<Bucket>(
    "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  return rows[0];
}

export const FIND_OBJECT =
  "select id::text, metadata from storage.objects where bucket_id = $1 and name = $2 limit 1";

/** The route table's body reader: a JSON object checked with the route's schema (Storage's 400s). */
export async function readBody(request: ApiRequest, schema: z.ZodType): Promise<unknown> {
  let body: unknown;
  try {
    body = await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError)
      throw storageErrors.invalidRequest("Body is not valid JSON");
    if (error instanceof BodyTooLargeError) throw storageErrors.entityTooLarge();
    throw error;
  }
  if (!isPlainObject(body)) throw validationError("body must be object");
  return parseOrRefuse(schema, body);
}

export interface CallerInBucket {
  identity: Identity;
  bucket: string;
}

/** The guard of the routes on a bucket: its name is checked, then the caller (list, delete). */
export async function bucketThenCaller(
  context: StackContext,
  request: ApiRequest,
  params: { bucket?: string },
): Promise<CallerInBucket> {
  const bucket = bucketName(params.bucket ?? "");
  return { bucket, identity: await requiredCaller(context, request) };
}

/** The same, the caller first (signing many). */
export async function callerThenBucket(
  context: StackContext,
  request: ApiRequest,
  params: { bucket?: string },
): Promise<CallerInBucket> {
  const identity = await requiredCaller(context, request);
  return { bucket: bucketName(params.bucket ?? ""), identity };
}
