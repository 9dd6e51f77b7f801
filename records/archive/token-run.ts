// One run of time-stamp tokens checked in order with one verifier: what check-tokens.ts runs on this
// thread for a few tokens, and what each of its worker threads runs (token-worker.mjs). A module of
// its own, so the worker loads the checks and not the code that starts workers.
import { TimestampError, TokenVerifier } from "../rfc3161";

export interface TokenCheck {
  /** The DER token, hex. */
  token: string;
  /** The entry hash it must stamp (its imprint is the SHA-256 of these 64 characters). */
  entryHash: string;
}

/** The token's time, or why it is not valid for its entry. */
export type TokenOutcome = { genTime: Date } | { problem: string };

/** Checks `checks` in order with one verifier. */
export async function checkTokenRun(
  checks: TokenCheck[],
  trustAnchorPem: string | undefined,
): Promise<TokenOutcome[]> {
  const verifier = new TokenVerifier(trustAnchorPem);
  const outcomes: TokenOutcome[] = [];
  for (const { token, entryHash } of checks) {
    try {
      const { genTime } = await verifier.verify(Buffer.from(token, "hex"), {
        data: new TextEncoder().encode(entryHash),
      });
      outcomes.push({ genTime });
    } catch (error) {
      if (!(error instanceof TimestampError)) throw error;
      outcomes.push({ problem: error.message });
    }
  }
  return outcomes;
}
