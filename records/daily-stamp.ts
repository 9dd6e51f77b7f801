// The local stack's stand-in for the deploy host's daily `npm run stamp-history` (docs/deploying.md,
// "Deploying"): while the stack runs, the content history's newest entry is stamped when it starts
// and every 24 hours after, if a time-stamping authority is configured (public.timestamp_authority);
// without one it does nothing. An entry stamped already is not stamped again.
import { createNodeClient } from "./node-client";
import { stampChainHead } from "./release/record";
import { LOCAL_SECRET_KEY } from "../supabase/local/core/keys";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the schedule on the stack at `stackUrl`; the function returned stops it, after a stamp under way. */
export function startDailyStamp(
  stackUrl: string,
  {
    intervalMs = DAY_MS,
    log = console.log,
  }: { intervalMs?: number; log?: (line: string) => void } = {},
): () => Promise<void> {
  const client = createNodeClient(stackUrl, LOCAL_SECRET_KEY);
  const stamp = async () => {
    try {
      const outcome = await stampChainHead(client);
      if (outcome.stamped)
        log(
          `Daily stamp: entry ${outcome.entryId} of the content history time-stamped by ${outcome.tsaUrl} at ${outcome.genTime.toISOString()}.`,
        );
    } catch (error) {
      log(`Daily stamp failed: ${(error as Error).message}`);
    }
  };
  // A stamp still under way (a slow authority) is not overtaken by a second of the same entry.
  let underWay: Promise<void> | undefined;
  const tick = () => {
    underWay ??= stamp().finally(() => (underWay = undefined));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await underWay;
  };
}
