// The worker side of check-tokens.ts: checks one run of tokens (token-run.ts) and posts their
// outcomes. Plain JavaScript that loads the TypeScript through tsx, so it starts the same way under
// tsx and vitest.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { checkTokenRun } = await import("./token-run.ts");
try {
  const outcomes = await checkTokenRun(workerData.checks, workerData.trustAnchorPem);
  parentPort.postMessage({ outcomes });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) });
}
