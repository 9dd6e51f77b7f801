// A Market Insights post published through the API, as the editor's calls do: the stack tests'
// way of putting one on the site (supabase/tests/support/posts.ts has its content).
import type { SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";
import { postContent } from "../../supabase/tests/support/posts";

/**
 * `admin` (signed in at aal2) takes a profile name, creates the post with `over` changed, and
 * publishes it, as its author: the post's id and revision (what withdraw_post asks for).
 */
export async function publishPostAs(
  admin: SupabaseClient,
  over: Record<string, unknown>,
): Promise<{ id: string; revision: number }> {
  const { data: user } = await admin.auth.getUser();
  const named = await admin.rpc("save_admin_profile", { full_name: "Ethan Lindqvist" });
  expect(named.error).toBeNull();
  const created = await admin.rpc("create_post", {
    content: postContent({ author_id: user.user!.id, ...over }),
  });
  expect(created.error).toBeNull();
  const draft = created.data as { id: string; revision: number };
  const published = await admin.rpc("publish_post", {
    post_id: draft.id,
    revision: draft.revision,
  });
  // The database takes a publication whatever its words: which the check blocks is the build's to find.
  expect(published.error).toBeNull();
  return { id: draft.id, revision: (published.data as { revision: number }).revision };
}
