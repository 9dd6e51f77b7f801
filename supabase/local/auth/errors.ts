// Supabase Auth's error bodies. Clients that send X-Supabase-Api-Version: 2024-01-01 (supabase-js
// does) get { code, message } and the header echoed; older ones get { code: status, error_code, msg }.
import type { IncomingMessage } from "node:http";
import { isBadValueError, type PostgresError } from "../db/database";
import { HttpError } from "../core/errors";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** The database error behind a 500: older clients are shown it, as Supabase Auth does. */
    readonly databaseError?: PostgresError,
  ) {
    super(message);
  }
}

/** The OAuth2-style errors of the token endpoint: { error, error_description }, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const authErrors = {
  badRequest: (code: string, message: string) => new AuthError(400, code, message),
  forbidden: (code: string, message: string) => new AuthError(403, code, message),
  unprocessable: (code: string, message: string) => new AuthError(422, code, message),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  noAuthorization: () =>
    new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJson: (message: string) =>
    new AuthError(400, "bad_json", `Could not parse request body as JSON: ${message}`),
  overRequestRateLimit: () =>
    new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  weakPassword: (minimumLength: number) =>
    new AuthError(
      422,
      "weak_password",
      `Password should be at least ${minimumLength} characters.`,
      {
        weak_password: { reasons: ["length"] },
      },
    ),
};

/** Supabase Auth's 500 for a failed write, e.g. "Database error creating new user". */
export function databaseFailure(message: string, error: PostgresError): AuthError {
  return new AuthError(500, "unexpected_failure", message, {}, error);
}

// The database errors Supabase Auth lets older clients see (utilities/postgres.go): constraint
// violations, as 500s, and raised PTxxx codes with their status.
function publicDatabaseError(
  error: PostgresError | undefined,
): { status: number; body: Record<string, string> } | undefined {
  if (!error) return undefined;
  const custom = /^PT(\d{3})$/.exec(error.code);
  const status = custom
    ? Number(custom[1])
    : ["P0001", "23000", "23001", "23502", "23503", "23505", "23514", "23P01"].includes(error.code)
      ? 500
      : 0;
  if (status === 0) return undefined;
  const body: Record<string, string> = { code: error.code, message: error.message };
  if (error.hint) body.hint = error.hint;
  if (error.detail) body.detail = error.detail;
  return { status, body };
}

function usesCurrentApi(req: IncomingMessage): boolean {
  const version = req.headers[API_VERSION_HEADER.toLowerCase()];
  return (
    typeof version === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(version) &&
    version >= API_VERSION_2024
  );
}

export function toHttpError(error: AuthError | OAuthError, req: IncomingMessage): HttpError {
  if (error instanceof OAuthError) {
    return new HttpError(400, { error: error.error, error_description: error.description });
  }
  const headers: Record<string, string> = { "X-Sb-Error-Code": error.code };
  if (usesCurrentApi(req)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    return new HttpError(
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      headers,
    );
  }
  const shown = publicDatabaseError(error.databaseError);
  if (shown) return new HttpError(shown.status, shown.body, headers);
  return new HttpError(
    error.status,
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    headers,
  );
}

/**
 * What Auth answers for an error a handler threw: its own errors as they are, and a value Postgres
 * cannot take (a NUL in a string: 22021, 22P05) as the bad input it is.
 */
export function authErrorAnswer(error: unknown, req: IncomingMessage): HttpError | undefined {
  if (error instanceof AuthError || error instanceof OAuthError) return toHttpError(error, req);
  if (isBadValueError(error)) {
    return toHttpError(authErrors.badRequest("validation_failed", error.message), req);
  }
  return undefined;
}

export function authInternalError(): HttpError {
  return new HttpError(500, {
    code: "unexpected_failure",
    message: "Unexpected failure, please check server logs for more information",
  });
}
