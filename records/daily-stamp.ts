// The local stack's own daily stamp (a hosted project's is pg_cron's daily build, docs/deploying.md,
// "Time-stamps"): while the stack runs, the content history's newest entry is stamped when it starts
// and every 24 hours after. No one has to set anything up for it: when no time-stamping authority is
// configured (public.timestamp_authority), the stack's own authority stamps, its CA kept in the
// stack's data folder (supabase/.local/timestamp-authority) so every token it made chains to it, and
// it is set as the project's authority while the stack runs. An authority someone set is left as it
// is. An entry stamped already is not stamped again.
import type { SupabaseClient } from "@supabase/supabase-js";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createNodeClient } from "./node-client";
import { stampChainHead } from "./release/record";
import {
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "./test-timestamp-authority";
import { LOCAL_SECRET_KEY } from "../supabase/local/core/keys";
import { localDataRoot } from "../supabase/local/core/paths";

export const DAY_MS = 24 * 60 * 60 * 1000;

const LOCAL_AUTHORITY_NAME = "Local Stack Time Stamping Authority";

/**
 * Starts the stack's own authority and sets it as the project's, unless another is set: none, or
 * its own from an earlier run (same CA, another port), is replaced; any other is kept.
 */
async function useOwnAuthorityUnlessSet(
  client: SupabaseClient,
  keepIn: string,
): Promise<TestTimestampAuthority | undefined> {
  const { data, error } = await client
    .from("timestamp_authority")
    .select("url, trust_anchor_pem")
    .single<{ url: string | null; trust_anchor_pem: string | null }>();
  if (error) throw new Error(`Could not read the time-stamping authority: ${error.message}`);
  const keptAnchor = await readFile(join(keepIn, "ca.crt"), "utf8").catch(() => undefined);
  if (data.url !== null && (keptAnchor === undefined || data.trust_anchor_pem !== keptAnchor))
    return undefined;
  const own = await startTestTimestampAuthority(LOCAL_AUTHORITY_NAME, { keepIn });
  const { error: updateError } = await client
    .from("timestamp_authority")
    .update({ url: own.url, trust_anchor_pem: own.trustAnchorPem })
    .eq("id", 1);
  if (updateError) {
    await own.stop();
    throw new Error(`Could not set the stack's own authority: ${updateError.message}`);
  }
  return own;
}

/** Starts the schedule on the stack at `stackUrl`; the function returned stops it, after a stamp under way. */
export function startDailyStamp(
  stackUrl: string,
  {
    intervalMs = DAY_MS,
    log = console.log,
    authorityDir = join(localDataRoot(), "timestamp-authority"),
  }: { intervalMs?: number; log?: (line: string) => void; authorityDir?: string } = {},
): () => Promise<void> {
  const client = createNodeClient(stackUrl, LOCAL_SECRET_KEY);
  const ownAuthority = useOwnAuthorityUnlessSet(client, authorityDir).then(
    (own) => {
      if (own)
        log(
          `Time-stamps: the local stack's own authority at ${own.url} (its CA in ${authorityDir}).`,
        );
      return own;
    },
    (error: Error) => {
      log(`Time-stamps: the local stack's own authority did not start: ${error.message}`);
      return undefined;
    },
  );
  const stamp = async () => {
    try {
      await ownAuthority;
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
    await (await ownAuthority)?.stop();
  };
}
