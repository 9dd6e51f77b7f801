// The code an authenticator app shows for a TOTP secret (RFC 6238 with Supabase Auth's settings:
// SHA-1, 6 digits, 30 seconds), computed with otpauth here rather than with the stack's own code, so
// the tests check the stack against an independent authenticator.
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
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

const PERIOD_MS = 30_000;
const claimedHere = new Map<string, number>();

/**
 * The folder where processes that sign in to one stack claim time steps (the app project's global
 * setup and the browser tests' config set it); unset, each process claims for itself (one stack per
 * test file); `reusable` for a stack started with `totpCodesOnce: false`, where nothing is claimed.
 */
export const TOTP_STEP_CLAIMS_ENV = "TOTP_STEP_CLAIMS";

/** Claims `step` for `secret`, for this process and, when set, every process sharing the folder. */
function claim(secret: string, step: number): boolean {
  if (step <= (claimedHere.get(secret) ?? -1)) return false;
  const shared = process.env[TOTP_STEP_CLAIMS_ENV];
  if (shared) {
    const name = createHash("sha256").update(secret).digest("hex").slice(0, 16);
    mkdirSync(shared, { recursive: true });
    try {
      // Creating a file exclusively is atomic across processes: one of them gets the step.
      closeSync(openSync(join(shared, `${name}-${step}`), "wx"));
    } catch {
      return false;
    }
  }
  claimedHere.set(secret, step);
  return true;
}

/**
 * A code for `secret` of a time step not used yet: a verifier accepts each step's code once (RFC
 * 6238), so a test that signs the same account in twice would otherwise be refused. The current
 * step, else the next one (which Auth accepts as clock skew), else it waits for a step.
 */
export async function unusedTotpCodeFor(secret: string): Promise<string> {
  if (process.env[TOTP_STEP_CLAIMS_ENV] === "reusable") return totpCodeFor(secret);
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    for (const step of [now, now + 1]) {
      if (claim(secret, step)) return totpCodeFor(secret, step * PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
  }
}
