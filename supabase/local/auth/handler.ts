// /auth/v1: the part of Supabase Auth (GoTrue) the app and its scripts use: password sign-in,
// refresh with rotation, get and update the current user, sign-out, and the admin user API.
import { randomBytes } from "node:crypto";
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";
import { isBadValueError, isPostgresError } from "../db/database";
import { requireApiKey } from "../core/gateway";
import { isPlainObject, readJson } from "../http/body";
import { BodyTooLargeError, MalformedJsonError } from "../http/errors";
import { sendEmpty, sendJson } from "../http/respond";
import { bearerToken } from "../core/identity";
import { type JwtClaims, type JwtFailure, verifyJwt } from "../core/jwt";
import { isUuid } from "../core/uuid";
import { AuthError, authErrors, databaseFailure, OAuthError } from "./errors";
import { checkPasswordLength, hashPassword, passwordMatches } from "./passwords";
import { endSessions, type LogoutScope, rotateRefreshToken, sessionExists, startSession } from "./sessions";
import { tokenResponse } from "./tokens";
import { updateUser } from "./update-user";
import {
  DEFAULT_AUDIENCE, emailTaken, findUserByEmail, findUserById, insertUser, listUsers, mergeMetadata,
  type UserRecord, validateEmail,
} from "./users";

type Body = Record<string, unknown>;

const ADMIN_ROLES = ["service_role", "supabase_admin"];

async function readBody(request: ApiRequest): Promise<Body> {
  let body: unknown;
  try {
    body = await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError) throw authErrors.badJson(error.message);
    if (error instanceof BodyTooLargeError) throw new AuthError(413, "request_too_large", "Request body too large");
    throw error;
  }
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw authErrors.badJson("the body must be a JSON object");
  return body;
}

function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw authErrors.badJson(`'${key}' must be a string`);
  return value;
}

function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw authErrors.badJson(`'${key}' must be an object`);
  return value;
}

function issuer(context: StackContext): string {
  return `${context.publicUrl}/auth/v1`;
}

