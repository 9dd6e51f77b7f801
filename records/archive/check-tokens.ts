// The archive's time-stamp tokens checked on every core: tokens are independent, and parsing their
// ASN.1 is most of what verifying an archive costs (scripts/bench-verify.ts). They are split into
// as many contiguous runs as the machine has cores, each checked by a worker thread
// (token-worker.mjs) with its own TokenVerifier; a few are checked on this thread.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { TimestampError, TokenVerifier } from "../rfc3161";

export interface TokenCheck {
  /** The DER token, hex. */
  token: string;
  /** The entry hash it must stamp (its imprint is the SHA-256 of these 64 characters). */
  entryHash: string;
}

/** The token's time, or why it is not valid for its entry. */
export type TokenOutcome = { genTime: Date } | { problem: string };

/** Below this many tokens per thread a worker costs more than it saves. */
const TOKENS_PER_WORKER = 100;

/** Checks `checks` in order with one verifier; what the workers run too. */
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

function inWorker(checks: TokenCheck[], trustAnchorPem: string | undefined) {
  return new Promise<TokenOutcome[]>((resolve, reject) => {
    const worker = new Worker(new URL("./token-worker.mjs", import.meta.url), {
      workerData: { checks, trustAnchorPem },
      // A larger young generation: parsing ASN.1 makes many short-lived objects.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    worker.once("message", (reply: { outcomes?: TokenOutcome[]; error?: string }) => {
      void worker.terminate();
      if (reply.outcomes) resolve(reply.outcomes);
      else reject(new Error(`A token check failed: ${reply.error}`));
    });
    worker.once("error", reject);
  });
}

/** Every token's outcome, in the order given. */
export async function checkTokens(
  checks: TokenCheck[],
  trustAnchorPem: string | undefined,
  threads = Math.min(availableParallelism(), Math.floor(checks.length / TOKENS_PER_WORKER)),
): Promise<TokenOutcome[]> {
  if (threads <= 1) return checkTokenRun(checks, trustAnchorPem);
  const size = Math.ceil(checks.length / threads);
  const runs = Array.from({ length: threads }, (_, i) => checks.slice(i * size, (i + 1) * size));
  return (await Promise.all(runs.map((run) => inWorker(run, trustAnchorPem)))).flat();
}
