// Signed download URLs as Supabase Storage makes them (src/storage/object.ts signObjectUrl,
// signObjectUrls, verifyObjectSignature): an HS256 token with the object's `bucket/name` as `url` and
// the `download` scope, signed with the project's JWT secret and checked with jose, as Storage does.
import { errors, jwtVerify, SignJWT } from "jose";
import { storageError } from "./errors";

const DOWNLOAD_SCOPE = "download";
// Storage refuses an expiry whose absolute time would pass JavaScript's safe integers in milliseconds.
const MAX_ABSOLUTE_EXPIRY_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

export const signedUrlErrors = {
  invalidParameter: (name: string) =>
    storageError(400, "InvalidParameter", `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => storageError(400, "InvalidJWT", message),
  invalidSignature: (message = "Invalid signature") =>
    storageError(400, "InvalidSignature", message),
};

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Storage's assertValidNumericJWTExpiration: whole seconds from 1 up to the safe-integer horizon. */
export function checkExpiresIn(expiresIn: number): number {
  const seconds = Math.floor(expiresIn);
  if (
    !Number.isSafeInteger(seconds) ||
    seconds < 1 ||
    seconds > MAX_ABSOLUTE_EXPIRY_SECONDS - Math.floor(Date.now() / 1000)
  ) {
    throw signedUrlErrors.invalidParameter("expiresIn");
  }
  return seconds;
}

/** `/object/sign/<bucket>/<name>?token=...`, the path Storage answers (relative to /storage/v1). */
export async function signedObjectPath(
  secret: string,
  bucket: string,
  name: string,
  expiresInSeconds: number,
): Promise<string> {
  const url = `${bucket}/${name}`;
  const token = await new SignJWT({ url, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${expiresInSeconds}s`)
    .sign(key(secret));
  return `/object/sign/${url}?token=${token}`;
}

/** The token's expiry (seconds, if it has one) once it is valid, unexpired and made for this very object. */
export async function verifySignedObject(
  secret: string,
  token: string,
  bucket: string,
  name: string,
): Promise<number | undefined> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw signedUrlErrors.invalidJwt(error.message);
    throw error;
  }
  // Tokens from before scopes (no scope, no upload claims) still open downloads, as in Storage.
  const downloadScoped =
    payload.scope === DOWNLOAD_SCOPE || (payload.scope === undefined && !("upsert" in payload));
  if (!downloadScoped)
    throw signedUrlErrors.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`);
  if (payload.url !== `${bucket}/${name}`) throw signedUrlErrors.invalidSignature();
  // jose has refused an expired token already, so Storage's own ExpiredToken check never fires.
  return typeof payload.exp === "number" ? payload.exp : undefined;
}
