// Supabase Storage's error bodies: { statusCode, code, error, message }, where statusCode is the
// intended status as a string while the HTTP status itself is 400 (500 for server errors).
import { isBadValueError, isPostgresError } from "../db/database";
import { HttpError } from "../core/errors";

export function storageError(
  statusCode: number,
  code: string,
  message: string,
  error = code,
): HttpError {
  return new HttpError(statusCode >= 500 ? 500 : 400, {
    statusCode: String(statusCode),
    code,
    error,
    message,
  });
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => storageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (key: string) => storageError(400, "InvalidKey", `Invalid key: ${key}`),
  alreadyExists: () =>
    storageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  accessDenied: (message: string) => storageError(403, "AccessDenied", message, "Unauthorized"),
  entityTooLarge: () =>
    storageError(
      413,
      "EntityTooLarge",
      "The object exceeded the maximum allowed size",
      "Payload too large",
    ),
  invalidMimeType: (mimeType: string) =>
    storageError(
      415,
      "InvalidMimeType",
      `mime type ${mimeType} is not supported`,
      "invalid_mime_type",
    ),
  invalidRequest: (message: string) => storageError(400, "InvalidRequest", message),
  notNamedByContent: (name: string) =>
    storageError(
      400,
      "InvalidRequest",
      `The object name ${name} is not the SHA-256 of its bytes: this bucket names each file by its content`,
    ),
  // Fastify's not-found handler as Storage sets it: a real 404, for an unknown path and a wrong method alike.
  routeNotFound: (method: string, url: string) =>
    new HttpError(404, {
      statusCode: "404",
      error: "Not Found",
      message: `Route ${method}:${url} not found`,
      code: "InvalidRequest",
    }),
  internal: () => storageError(500, "InternalError", "Internal Server Error", "Internal"),
  // Storage answers a statement timeout with its own status, 544.
  databaseTimeout: () =>
    new HttpError(544, {
      statusCode: "544",
      code: "DatabaseTimeout",
      error: "DatabaseTimeout",
      message: "The connection to the database timed out",
    }),
};

/** Database errors as Storage reports them (DBError.fromDBError); a value Postgres refuses is bad input. */
export function storageErrorAnswer(error: unknown): HttpError | undefined {
  if (!isPostgresError(error)) return undefined;
  if (error.code === "42501") {
    return storageErrors.accessDenied(
      error.message.includes("row-level security")
        ? "new row violates row-level security policy"
        : error.message,
    );
  }
  if (error.code === "23505") return storageErrors.alreadyExists();
  if (error.code === "23503") return storageErrors.noSuchBucket();
  if (error.code === "57014") return storageErrors.databaseTimeout();
  if (isBadValueError(error)) return storageErrors.invalidRequest(error.message);
  return undefined;
}
