// Supabase Auth's error bodies. Clients that send X-Supabase-Api-Version: 2024-01-01 (supabase-js
// does) get { code, message } and the header echoed; older ones get { code: status, error_code, msg }.
import type { IncomingMessage } from "node:http";
import { HttpError } from "../http/errors";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
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
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJson: (message: string) => new AuthError(400, "bad_json", `Could not parse request body as JSON: ${message}`),
  notFound: () => new AuthError(404, "not_found", "Not Found"),
  overRequestRateLimit: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  weakPassword: (minimumLength: number) =>
    new AuthError(422, "weak_password", `Password should be at least ${minimumLength} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
};

function usesCurrentApi(req: IncomingMessage): boolean {
  const version = req.headers[API_VERSION_HEADER.toLowerCase()];
  return typeof version === "string" && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION_2024;
}

export function toHttpError(error: AuthError | OAuthError, req: IncomingMessage): HttpError {
  if (error instanceof OAuthError) {
    return new HttpError(400, { error: error.error, error_description: error.description });
  }
  const headers: Record<string, string> = { "X-Sb-Error-Code": error.code };
  if (usesCurrentApi(req)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    return new HttpError(error.status, { code: error.code, message: error.message, ...error.extra }, headers);
  }
  return new HttpError(error.status, { code: error.status, error_code: error.code, msg: error.message, ...error.extra }, headers);
}
