import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { postState, type PostState } from "../post-state";
import { postKeys } from "./keys";

export interface PostSummary {
  id: string;
  revision: number;
  slug: string;
  title: string;
  state: PostState;
  /** The newest version's author, or the draft's author id while it was never published. */
  authorName: string | null;
  createdAt: string;
  changedAt: string;
  /** The newest version's publication time, if one was published. */
  publishAt: string | null;
  withdrawnAt: string | null;
}

interface DraftFields {
  title?: string;
}

/** Every post with its state, the newest changed first (admins at aal2; row-level security). */
export async function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<PostSummary[]> {
  const [posts, versions, withdrawals] = await Promise.all([
    runQuery(
      supabase
        .from("posts")
        .select("id, revision, slug, draft, created_at, changed_at")
        .order("changed_at", { ascending: false }),
      signal,
    ),
    runQuery(
      supabase
        .from("post_versions")
        .select("post_id, version, title, author_name, publish_at")
        .order("version", { ascending: false }),
      signal,
    ),
    runQuery(supabase.from("post_withdrawals").select("post_id, version, withdrawn_at"), signal),
  ]);
  const newest = new Map<string, (typeof versions)[number]>();
  for (const version of versions)
    if (!newest.has(version.post_id)) newest.set(version.post_id, version);
  const now = new Date();
  return posts.map((post) => {
    const version = newest.get(post.id);
    const withdrawal = withdrawals.find(
      (candidate) => candidate.post_id === post.id && candidate.version === version?.version,
    );
    const draft = post.draft as DraftFields | null;
    return {
      id: post.id,
      revision: post.revision,
      slug: post.slug,
      title: draft?.title ?? version?.title ?? post.slug,
      state: postState(
        {
          publishAt: version?.publish_at ?? null,
          withdrawn: withdrawal !== undefined,
          hasDraft: draft !== null,
        },
        now,
      ),
      authorName: version?.author_name ?? null,
      createdAt: post.created_at,
      changedAt: post.changed_at,
      publishAt: version?.publish_at ?? null,
      withdrawnAt: withdrawal?.withdrawn_at ?? null,
    };
  });
}

export const postsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.list(), queryFn: ({ signal }) => getPosts({ signal }) });

export const usePosts = () => useQuery(postsQueryOptions());
