// Bucket and object names from a Storage URL: percent-decoded, checked with Storage's own character
// rules, and without "." or ".." segments. The name is only ever a database value: bytes live in
// files named by object id, so no request text ever becomes a filesystem path.
import { storageErrors } from "./errors";

// Supabase Storage's rules (src/storage/limits.ts): S3-safe characters only.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_BYTES = 1024;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

export function bucketName(raw: string): string {
  const name = decode(raw);
  if (name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name))
    throw storageErrors.invalidKey(name);
  return name;
}

export function objectName(rawSegments: string[]): string {
  const name = rawSegments.map(decode).join("/");
  // Checked after decoding, so %2F..%2F is caught like /../.
  const validSegments = name
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== "..");
  if (
    !validSegments ||
    name.length === 0 ||
    Buffer.byteLength(name) > MAX_KEY_BYTES ||
    !VALID_OBJECT_KEY.test(name)
  ) {
    throw storageErrors.invalidKey(name);
  }
  return name;
}

/** The bucket and object of `/<bucket>/<name...>`. */
export function bucketAndObject(segments: string[]): { bucket: string; name: string } {
  const [bucket, ...rest] = segments;
  if (bucket === undefined || rest.length === 0) throw storageErrors.invalidKey(segments.join("/"));
  return { bucket: bucketName(bucket), name: objectName(rest) };
}
