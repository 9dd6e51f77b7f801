// The code an authenticator app shows for a TOTP secret (RFC 6238 with Supabase Auth's settings:
// SHA-1, 6 digits, 30 seconds), computed with otpauth here rather than with the stack's own code, so
// the tests check the stack against an independent authenticator.
import { Secret, TOTP } from "otpauth";

/** The current code for `secret` (base32), or the one at `at` (milliseconds since the epoch). */
export function totpCodeFor(secret: string, at: number = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  }).generate({ timestamp: at });
}

/** Six digits that are not `code`: its last digit changed. */
export function otherCodeThan(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

/** Six digits that are not the current code of `secret`. */
export const wrongCodeFor = (secret: string) => otherCodeThan(totpCodeFor(secret));
