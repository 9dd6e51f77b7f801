// /storage/v1: the part of Supabase Storage the app uses: upload (x-upsert), download (authenticated
// and public), remove and list. Object rows are read and written as the caller's role, so the storage
// policies decide; bucket limits (size, MIME types) are enforced here, as the Storage server does.
import { z } from "zod";
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";
import type { Queryable } from "../db/database";
import { isPlainObject, readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../http/errors";
import { sendJson, sendRawJson } from "../http/respond";
import { type Identity, isApiRole, resolveIdentity } from "../core/identity";
import type { JwtFailure } from "../core/jwt";
import { inRequestScope } from "../core/request-scope";
import { storageErrors } from "./errors";
import { bucketAndObject, bucketName } from "./keys";
import { ObjectFiles } from "./object-files";
import { writeObjectRow } from "./objects-table";
import { checkExpiresIn, signedObjectPath, verifySignedObject } from "./signed-urls";
import { receiveUpload } from "./upload-body";
import { ajvInteger, parseOrRefuse } from "./validation";

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface StoredObject {
  id: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string } | null;
}

/** Marks the transaction of a permission test for rollback once the write went through. */
class PermissionGranted extends Error {}

// What the jose library (used by Storage) says about a token it refuses.
const JWT_MESSAGES: Record<JwtFailure | "missing", string> = {
  missing: "jwt must be provided",
  empty: "jwt must be provided",
  malformed: "Invalid Compact JWS",
  unsupported_algorithm: "Unsupported \"alg\" value for a JSON Web Key Set",
  bad_signature: "signature verification failed",
  expired: "\"exp\" claim timestamp check failed",
  not_yet_valid: "\"nbf\" claim timestamp check failed",
  bad_claims: "JWT Claims Set must be a top-level JSON object",
};

function checkRole(context: StackContext, identity: Identity): Identity {
  if (!isApiRole(identity.role) || !context.schema().roles.has(identity.role)) {
    throw storageErrors.accessDenied("Access denied: Invalid role");
  }
  return identity;
}

/** The caller; a missing or invalid token is refused. */
function requiredCaller(context: StackContext, request: ApiRequest): Identity {
  const result = resolveIdentity(request.req, request.url, context.jwtSecret);
  if (!result.ok) throw storageErrors.accessDenied(JWT_MESSAGES[result.failure]);
  return checkRole(context, result.identity);
}

/** The caller, or nobody when the token is missing or invalid (Storage's allowInvalidJwt routes). */
function optionalCaller(context: StackContext, request: ApiRequest): Identity | undefined {
  const result = resolveIdentity(request.req, request.url, context.jwtSecret);
  return result.ok ? checkRole(context, result.identity) : undefined;
}

function asCaller<T>(context: StackContext, request: ApiRequest, identity: Identity, operation: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const settings = { "request.jwt": identity.token, "storage.operation": operation, "storage.allow_delete_query": "true" };
  return inRequestScope(context, request, identity, settings, fn);
}

