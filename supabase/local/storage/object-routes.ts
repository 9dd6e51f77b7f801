// Objects: upload (x-upsert), download (public, authenticated, either) and remove. Object rows are
// read and written as the caller's role, so the storage policies decide; bucket limits (size, MIME
// types) are enforced here, as the Storage server does.
import { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendJson } from "../http/respond";
import {
  asCaller,
  type Bucket,
  findBucket,
  FIND_OBJECT,
  optionalCaller,
  requiredCaller,
  type CallerInBucket,
  type StoredObject,
} from "./caller";
import { storageErrors } from "./errors";
import { bucketAndObject } from "./keys";
import type { ObjectFiles } from "./object-files";
import { writeObjectRow } from "./objects-table";
import { sendObject } from "./send-object";
import { receiveUpload } from "./upload-body";
import { coercedString } from "./validation";

/** Marks the transaction of a permission test for rollback once the write went through. */
class PermissionGranted extends Error {}

function mimeTypeAllowed(bucket: Bucket, mimeType: string): boolean {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return true;
  const [type] = mimeType.split("/");
  return allowed.some(
    (pattern) => pattern === mimeType || pattern === `${type}/*` || pattern === "*/*",
  );
}

export async function upload(
  context: StackContext,
  request: ApiRequest,
  files: ObjectFiles,
  path: string[],
  upsert: boolean,
): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity = await requiredCaller(context, request);
  const bucket = await findBucket(context, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const owner = typeof identity.claims.sub === "string" ? identity.claims.sub : undefined;
  const row = {
    bucket: bucketId,
    name,
    owner,
    file: { size: 0, eTag: "", mimeType: "", cacheControl: "" },
  };

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
    if (context.contentAddressedBuckets.has(bucketId) && received.sha256 !== name)
      throw storageErrors.notNamedByContent(name);
    const id = await asCaller(context, request, identity, "storage.object.upload", async (tx) => {
      const objectId = await writeObjectRow(
        tx,
        { ...row, file: received, userMetadata: received.userMetadata },
        upsert,
      );
      await files.commit(tempPath, objectId);
      return objectId;
    });
    sendJson(request.res, 200, { Id: id, Key: `${bucketId}/${name}` });
  } finally {
    await files.discard(tempPath);
  }
}

export type DownloadMode = "public" | "authenticated" | "either";

export async function download(
  context: StackContext,
  request: ApiRequest,
  files: ObjectFiles,
  path: string[],
  mode: DownloadMode,
): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity =
    mode === "public"
      ? undefined
      : mode === "authenticated"
        ? await requiredCaller(context, request)
        : await optionalCaller(context, request);
  const bucket = await findBucket(context, bucketId);
  if (!bucket || (!identity && !bucket.public)) throw storageErrors.noSuchBucket();

  // A public bucket's files are readable by URL without policies; a private one's through them.
  const found =
    bucket.public || !identity
      ? (await context.db.query<StoredObject>(FIND_OBJECT, [bucketId, name])).rows[0]
      : await asCaller(
          context,
          request,
          identity,
          "storage.object.get_authenticated",
          async (tx) => (await tx.query<StoredObject>(FIND_OBJECT, [bucketId, name])).rows[0],
        );
  await sendObject(request, files, found, name);
}

/** The object's bytes with Storage's headers; `?download` makes it an attachment. */
// Storage's deleteObjects body schema: 1 to 1,000 object names.
export const deleteObjectsBody = z.object({ prefixes: z.array(coercedString).min(1).max(1000) });

export async function removeMany(
  context: StackContext,
  request: ApiRequest,
  files: ObjectFiles,
  { bucket: bucketId, identity }: CallerInBucket,
  { prefixes }: z.output<typeof deleteObjectsBody>,
): Promise<void> {
  const deleted = await asCaller(
    context,
    request,
    identity,
    "storage.object.delete_many",
    async (tx) => {
      const { rows } = await tx.query<{ body: string }>(
        `with deleted as (
         delete from storage.objects
          where bucket_id = $1 and name in (select json_array_elements_text($2::json))
          returning *)
       select coalesce(json_agg(deleted), '[]')::text as body from deleted`,
        [bucketId, JSON.stringify(prefixes)],
      );
      return JSON.parse(rows[0]?.body ?? "[]") as { id: string }[];
    },
  );
  await Promise.all(deleted.map((object) => files.remove(object.id)));
  sendJson(request.res, 200, deleted);
}

export async function removeOne(
  context: StackContext,
  request: ApiRequest,
  files: ObjectFiles,
  path: string[],
): Promise<void> {
  const { bucket: bucketId, name } = bucketAndObject(path);
  const identity = await requiredCaller(context, request);
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
