// The archive's time-stamp tokens checked on every core: tokens are independent, and parsing their
// ASN.1 is most of what verifying an archive costs (scripts/bench-verify.ts). They are split into
// as many contiguous runs as the machine has cores, each checked by a worker thread
// (token-worker.mjs, running token-run.ts) with its own TokenVerifier; a few are checked on this
// thread.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { checkTokenRun, type TokenCheck, type TokenOutcome } from "./token-run";

export type { TokenCheck, TokenOutcome };

/** Below this many tokens per thread a worker costs more than it saves. */
const TOKENS_PER_WORKER = 100;

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
