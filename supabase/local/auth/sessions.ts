// Sessions and refresh tokens in auth.sessions / auth.refresh_tokens, as Supabase Auth keeps them:
// opaque refresh tokens, rotated on every use; a revoked token reused after the reuse interval ends
// the whole session ("Invalid Refresh Token: Already Used"). How a session was authenticated is one
// auth.mfa_amr_claims row per method (password, otp, totp): its tokens' `amr`, and `aal2` once a
// second factor is among them, so a refreshed token keeps the level its session reached.
import { randomInt } from "node:crypto";
import type { Queryable } from "../db/database";
import { authErrors } from "./errors";

const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const TOKEN_LENGTH = 32;

function newRefreshToken(): string {
  return Array.from(
    { length: TOKEN_LENGTH },
    () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)],
  ).join("");
}

export interface Session {
  sessionId: string;
  refreshToken: string;
}

/** Supabase Auth's authentication methods (models.AuthenticationMethod) that this stack issues. */
export type AuthenticationMethod = "password" | "otp" | "totp";
/** The methods that are a second factor (AMRClaim.IsAAL2Claim). */
const SECOND_FACTORS: readonly string[] = ["totp", "mfa/phone", "mfa/webauthn"];

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** A session's assurance level and authentication methods, newest first, as its tokens carry them. */
export interface Assurance {
  aal: "aal1" | "aal2";
  amr: AmrEntry[];
}

/** Records (or renews) that the session was authenticated by `method` (models.AddClaimToSession). */
export async function addAmrClaim(
  tx: Queryable,
  sessionId: string,
  method: AuthenticationMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Session.CalculateAALAndAMR: aal2 once a second factor is among the session's methods. */
export async function sessionAssurance(db: Queryable, sessionId: string): Promise<Assurance> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1
      order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = rows.map(({ method, timestamp }) => ({ method, timestamp }));
  return {
    aal: amr.some((entry) => SECOND_FACTORS.includes(entry.method)) ? "aal2" : "aal1",
    amr,
  };
}

async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** A new aal1 session, authenticated by `method` (a password, a mailed code). */
export async function startSession(
  tx: Queryable,
  userId: string,
  userAgent: string | null,
  method: AuthenticationMethod,
): Promise<Session> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, refreshed_at)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, now() at time zone 'utc')
     returning id::text`,
    [userId, userAgent],
  );
  const session = rows[0];
  if (!session) throw new Error("session insert returned no row");
  await addAmrClaim(tx, session.id, method);
  await tx.query(
    "update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1",
    [userId],
  );
  return {
    sessionId: session.id,
    refreshToken: await insertRefreshToken(tx, userId, session.id, null),
  };
}

/**
 * The session's refresh token swapped for a new one (models.GrantRefreshTokenSwap), as a verified
 * second factor hands out: the client keeps only the token issued at the new level.
 */
export async function swapRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where id = (select id from auth.refresh_tokens
                   where session_id = $1 and revoked = false order by id desc limit 1)
      returning token`,
    [sessionId],
  );
  return insertRefreshToken(tx, userId, sessionId, rows[0]?.token ?? null);
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  reusable: boolean;
  active_child: string | null;
}

export type RefreshOutcome =
  | { ok: true; userId: string; session: Session }
  | { ok: false; error: ReturnType<typeof authErrors.badRequest> };

/**
 * Exchanges a refresh token for its successor. A failure that must still be recorded (revoking a
 * reused token's session) comes back as `ok: false` so the caller commits before answering.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  token: string,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome> {
  const { rows } = await tx.query<TokenRow>(
    `select rt.token, rt.user_id, rt.revoked, s.id::text as session_id,
            rt.updated_at + make_interval(secs => $2::int) > now() as reusable,
            (select child.token from auth.refresh_tokens child
              where child.parent = rt.token and child.session_id = rt.session_id and child.revoked = false
              order by child.id desc limit 1) as active_child
       from auth.refresh_tokens rt
       left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [token, reuseIntervalSeconds],
  );
  const row = rows[0];
  if (!row)
    return {
      ok: false,
      error: authErrors.badRequest(
        "refresh_token_not_found",
        "Invalid Refresh Token: Refresh Token Not Found",
      ),
    };
  if (row.session_id === null) {
    return {
      ok: false,
      error: authErrors.badRequest(
        "session_not_found",
        "Invalid Refresh Token: No Valid Session Found",
      ),
    };
  }
  const sessionId = row.session_id;

  if (row.revoked) {
    // The client lost the answer to its last refresh: hand back the token it was given then.
    if (row.active_child !== null) {
      return {
        ok: true,
        userId: row.user_id,
        session: { sessionId, refreshToken: row.active_child },
      };
    }
    if (!row.reusable) {
      await tx.query(
        "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false",
        [sessionId],
      );
      return {
        ok: false,
        error: authErrors.badRequest(
          "refresh_token_already_used",
          "Invalid Refresh Token: Already Used",
        ),
      };
    }
  }

  await tx.query(
    "update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1",
    [token],
  );
  await tx.query(
    "update auth.sessions set updated_at = now(), refreshed_at = now() at time zone 'utc' where id = $1",
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(tx, row.user_id, sessionId, token);
  return { ok: true, userId: row.user_id, session: { sessionId, refreshToken } };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from auth.sessions where id = $1", [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = "global" | "local" | "others";

/** Deleting a session deletes its refresh tokens (on delete cascade). */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === "local" && sessionId) {
    await db.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others" && sessionId) {
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [
      userId,
      sessionId,
    ]);
  } else {
    await db.query("delete from auth.sessions where user_id = $1", [userId]);
  }
}
