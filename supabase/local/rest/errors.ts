// PostgREST's error bodies ({ code, message, details, hint }) and its SQLSTATE -> HTTP status table
// (PostgREST src/library/PostgREST/Error.hs, mapSQLtoHTTP).
import { HttpError } from "../core/errors";
import type { JwtFailure } from "../core/jwt";
import { isPostgresError } from "../db/database";

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}

export function restInternalError(): HttpError {
  return postgrestError(500, "PGRSTX00", "Internal server error");
}

export const restErrors = {
  queryParam: (message: string, details: string) =>
    postgrestError(400, "PGRST100", message, details),
  invalidBody: (message: string) => postgrestError(400, "PGRST102", message),
  invalidSchema: (schema: string, exposed: readonly string[]) =>
    postgrestError(
      406,
      "PGRST106",
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(", ")}`,
    ),
  invalidPath: () => postgrestError(404, "PGRST125", "Invalid path specified in request URL"),
  unsupportedMethod: (method: string) =>
    postgrestError(405, "PGRST117", `Unsupported HTTP method: ${method}`),
  rpcMethod: (method: string) =>
    postgrestError(405, "PGRST101", `Cannot use the ${method} method on RPC`),
  notImplemented: (details: string) =>
    postgrestError(400, "PGRST127", "Feature not implemented", details),
  singular: (rows: number) =>
    postgrestError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  rangeNotSatisfiable: (offset: number, total: number) =>
    postgrestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  tableNotFound: (schema: string, name: string) =>
    postgrestError(
      404,
      "PGRST205",
      `Could not find the table '${schema}.${name}' in the schema cache`,
    ),
  functionNotFound: (schema: string, name: string, argumentNames: string[]) => {
    const signature =
      argumentNames.length === 0 ? " without parameters" : `(${argumentNames.join(", ")})`;
    const searched =
      argumentNames.length === 0
        ? " without parameters"
        : ` with parameter${argumentNames.length > 1 ? "s" : ""} ${argumentNames.join(", ")}`;
    return postgrestError(
      404,
      "PGRST202",
      `Could not find the function ${schema}.${name}${signature} in the schema cache`,
      `Searched for the function ${schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  },
  // PostgREST lets Postgres report unknown columns in select, filters and order (42703) ...
  unknownColumn: (relation: string, column: string) =>
    postgrestError(400, "42703", `column ${relation}.${column} does not exist`),
  // ... and reports unknown keys of a request body itself.
  unknownBodyColumn: (relation: string, column: string) =>
    postgrestError(
      400,
      "PGRST204",
      `Could not find the '${column}' column of '${relation}' in the schema cache`,
    ),
  roleNotAllowed: (role: string) =>
    postgrestError(403, "42501", `permission denied to set role "${role}"`),
};

const JWT_MESSAGES: Record<JwtFailure, { code: string; message: string }> = {
  empty: { code: "PGRST301", message: "Empty JWT is sent in Authorization header" },
  malformed: { code: "PGRST301", message: "JWT couldn't be decoded" },
  unsupported_algorithm: { code: "PGRST301", message: "Wrong or unsupported encoding algorithm" },
  bad_signature: { code: "PGRST301", message: "JWT cryptographic operation failed" },
  expired: { code: "PGRST303", message: "JWT expired" },
  not_yet_valid: { code: "PGRST303", message: "JWT not yet valid" },
  bad_claims: { code: "PGRST303", message: "The JWT 'exp' claim must be a number" },
};

export function jwtError(failure: JwtFailure, parts?: number): HttpError {
  const known = JWT_MESSAGES[failure];
  const message =
    failure === "malformed" && parts !== undefined && parts !== 3
      ? `Expected 3 parts in JWT; got ${parts}`
      : known.message;
  return postgrestError(401, known.code, message, null, null, {
    "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
  });
}

function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42P01": 404,
    "42P17": 500,
    "42883": 404,
  };
  if (code === "42501") return authed ? 403 : 401;
  // RAISE sqlstate 'PTxyz' answers with HTTP status xyz (PostgREST's custom status codes).
  if (code.startsWith("PT")) {
    const status = /^\d+$/.test(code.slice(2)) ? Number(code.slice(2)) : NaN;
    return status >= 100 && status <= 599 ? status : 500;
  }
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return /^role .* does not exist$/.test(message) ? 401 : 400;
  const known = exact[code];
  if (known !== undefined) return known;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** A Postgres error as PostgREST answers it; `authed` is false for the anon role (401 instead of 403). */
export function fromDatabaseError(error: unknown, authed: boolean): HttpError | undefined {
  if (!isPostgresError(error)) return undefined;
  const status = statusForSqlState(error.code, error.message, authed);
  return postgrestError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    status === 401 ? { "WWW-Authenticate": "Bearer" } : {},
  );
}
