// Signed URLs: POST /object/sign/<bucket>/<name>, POST /object/sign/<bucket> { paths }, and the GET
// of the URL they give (see signed-urls.ts for the tokens).
import { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendJson } from "../http/respond";
import type { Identity } from "../core/identity";
import { asCaller, type CallerInBucket, FIND_OBJECT, type StoredObject } from "./caller";
import { storageErrors } from "./errors";
import { bucketAndObject } from "./keys";
import type { ObjectFiles } from "./object-files";
import { sendObject } from "./send-object";
import { checkExpiresIn, signedObjectPath, verifySignedObject } from "./signed-urls";
import { coercedInteger, coercedString, parseOrRefuse } from "./validation";

// Storage's MAX_OBJECTS_PER_REQUEST.
const MAX_OBJECTS_PER_REQUEST = 1000;

const expiresIn = coercedInteger.pipe(z.number().min(1));
export const signOneBody = z.object({ expiresIn });
export const signManyBody = z.object({
  expiresIn,
  paths: z.array(coercedString).min(1).max(MAX_OBJECTS_PER_REQUEST),
});
const signedQuery = z.object({ token: z.string() });

/** POST /object/sign/<bucket>/<name>: a signed URL for one object the caller may read. */
export async function signOne(
  context: StackContext,
  request: ApiRequest,
  {
    guarded: { identity, bucket, name },
    body,
  }: {
    guarded: { identity: Identity; bucket: string; name: string };
    body: z.output<typeof signOneBody>;
  },
): Promise<void> {
  const seconds = checkExpiresIn(body.expiresIn);
  const found = await asCaller(
    context,
    request,
    identity,
    "storage.object.sign",
    async (tx) => (await tx.query<StoredObject>(FIND_OBJECT, [bucket, name])).rows[0],
  );
  if (!found) throw storageErrors.noSuchKey();
  sendJson(request.res, 200, {
    signedURL: await signedObjectPath(context.jwtSecret, bucket, name, seconds),
  });
}

/** POST /object/sign/<bucket> { paths }: a signed URL per readable object, an error for the rest. */
export async function signMany(
  context: StackContext,
  request: ApiRequest,
  {
    guarded: { identity, bucket },
    body,
  }: { guarded: CallerInBucket; body: z.output<typeof signManyBody> },
): Promise<void> {
  const seconds = checkExpiresIn(body.expiresIn);
  const readable = await asCaller(
    context,
    request,
    identity,
    "storage.object.sign_many",
    async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        "select name from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json))",
        [bucket, JSON.stringify(body.paths)],
      );
      return new Set(rows.map((row) => row.name));
    },
  );
  const answers = await Promise.all(
    body.paths.map(async (name) =>
      readable.has(name)
        ? {
            error: null,
            path: name,
            signedURL: await signedObjectPath(context.jwtSecret, bucket, name, seconds),
          }
        : {
            error: "Either the object does not exist or you do not have access to it",
            path: name,
            signedURL: null,
          },
    ),
  );
  sendJson(request.res, 200, answers);
}

/** GET /object/sign/<bucket>/<name>?token=: the object, for anyone holding a valid token for it. */
export async function signedDownload(
  context: StackContext,
  request: ApiRequest,
  files: ObjectFiles,
  path: string[],
): Promise<void> {
  const { token } = parseOrRefuse(
    signedQuery,
    Object.fromEntries(request.url.searchParams),
    "querystring",
  );
  const { bucket, name } = bucketAndObject(path);
  const exp = await verifySignedObject(context.jwtSecret, token, bucket, name);
  // The token is the permission: Storage reads the object as its own role.
  const found = (await context.db.query<StoredObject>(FIND_OBJECT, [bucket, name])).rows[0];
  await sendObject(
    request,
    files,
    found,
    name,
    exp === undefined ? {} : { Expires: new Date(exp * 1000).toUTCString() },
  );
}
