// Sessions: password sign-in and refresh (POST /token) and sign-out (POST /logout).
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendEmpty, sendJson } from "../http/respond";
import { authErrors, OAuthError } from "./errors";
import { logoutScope, passwordGrantParams, refreshTokenGrantParams } from "./params";
import { authenticateUser, issuer, userAgent } from "./request";
import { passwordMatches } from "./passwords";
import { limitByAddress } from "./rate-limit";
import { endSessions, rotateRefreshToken, startSession } from "./sessions";
import { tokenResponse } from "./tokens";
import { findUserByEmail, findUserById } from "./users";

type PasswordGrant = Partial<z.output<typeof passwordGrantParams>>;
type RefreshTokenGrant = Partial<z.output<typeof refreshTokenGrantParams>>;

async function passwordGrant(
  context: StackContext,
  request: ApiRequest,
  { email = "", phone = "", password = "" }: PasswordGrant,
): Promise<void> {
  if (email !== "" && phone !== "") {
    throw authErrors.badRequest(
      "validation_failed",
      "Only an email address or phone number should be provided on login.",
    );
  }
  if (phone !== "")
    throw authErrors.unprocessable("phone_provider_disabled", "Phone logins are disabled");
  if (email === "") throw authErrors.badRequest("validation_failed", "missing email or phone");

  const record = await findUserByEmail(context.db, email);
  // Checked before anything is answered: an unknown email costs the time a wrong password does.
  const matches = await passwordMatches(password, record?.passwordHash);
  if (!record || !record.passwordHash) throw authErrors.invalidCredentials();
  if (record.banned) throw authErrors.badRequest("user_banned", "User is banned");
  if (!matches) throw authErrors.invalidCredentials();
  if (!record.emailConfirmed)
    throw authErrors.badRequest("email_not_confirmed", "Email not confirmed");

  const session = await context.db.transaction((tx) =>
    startSession(tx, record.user.id, userAgent(request), "password"),
  );
  const fresh = (await findUserById(context.db, record.user.id)) ?? record;
  sendJson(
    request.res,
    200,
    await tokenResponse(context.db, fresh.user, session, issuer(context), context.keys.jwt),
  );
}

async function refreshTokenGrant(
  context: StackContext,
  request: ApiRequest,
  { refresh_token: refreshToken = "" }: RefreshTokenGrant,
): Promise<void> {
  if (refreshToken === "") throw new OAuthError("invalid_request", "refresh_token required");
  const outcome = await context.db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, context.refreshTokenReuseInterval),
  );
  if (!outcome.ok) throw outcome.error;
  const record = await findUserById(context.db, outcome.userId);
  if (!record)
    throw authErrors.badRequest(
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
  if (record.banned)
    throw authErrors.badRequest("user_banned", "Invalid Refresh Token: User Banned");
  sendJson(
    request.res,
    200,
    await tokenResponse(
      context.db,
      record.user,
      outcome.session,
      issuer(context),
      context.keys.jwt,
    ),
  );
}

type Grant = "password" | "refresh_token";

/** POST /token's guard: the grant the query names. */
export function tokenGrant(context: StackContext, request: ApiRequest): Grant {
  const grantType = request.url.searchParams.get("grant_type");
  // Supabase Auth counts a sign-in against the caller's address before it reads the body.
  if (grantType === "password") limitByAddress(context.limits.signIns, request);
  if (grantType === "password" || grantType === "refresh_token") return grantType;
  throw authErrors.badRequest("invalid_credentials", "unsupported_grant_type");
}

/** Each grant reads its own struct from the body. */
export const grantParams = (grant: Grant): z.ZodType<PasswordGrant & RefreshTokenGrant> =>
  grant === "password" ? passwordGrantParams : refreshTokenGrantParams;

export async function token(
  context: StackContext,
  request: ApiRequest,
  { guarded: grant, body }: { guarded: Grant; body: PasswordGrant & RefreshTokenGrant },
): Promise<void> {
  return grant === "password"
    ? passwordGrant(context, request, body)
    : refreshTokenGrant(context, request, body);
}

export async function logout(context: StackContext, request: ApiRequest): Promise<void> {
  const scope = logoutScope(request);
  const { record, sessionId } = await authenticateUser(context, request);
  await endSessions(context.db, record.user.id, sessionId, scope);
  sendEmpty(request.res, 204);
}