function userAgent(request: ApiRequest): string | null {
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

function parseBearer(context: StackContext, request: ApiRequest): JwtClaims {
  const token = bearerToken(request.req);
  if (!token) throw authErrors.noAuthorization();
  const verified = verifyJwt(token, context.jwtSecret);
  if (!verified.ok) {
    throw authErrors.forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${JWT_REASONS[verified.failure]}`);
  }
  return verified.claims;
}

interface Authenticated {
  claims: JwtClaims;
  record: UserRecord;
  sessionId?: string;
}

/** Supabase Auth's requireAuthentication: a valid token of an existing user and live session. */
async function authenticateUser(context: StackContext, request: ApiRequest): Promise<Authenticated> {
  const claims = parseBearer(context, request);
  const sub = claims.sub;
  if (typeof sub !== "string" || sub === "") throw authErrors.forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub)) throw authErrors.badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const record = await findUserById(context.db, sub);
  if (!record) throw authErrors.forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId = typeof claims.session_id === "string" && claims.session_id !== "" ? claims.session_id : undefined;
  if (sessionId !== undefined) {
    if (!isUuid(sessionId)) throw authErrors.forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
    if (!(await sessionExists(context.db, sessionId))) {
      throw authErrors.forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    }
  }
  if (record.banned) throw authErrors.forbidden("user_banned", "User is banned");
  return { claims, record, sessionId };
}

function requireAdmin(context: StackContext, request: ApiRequest): void {
  const claims = parseBearer(context, request);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.includes(claims.role)) {
    throw authErrors.forbidden("not_admin", "User not allowed");
  }
}

async function passwordGrant(context: StackContext, request: ApiRequest): Promise<void> {
  const body = await readBody(request);
  const email = optionalString(body, "email") ?? "";
  const phone = optionalString(body, "phone") ?? "";
  const password = optionalString(body, "password") ?? "";
  if (email !== "" && phone !== "") {
    throw authErrors.badRequest("validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (phone !== "") throw authErrors.unprocessable("phone_provider_disabled", "Phone logins are disabled");
  if (email === "") throw authErrors.badRequest("validation_failed", "missing email or phone");

  const record = await findUserByEmail(context.db, email);
  // Checked before anything is answered: an unknown email costs the time a wrong password does.
  const matches = await passwordMatches(password, record?.passwordHash);
  if (!record || !record.passwordHash) throw authErrors.invalidCredentials();
  if (record.banned) throw authErrors.badRequest("user_banned", "User is banned");
  if (!matches) throw authErrors.invalidCredentials();
  if (!record.emailConfirmed) throw authErrors.badRequest("email_not_confirmed", "Email not confirmed");

  const session = await context.db.transaction((tx) => startSession(tx, record.user.id, userAgent(request)));
  const fresh = (await findUserById(context.db, record.user.id)) ?? record;
  sendJson(request.res, 200, tokenResponse(fresh.user, session, issuer(context), context.jwtSecret));
}

async function refreshTokenGrant(context: StackContext, request: ApiRequest): Promise<void> {
  const body = await readBody(request);
  const refreshToken = optionalString(body, "refresh_token") ?? "";
  if (refreshToken === "") throw new OAuthError("invalid_request", "refresh_token required");
  const outcome = await context.db.transaction((tx) => rotateRefreshToken(tx, refreshToken, context.refreshTokenReuseInterval));
  if (!outcome.ok) throw outcome.error;
  const record = await findUserById(context.db, outcome.userId);
  if (!record) throw authErrors.badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  if (record.banned) throw authErrors.badRequest("user_banned", "Invalid Refresh Token: User Banned");
  sendJson(request.res, 200, tokenResponse(record.user, outcome.session, issuer(context), context.jwtSecret));
}

/** Supabase Auth counts a sign-in against the caller's address before it reads the body. */
function limitSignIns(context: StackContext, request: ApiRequest): void {
  if (!context.signInLimiter.take(request.req.socket.remoteAddress ?? "unknown")) throw authErrors.overRequestRateLimit();
}

async function token(context: StackContext, request: ApiRequest): Promise<void> {
  const grantType = request.url.searchParams.get("grant_type");
  if (grantType === "password") {
    limitSignIns(context, request);
    return passwordGrant(context, request);
  }
  if (grantType === "refresh_token") return refreshTokenGrant(context, request);
  throw authErrors.badRequest("invalid_credentials", "unsupported_grant_type");
}

async function getUser(context: StackContext, request: ApiRequest): Promise<void> {
  const { claims, record } = await authenticateUser(context, request);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== DEFAULT_AUDIENCE) {
    throw authErrors.badRequest("validation_failed", "Token audience doesn't match request audience");
  }
  sendJson(request.res, 200, record.user);
}

async function putUser(context: StackContext, request: ApiRequest): Promise<void> {
  const { record, sessionId } = await authenticateUser(context, request);
  const body = await readBody(request);
  await updateUser(context, record, sessionId, {
    email: optionalString(body, "email"),
    password: optionalString(body, "password"),
    currentPassword: optionalString(body, "current_password"),
    phone: optionalString(body, "phone"),
    data: optionalObject(body, "data"),
    appMetadata: optionalObject(body, "app_metadata"),
  });
  const updated = await findUserById(context.db, record.user.id);
  sendJson(request.res, 200, updated?.user ?? record.user);
}

async function logout(context: StackContext, request: ApiRequest): Promise<void> {
  const scope = request.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others", ""].includes(scope)) {
    throw authErrors.badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const { record, sessionId } = await authenticateUser(context, request);
  await endSessions(context.db, record.user.id, sessionId, (scope || "global") as LogoutScope);
  sendEmpty(request.res, 204);
}

function pagination(request: ApiRequest): { page: number; perPage: number } {
  const parse = (name: string, fallback: number) => {
    const raw = request.url.searchParams.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      throw authErrors.badRequest("validation_failed", `Bad Pagination Parameters: invalid ${name} "${raw}"`);
    }
    return Number(raw);
  };
  return { page: parse("page", 1), perPage: Math.min(parse("per_page", 50), 1000) };
}

async function adminListUsers(context: StackContext, request: ApiRequest): Promise<void> {
  const { page, perPage } = pagination(request);
  const { users, total } = await listUsers(context.db, page, perPage);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) => `</admin/users?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, "next")] : []), link(lastPage, "last")];
  sendJson(request.res, 200, { users, aud: DEFAULT_AUDIENCE }, { "X-Total-Count": String(total), Link: links.join(", ") });
}

