// public.site_builds: each build of the public site the publisher runs, the content it read, and
// the release it went live as or why it failed, so the back office can say where a change is.
import type { SupabaseClient } from "@supabase/supabase-js";
import { publicContentTables } from "../../../src/features/site-content/public-tables";

function fail(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

/** The newest content-history entry of a change the public would see (0: none yet). */
export async function latestPublication(client: SupabaseClient): Promise<number> {
  const { data, error } = await client
    .from("content_history")
    .select("id")
    .in("table_name", publicContentTables)
    .order("id", { ascending: false })
    .limit(1)
    .maybeSingle<{ id: number }>();
  fail("Could not read the content history", error);
  return data?.id ?? 0;
}

/**
 * Whether a post version scheduled after `since` has come due: its publication time is later than
 * `since` and not later than now. The build after `since` did not show it; the next one does.
 */
export async function scheduledPostDue(client: SupabaseClient, since: Date): Promise<boolean> {
  const { data, error } = await client
    .from("post_versions")
    .select("id")
    .gt("publish_at", since.toISOString())
    .lte("publish_at", new Date().toISOString())
    .limit(1);
  fail("Could not read the scheduled posts", error);
  return data!.length > 0;
}

/** Logs a build of the content through `contentThrough` as under way; answers its id. */
export async function startBuild(client: SupabaseClient, contentThrough: number): Promise<string> {
  const { data, error } = await client
    .from("site_builds")
    .insert({ content_through: contentThrough })
    .select("id")
    .single<{ id: string }>();
  fail("Could not log the build", error);
  return data!.id;
}

const finishedNow = () => new Date().toISOString();

export async function buildWentLive(client: SupabaseClient, id: string, releaseId: string) {
  const { error } = await client
    .from("site_builds")
    .update({ status: "live", release_id: releaseId, finished_at: finishedNow() })
    .eq("id", id);
  fail("Could not log the build's release", error);
}

export async function buildFailed(client: SupabaseClient, id: string, reason: string) {
  const { error } = await client
    .from("site_builds")
    .update({ status: "failed", error: reason.slice(0, 4000), finished_at: finishedNow() })
    .eq("id", id);
  fail("Could not log the build's failure", error);
}

/** A build made and deployed elsewhere (a static host), recorded as live by `npm run record-release`. */
export async function logLiveBuild(
  client: SupabaseClient,
  contentThrough: number,
  releaseId: string,
) {
  await buildWentLive(client, await startBuild(client, contentThrough), releaseId);
}