/** Storage reads buckets as its own privileged role: the bucket's settings are not the caller's to hide. */
async function findBucket(context: StackContext, id: string): Promise<Bucket | undefined> {
  const { rows } = await context.db.query<Bucket>(
    "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  return rows[0];
}

// Storage's MAX_OBJECTS_PER_REQUEST.
const MAX_OBJECTS_PER_REQUEST = 1000;

const FIND_OBJECT = "select id::text, metadata from storage.objects where bucket_id = $1 and name = $2 limit 1";

function mimeTypeAllowed(bucket: Bucket, mimeType: string): boolean {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return true;
  const [type] = mimeType.split("/");
  return allowed.some((pattern) => pattern === mimeType || pattern === `${type}/*` || pattern === "*/*");
}

async function upload(context: StackContext, request: ApiRequest, files: ObjectFiles, path: string[], upsert: boolean): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity = requiredCaller(context, request);
  const bucket = await findBucket(context, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const owner = typeof identity.claims.sub === "string" ? identity.claims.sub : undefined;
  const row = { bucket: bucketId, name, owner, file: { size: 0, eTag: "", mimeType: "", cacheControl: "" } };

  // Like Storage, check the policies with the same write (rolled back) before reading any body.
  await asCaller(context, request, identity, "storage.object.upload", async (tx) => {
    await writeObjectRow(tx, row, upsert);
    throw new PermissionGranted();
  }).catch((error: unknown) => {
    if (!(error instanceof PermissionGranted)) throw error;
  });

  const tempPath = files.tempPath();
  try {
    const received = await receiveUpload(request.req, tempPath, {
      maxBytes: Math.min(context.uploadLimit, bucket.file_size_limit ?? Infinity),
      checkMimeType: (mimeType) => {
        if (!mimeTypeAllowed(bucket, mimeType)) throw storageErrors.invalidMimeType(mimeType);
      },
    });
    if (received === "too_large") throw storageErrors.entityTooLarge();
    const id = await asCaller(context, request, identity, "storage.object.upload", async (tx) => {
      const objectId = await writeObjectRow(tx, { ...row, file: received, userMetadata: received.userMetadata }, upsert);
      await files.commit(tempPath, objectId);
      return objectId;
    });
    sendJson(request.res, 200, { Id: id, Key: `${bucketId}/${name}` });
  } finally {
    await files.discard(tempPath);
  }
}

type DownloadMode = "public" | "authenticated" | "either";

async function download(context: StackContext, request: ApiRequest, files: ObjectFiles, path: string[], mode: DownloadMode): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity = mode === "public" ? undefined : mode === "authenticated" ? requiredCaller(context, request) : optionalCaller(context, request);
  const bucket = await findBucket(context, bucketId);
  if (!bucket || (!identity && !bucket.public)) throw storageErrors.noSuchBucket();

  // A public bucket's files are readable by URL without policies; a private one's through them.
  const found = bucket.public || !identity
    ? (await context.db.query<StoredObject>(FIND_OBJECT, [bucketId, name])).rows[0]
    : await asCaller(context, request, identity, "storage.object.get_authenticated",
      async (tx) => (await tx.query<StoredObject>(FIND_OBJECT, [bucketId, name])).rows[0]);
  await sendObject(request, files, found, name);
}

/** The object's bytes with Storage's headers; `?download` makes it an attachment. */
async function sendObject(request: ApiRequest, files: ObjectFiles, found: StoredObject | undefined, name: string, extraHeaders: Record<string, string> = {}): Promise<void> {
  const file = found && (await files.open(found.id));
  if (!found || !file) throw storageErrors.noSuchKey();

  const metadata = found.metadata ?? {};
  const headers: Record<string, string> = {
    "Content-Type": metadata.mimetype ?? "application/octet-stream",
    "Content-Length": String(file.size),
    "Cache-Control": metadata.cacheControl ?? "no-cache",
    "X-Content-Type-Options": "nosniff",
    ...extraHeaders,
  };
  if (metadata.eTag) headers.ETag = metadata.eTag;
  if (metadata.lastModified) headers["Last-Modified"] = new Date(metadata.lastModified).toUTCString();
  const downloadAs = request.url.searchParams.get("download");
  if (downloadAs !== null) {
    headers["Content-Disposition"] = `attachment; filename="${encodeURIComponent(downloadAs || name.split("/").pop() || name)}"`;
  }
  request.res.writeHead(200, headers);
  if (request.req.method === "HEAD") {
    file.stream.destroy();
    request.res.end();
    return;
  }
  file.stream.on("error", () => request.res.destroy());
  file.stream.pipe(request.res);
}

async function readBody(request: ApiRequest): Promise<Record<string, unknown>> {
  try {
    const body = await readJson(request.req);
    if (!isPlainObject(body)) throw storageErrors.invalidRequest("body must be object");
    return body;
  } catch (error) {
    if (error instanceof MalformedJsonError) throw storageErrors.invalidRequest("Body is not valid JSON");
    if (error instanceof BodyTooLargeError) throw storageErrors.entityTooLarge();
    throw error;
  }
}