async function adminCreateUser(context: StackContext, request: ApiRequest): Promise<void> {
  const body = await readBody(request);
  const rawEmail = optionalString(body, "email");
  if (optionalString(body, "phone")) {
    throw authErrors.unprocessable("phone_provider_disabled", "Phone users are not available: no SMS provider is configured");
  }
  if (!rawEmail) throw authErrors.badRequest("validation_failed", "Cannot create a user without either an email or phone");
  const email = validateEmail(rawEmail);
  const id = optionalString(body, "id");
  if (id !== undefined && !isUuid(id)) throw authErrors.badRequest("validation_failed", "ID must conform to the uuid v4 format");
  const password = optionalString(body, "password") || randomBytes(32).toString("base64url");
  checkPasswordLength(password);
  const passwordHash = await hashPassword(password);

  const userId = await context.db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) {
      throw authErrors.unprocessable("email_exists", "A user with this email address has already been registered");
    }
    return insertUser(tx, {
      id,
      email,
      passwordHash,
      role: optionalString(body, "role") || "authenticated",
      emailConfirmed: body.email_confirm === true,
      appMetadata: { provider: "email", providers: ["email"], ...optionalObject(body, "app_metadata") },
      userMetadata: optionalObject(body, "user_metadata") ?? {},
    });
  }).catch((error: unknown) => {
    // An id that is taken, say: Supabase Auth does not check first, it reports the failed insert.
    throw isPostgresError(error) && !isBadValueError(error) ? databaseFailure("Database error creating new user", error) : error;
  });
  const created = await findUserById(context.db, userId);
  sendJson(request.res, 200, created?.user);
}

async function adminUserById(context: StackContext, request: ApiRequest, id: string): Promise<void> {
  const method = request.req.method;
  const record = isUuid(id) ? await findUserById(context.db, id) : undefined;
  if (!record) throw new AuthError(404, "user_not_found", "User not found");
  if (method === "GET") return sendJson(request.res, 200, record.user);
  if (method === "DELETE") {
    await context.db.query("delete from auth.users where id = $1", [id]);
    return sendJson(request.res, 200, {});
  }
  if (method !== "PUT") throw authErrors.notFound();

  const body = await readBody(request);
  const password = optionalString(body, "password");
  const userMetadata = optionalObject(body, "user_metadata");
  const appMetadata = optionalObject(body, "app_metadata");
  if (password !== undefined) checkPasswordLength(password);
  const passwordHash = password ? await hashPassword(password) : undefined;
  await context.db.transaction(async (tx) => {
    if (passwordHash) await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [id, passwordHash]);
    if (body.email_confirm === true) {
      await tx.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1", [id]);
    }
    if (userMetadata) await mergeMetadata(tx, id, "raw_user_meta_data", userMetadata);
    if (appMetadata) await mergeMetadata(tx, id, "raw_app_meta_data", appMetadata);
  });
  sendJson(request.res, 200, (await findUserById(context.db, id))?.user);
}

async function route(context: StackContext, request: ApiRequest): Promise<void> {
  const method = request.req.method ?? "";
  const path = request.path.replace(/\/+$/, "") || "/";
  if (path === "/health" && method === "GET") {
    return sendJson(request.res, 200, { version: "local", name: "GoTrue", description: "The local stack's Supabase Auth subset" });
  }
  if (path === "/token" && method === "POST") return token(context, request);
  if (path === "/user" && method === "GET") return getUser(context, request);
  if (path === "/user" && method === "PUT") return putUser(context, request);
  if (path === "/logout" && method === "POST") return logout(context, request);

  const admin = /^\/admin\/users(?:\/([^/]+))?$/.exec(path);
  if (admin) {
    requireAdmin(context, request);
    const id = admin[1];
    if (id !== undefined) return adminUserById(context, request, id);
    if (method === "GET") return adminListUsers(context, request);
    if (method === "POST") return adminCreateUser(context, request);
  }
  throw authErrors.notFound();
}

export const handleAuth: ApiHandler = async (context, request) => {
  requireApiKey(request, context.jwtSecret);
  await route(context, request);
};
