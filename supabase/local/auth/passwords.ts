// Passwords as Supabase Auth stores them: bcrypt hashes in auth.users.encrypted_password.
import bcrypt from "bcryptjs";
import { authErrors } from "./errors";

/** The Supabase CLI's default minimum_password_length. */
export const MINIMUM_PASSWORD_LENGTH = 6;
// bcrypt ignores bytes after the 72nd; Supabase Auth refuses longer passwords instead.
const MAXIMUM_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password) > MAXIMUM_PASSWORD_LENGTH) {
    throw authErrors.badRequest("validation_failed", `Password cannot be longer than ${MAXIMUM_PASSWORD_LENGTH} characters`);
  }
}

export function checkPasswordStrength(password: string): void {
  checkPasswordLength(password);
  if (password.length < MINIMUM_PASSWORD_LENGTH) throw authErrors.weakPassword(MINIMUM_PASSWORD_LENGTH);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith("$2")) return false;
  return bcrypt.compare(password, hash);
}
