// What every /auth/v1 route needs from its request: the body decoded into the route's params (Auth's
// 400 for a bad one, see params.ts), the caller's verified token, and the user and session it names:
// the readers and guards the route table (handler.ts) declares.
import type { ApiRequest, StackContext } from "../http/context";
import { gatewayBearer } from "../core/identity";
import { type JwtClaims, type JwtFailure, verifyJwt } from "../core/jwt";
import { isUuid } from "../core/uuid";
import type { z } from "zod";
import { readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../core/errors";
import { AuthError, authErrors } from "./errors";
import { decodeParams } from "./params";
import { sessionExists } from "./sessions";
import { findUserById, type UserRecord } from "./users";

const ADMIN_ROLES = ["service_role", "supabase_admin"];

/** The route table's body reader: JSON decoded into the route's struct (a zod object, params.ts). */
export async function readParams(request: ApiRequest, struct: z.ZodType): Promise<unknown> {
  let body: unknown;
  try {
    body = await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError) throw authErrors.badJson(error.message);
    if (error instanceof BodyTooLargeError)
      throw new AuthError(413, "request_too_large", "Request body too large");
    throw error;
  }
  return decodeParams(struct, body);
}

export function issuer(context: StackContext): string {
  return `${context.publicUrl}/auth/v1`;
}

export function userAgent(request: ApiRequest): string | null {
  return request.req.headers["user-agent"]?.slice(0, 512) ?? null;
}

// The wording of golang-jwt's errors, which Supabase Auth passes on.
const JWT_REASONS: Record<JwtFailure, string> = {
  empty: "token is malformed: token contains an invalid number of segments",
  malformed: "token is malformed: could not base64 decode or JSON decode the token",
  unsupported_algorithm: "token is unverifiable: signing method is invalid",
  bad_signature: "token signature is invalid: signature is invalid",
  expired: "token has invalid claims: token is expired",
  not_yet_valid: "token has invalid claims: token is not valid yet",
  bad_claims: "token has invalid claims: token contains an invalid claim",
};

export async function parseBearer(context: StackContext, request: ApiRequest): Promise<JwtClaims> {
  const token = gatewayBearer(request.req, request.url, context.keys);
  if (!token) throw authErrors.noAuthorization();
  const verified = await verifyJwt(token, context.keys.jwt);
  if (!verified.ok) {
    throw authErrors.forbidden(
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${JWT_REASONS[verified.failure]}`,
    );
  }
  return verified.claims;
}

export interface Authenticated {
  claims: JwtClaims;
  record: UserRecord;
  sessionId?: string;
}

/** Supabase Auth's requireAuthentication: a valid token of an existing user and live session. */
export async function authenticateUser(
  context: StackContext,
  request: ApiRequest,
): Promise<Authenticated> {
  const claims = await parseBearer(context, request);
  const sub = claims.sub;
  if (typeof sub !== "string" || sub === "")
    throw authErrors.forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub))
    throw authErrors.badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const record = await findUserById(context.db, sub);
  if (!record)
    throw authErrors.forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId =
    typeof claims.session_id === "string" && claims.session_id !== ""
      ? claims.session_id
      : undefined;
  if (sessionId !== undefined) {
    if (!isUuid(sessionId))
      throw authErrors.forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
    if (!(await sessionExists(context.db, sessionId))) {
      throw authErrors.forbidden(
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    }
  }
  if (record.banned) throw authErrors.forbidden("user_banned", "User is banned");
  return { claims, record, sessionId };
}

export async function requireAdmin(context: StackContext, request: ApiRequest): Promise<void> {
  const claims = await parseBearer(context, request);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.includes(claims.role)) {
    throw authErrors.forbidden("not_admin", "User not allowed");
  }
}
