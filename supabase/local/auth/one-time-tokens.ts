// Mailed one-time codes as Supabase Auth keeps them: never the code itself, only
// sha224(email + code) in hex, in the user's token column (recovery_token, email_change_token_*) and
// in auth.one_time_tokens (one row per user and kind, relates_to the address it was sent to).
import { createHash, randomInt } from "node:crypto";
import type { Queryable } from "../db/database";

export type OneTimeTokenType =
  "recovery_token" | "email_change_token_current" | "email_change_token_new";

/** crypto.GenerateOtp: `length` random digits. */
export function generateOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** crypto.GenerateTokenHash. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash("sha224")
    .update(emailOrPhone + otp)
    .digest("hex");
}

/** models.CreateOneTimeToken: replaces the user's token of that kind. */
export async function storeOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [
    userId,
    type,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, lower($4), now(), now())`,
    [userId, type, hash, relatesTo],
  );
}

/** models.ClearAllOneTimeTokensForUser, or (with `type`) ClearOneTimeTokenForUser. */
export async function clearOneTimeTokens(
  tx: Queryable,
  userId: string,
  type?: OneTimeTokenType,
): Promise<void> {
  await tx.query(
    "delete from auth.one_time_tokens where user_id = $1 and ($2::auth.one_time_token_type is null or token_type = $2)",
    [userId, type ?? null],
  );
}
