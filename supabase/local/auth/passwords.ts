// Passwords as Supabase Auth stores them: bcrypt hashes in auth.users.encrypted_password.
// Hashing runs in native code on libuv's thread pool, never on the event loop, and at most one core's
// worth at a time (all but one core), so REST and Storage keep their speed while sign-ins are checked.
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import bcrypt from "bcrypt";
import pLimit from "p-limit";
import { authErrors } from "./errors";

/** The Supabase CLI's default minimum_password_length. */
export const MINIMUM_PASSWORD_LENGTH = 6;
// bcrypt ignores bytes after the 72nd; Supabase Auth refuses longer passwords instead.
const MAXIMUM_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password) > MAXIMUM_PASSWORD_LENGTH) {
    throw authErrors.badRequest(
      "validation_failed",
      `Password cannot be longer than ${MAXIMUM_PASSWORD_LENGTH} characters`,
    );
  }
}

export function checkPasswordStrength(password: string): void {
  checkPasswordLength(password);
  if (password.length < MINIMUM_PASSWORD_LENGTH)
    throw authErrors.weakPassword(MINIMUM_PASSWORD_LENGTH);
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => bcrypt.hash(password, BCRYPT_COST));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a usable hash (no such user, no password) it
 * checks against a hash of random bytes instead, so that answer costs the same time as a wrong
 * password and does not tell which accounts exist.
 */
export async function passwordMatches(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  const usable = typeof hash === "string" && hash.startsWith("$2");
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  const against = usable ? hash : await dummyHash;
  // A stored value that is not a bcrypt hash after all matches nothing.
  const matches = await hashing(() => bcrypt.compare(password, against)).catch(() => false);
  return usable && matches;
}