async function removeMany(context: StackContext, request: ApiRequest, files: ObjectFiles, rawBucket: string): Promise<void> {
  const bucketId = bucketName(rawBucket);
  const identity = requiredCaller(context, request);
  const { prefixes } = await readBody(request);
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === "string")) {
    throw storageErrors.invalidRequest("body/prefixes must be an array of 1 to 1000 object names");
  }
  const deleted = await asCaller(context, request, identity, "storage.object.delete_many", async (tx) => {
    const { rows } = await tx.query<{ body: string }>(
      `with deleted as (
         delete from storage.objects
          where bucket_id = $1 and name in (select json_array_elements_text($2::json))
          returning *)
       select coalesce(json_agg(deleted), '[]')::text as body from deleted`,
      [bucketId, JSON.stringify(prefixes)],
    );
    return JSON.parse(rows[0]?.body ?? "[]") as { id: string }[];
  });
  await Promise.all(deleted.map((object) => files.remove(object.id)));
  sendJson(request.res, 200, deleted);
}

async function removeOne(context: StackContext, request: ApiRequest, files: ObjectFiles, path: string[]): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity = requiredCaller(context, request);
  const id = await asCaller(context, request, identity, "storage.object.delete", async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      "delete from storage.objects where bucket_id = $1 and name = $2 returning id::text",
      [bucketId, name],
    );
    return rows[0]?.id;
  });
  if (!id) throw storageErrors.noSuchKey();
  await files.remove(id);
  sendJson(request.res, 200, { message: "Successfully deleted" });
}

// expiresIn is coerced from a numeric string, as Fastify's Ajv does.
const expiresIn = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value), ajvInteger.pipe(z.number().min(1)));
const signOneBody = z.object({ expiresIn });
const signManyBody = z.object({ expiresIn, paths: z.array(z.string()).min(1).max(MAX_OBJECTS_PER_REQUEST) });
const signedQuery = z.object({ token: z.string() });

/** POST /object/sign/<bucket>/<name>: a signed URL for one object the caller may read. */
async function signOne(context: StackContext, request: ApiRequest, path: string[]): Promise<void> {
  const identity = requiredCaller(context, request);
  const { bucket, name } = bucketAndObject(path);
  const body = parseOrRefuse(signOneBody, await readBody(request));
  const seconds = checkExpiresIn(body.expiresIn);
  const found = await asCaller(context, request, identity, "storage.object.sign",
    async (tx) => (await tx.query<StoredObject>(FIND_OBJECT, [bucket, name])).rows[0]);
  if (!found) throw storageErrors.noSuchKey();
  sendJson(request.res, 200, { signedURL: await signedObjectPath(context.jwtSecret, bucket, name, seconds) });
}

/** POST /object/sign/<bucket> { paths }: a signed URL per readable object, an error for the rest. */
async function signMany(context: StackContext, request: ApiRequest, rawBucket: string): Promise<void> {
  const identity = requiredCaller(context, request);
  const bucket = bucketName(rawBucket);
  const body = parseOrRefuse(signManyBody, await readBody(request));
  const seconds = checkExpiresIn(body.expiresIn);
  const readable = await asCaller(context, request, identity, "storage.object.sign_many", async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      "select name from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json))",
      [bucket, JSON.stringify(body.paths)],
    );
    return new Set(rows.map((row) => row.name));
  });
  const answers = await Promise.all(body.paths.map(async (name) => readable.has(name)
    ? { error: null, path: name, signedURL: await signedObjectPath(context.jwtSecret, bucket, name, seconds) }
    : { error: "Either the object does not exist or you do not have access to it", path: name, signedURL: null }));
  sendJson(request.res, 200, answers);
}

/** GET /object/sign/<bucket>/<name>?token=: the object, for anyone holding a valid token for it. */
async function signedDownload(context: StackContext, request: ApiRequest, files: ObjectFiles, path: string[]): Promise<void> {
  const { token } = parseOrRefuse(signedQuery, Object.fromEntries(request.url.searchParams), "querystring");
  const { bucket, name } = bucketAndObject(path);
  const exp = await verifySignedObject(context.jwtSecret, token, bucket, name);
  // The token is the permission: Storage reads the object as its own role.
  const found = (await context.db.query<StoredObject>(FIND_OBJECT, [bucket, name])).rows[0];
  await sendObject(request, files, found, name, exp === undefined ? {} : { Expires: new Date(exp * 1000).toUTCString() });
}

