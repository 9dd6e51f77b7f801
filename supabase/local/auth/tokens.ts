// Access tokens with the claims Supabase Auth puts in them, and its token response.
import { type JwtClaims, type JwtKeys, nowInSeconds, signJwt, signWithKey } from "../core/jwt";
import { type Assurance, type Session, sessionAssurance } from "./sessions";
import type { Queryable } from "../db/database";
import type { AuthUser } from "./users";

/** Supabase Auth's default jwt_expiry. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export function accessTokenClaims(
  user: AuthUser,
  sessionId: string,
  assurance: Assurance,
  issuer: string,
  now = nowInSeconds(),
): JwtClaims {
  return {
    iss: issuer,
    sub: user.id,
    aud: user.aud,
    exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
    iat: now,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/**
 * The session's tokens, its level and methods read from the database (`db`: the transaction that
 * just changed them, if any). Signed with the asymmetric signing key when the project has one, else
 * with the legacy secret.
 */
export async function tokenResponse(
  db: Queryable,
  user: AuthUser,
  session: Session,
  issuer: string,
  keys: JwtKeys,
): Promise<TokenResponse> {
  const claims = accessTokenClaims(
    user,
    session.sessionId,
    await sessionAssurance(db, session.sessionId),
    issuer,
  );
  return {
    access_token: keys.signing
      ? await signWithKey(claims, keys.signing)
      : await signJwt(claims, keys.secret),
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: claims.exp as number,
    refresh_token: session.refreshToken,
    user,
  };
}
