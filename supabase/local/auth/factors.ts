// auth.mfa_factors and auth.mfa_challenges as Supabase Auth reads and writes them (models/factor.go,
// models/challenge.go): factors of a user, their challenges, and what a verified or removed factor
// does to the user's sessions.
import type { Queryable } from "../db/database";

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone" | "webauthn";
  status: "verified" | "unverified";
  secret: string | null;
}

export interface ChallengeRow {
  id: string;
  verified: boolean;
  ip_address: string;
  expired: boolean;
}

const FACTOR_COLUMNS = "id::text, user_id::text, friendly_name, factor_type, status, secret";

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** User.FindOwnedFactorByID. */
export async function ownedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 and id = $2`,
    [userId, factorId],
  );
  return rows[0];
}

/** models.DeleteExpiredFactors: unverified factors never challenged, older than the expiry. */
export async function deleteExpiredFactors(tx: Queryable, expirySeconds: number): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < current_timestamp`,
    [expirySeconds],
  );
}

export async function insertTotpFactor(
  tx: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3)
     returning id::text`,
    [userId, friendlyName, secret],
  );
  return rows[0]?.id ?? "";
}

/** Factor.WriteChallengeToDatabase: the challenge, and the factor's last_challenged_at. */
export async function insertChallenge(
  tx: Queryable,
  factorId: string,
  ipAddress: string,
  expirySeconds: number,
): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await tx.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1, now(), $2::inet)
     returning id::text, floor(extract(epoch from created_at + make_interval(secs => $3)))::int as expires_at`,
    [factorId, ipAddress, expirySeconds],
  );
  await tx.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [
    factorId,
  ]);
  const row = rows[0];
  return { id: row?.id ?? "", expiresAt: Number(row?.expires_at) };
}

/** Factor.FindChallengeByID, with what validateChallenge asks of it. */
export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
  expirySeconds: number,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id::text, verified_at is not null as verified, host(ip_address) as ip_address,
            now() > created_at + make_interval(secs => $3) as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, expirySeconds],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query("delete from auth.mfa_challenges where id = $1", [challengeId]);
}

/**
 * What a verified challenge changes besides the session (verifyTOTPFactor): the challenge is used,
 * the factor verified; then the user's sessions below aal2 end (the caller's has just reached it) and
 * so do the user's other unverified factors of that type.
 */
export async function markChallengeVerified(
  tx: Queryable,
  challengeId: string,
  factor: FactorRow,
): Promise<void> {
  await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challengeId]);
  if (factor.status !== "verified") {
    await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1",
      [factor.id],
    );
  }
}

export async function endSessionsBelowAal2AndUnverifiedFactors(
  tx: Queryable,
  userId: string,
  factorType: string,
): Promise<void> {
  await tx.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [userId]);
  await tx.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2",
    [userId, factorType],
  );
}

/** The session reached `aal` with `factorId` (Session.UpdateAALAndAssociatedFactor). */
export async function setSessionLevel(
  tx: Queryable,
  sessionId: string,
  aal: string,
  factorId: string,
): Promise<void> {
  await tx.query("update auth.sessions set aal = $2, factor_id = $3 where id = $1", [
    sessionId,
    aal,
    factorId,
  ]);
}

/**
 * UnenrollFactor: the factor goes, and every session it raised falls back to aal1 (its totp claim
 * removed, so a refreshed token says aal1).
 */
export async function removeFactor(tx: Queryable, factor: FactorRow): Promise<void> {
  await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
  const method = { totp: "totp", phone: "mfa/phone", webauthn: "mfa/webauthn" }[factor.factor_type];
  await tx.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = $2
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, method],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2",
    [factor.user_id, factor.id],
  );
}

export type CodeCheck = "accepted" | "refused" | "locked";

/**
 * What the database's guard (migration two_step_code_guard) says of a code for `factor`: accepted
 * (its step is newer than any accepted before), refused (wrong, or a step already used), or locked
 * (5 wrong codes within 15 minutes lock the factor for 15 minutes, the right code included; the
 * lock is recorded in the security log). Counted per factor, whatever the client's address.
 */
export async function checkTwoStepCode(
  tx: Queryable,
  factor: FactorRow,
  matchedStep: number | undefined,
  address: string,
  eachStepOnce: boolean,
): Promise<CodeCheck> {
  const { rows } = await tx.query<{ outcome: CodeCheck }>(
    "select private.check_two_step_code($1, $2, $3, $4, $5) as outcome",
    [factor.id, factor.user_id, matchedStep ?? null, address, eachStepOnce],
  );
  return rows[0]?.outcome ?? "refused";
}

export async function sessionIsAal2(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ aal: string | null }>(
    "select aal::text from auth.sessions where id = $1",
    [sessionId],
  );
  return rows[0]?.aal === "aal2";
}