const SORT_COLUMNS = ["name", "created_at", "updated_at", "last_accessed_at"];

function listOptions(body: Record<string, unknown>) {
  const { prefix = "", limit = 100, offset = 0, search = "", sortBy } = body;
  const sort = isPlainObject(sortBy) ? sortBy : {};
  const column = sort.column ?? "name";
  const order = sort.order ?? "asc";
  const valid =
    typeof prefix === "string" && typeof search === "string" &&
    Number.isInteger(limit) && (limit as number) >= 0 && (limit as number) <= 10_000 &&
    Number.isInteger(offset) && (offset as number) >= 0 &&
    typeof column === "string" && SORT_COLUMNS.includes(column) &&
    typeof order === "string" && ["asc", "desc"].includes(order.toLowerCase());
  if (!valid) throw storageErrors.invalidRequest("Invalid list options");
  // Storage treats the prefix as a folder.
  const folder = (prefix as string).length > 0 && !(prefix as string).endsWith("/") ? `${prefix as string}/` : (prefix as string);
  return { folder, search: search as string, limit: limit as number, offset: offset as number, column: column as string, descending: (order as string).toLowerCase() === "desc" };
}

async function list(context: StackContext, request: ApiRequest, rawBucket: string): Promise<void> {
  const bucketId = bucketName(rawBucket);
  const identity = requiredCaller(context, request);
  const options = listOptions(await readBody(request));
  // The sort column and direction come from the fixed lists above.
  const orderBy = `${options.column === "name" ? "" : `${options.column} ${options.descending ? "desc" : "asc"} nulls last, `}name ${options.descending && options.column === "name" ? "desc" : "asc"}`;
  const body = await asCaller(context, request, identity, "storage.object.list", async (tx) => {
    const { rows } = await tx.query<{ body: string }>(
      `with under_prefix as (
         select substr(name, char_length($2) + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)),
       entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from under_prefix where position('/' in rest) > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
           from under_prefix where rest <> '' and position('/' in rest) = 0)
       select coalesce(json_agg(page), '[]')::text as body from (
         select * from entries where name ilike $3 || '%' order by ${orderBy} limit $4 offset $5) page`,
      [bucketId, options.folder, options.search, options.limit, options.offset],
    );
    return rows[0]?.body ?? "[]";
  });
  sendRawJson(request.res, 200, body);
}

export const handleStorage: ApiHandler = async (context, request) => {
  const files = new ObjectFiles(context.storageDir);
  const method = request.req.method ?? "";
  const [area, ...segments] = request.path.slice(1).split("/");
  if (area !== "object" || segments.length === 0) throw storageErrors.notFound();
  const [first = "", ...rest] = segments;
  const read = method === "GET" || method === "HEAD";

  if (first === "public" && read) return download(context, request, files, rest, "public");
  if (first === "authenticated" && read) return download(context, request, files, rest, "authenticated");
  if (first === "list" && method === "POST" && rest.length === 1) return list(context, request, rest[0] ?? "");
  if (first === "sign" && method === "POST" && rest.length === 1) return signMany(context, request, rest[0] ?? "");
  if (first === "sign" && method === "POST" && rest.length > 1) return signOne(context, request, rest);
  if (first === "sign" && read && rest.length > 1) return signedDownload(context, request, files, rest);
  if (rest.length === 0 && method === "DELETE") return removeMany(context, request, files, first);
  if (method === "POST") return upload(context, request, files, segments, request.req.headers["x-upsert"] === "true");
  if (method === "PUT") return upload(context, request, files, segments, true);
  if (read) return download(context, request, files, segments, "either");
  if (method === "DELETE") return removeOne(context, request, files, segments);
  throw storageErrors.notFound();
};
