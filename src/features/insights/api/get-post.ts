import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { approvalStateOf } from "@/features/site-content/admin";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { PostContent } from "../schemas";
import { postKeys } from "./keys";

/** A post as its editor opens it. */
export interface EditedPost {
  id: string;
  /** What the editor saves over: a save that names another revision is refused (PT409). */
  revision: number;
  /** The unpublished changes, if any. */
  draft: PostContent | null;
  /** The adviser's answers to the Marketing Rule check's warnings on the draft, by finding key. */
  draftAnswers: Record<string, string>;
  /** The draft's pending request for another admin's approval: who asked and when. */
  approvalRequest: { by: string; at: string } | null;
  /** The last time another admin returned the draft instead of approving it, and why. */
  returned: { by: string; at: string; comment: string } | null;
  /** The newest published version, if one was. */
  published: {
    version: number;
    content: PostContent;
    answers: Record<string, string>;
    withdrawn: boolean;
  } | null;
}

/** One post: its row, its newest version and whether that was withdrawn (admins at aal2). */
export async function getPost(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EditedPost> {
  const [[post], [version], withdrawals] = await Promise.all([
    runQuery(
      supabase
        .from("posts")
        .select(
          "id, revision, draft, draft_answers, approval_requested_by, approval_requested_at, approval_returned_by, approval_returned_at, approval_returned_comment",
        )
        .eq("id", id),
      signal,
    ),
    runQuery(
      supabase
        .from("post_versions")
        .select(
          "version, slug, title, summary, body, tags, cover_image_url, author_id, publish_at, marketing_rule_answers",
        )
        .eq("post_id", id)
        .order("version", { ascending: false })
        .limit(1),
      signal,
    ),
    runQuery(supabase.from("post_withdrawals").select("version").eq("post_id", id), signal),
  ]);
  if (!post) throw new Error(`There is no post ${id}.`);
  return {
    id: post.id,
    revision: post.revision,
    draft: post.draft as PostContent | null,
    draftAnswers: post.draft_answers as Record<string, string>,
    ...approvalStateOf(post),
    published: version
      ? {
          version: version.version,
          content: {
            slug: version.slug,
            title: version.title,
            summary: version.summary,
            body: version.body,
            tags: version.tags,
            cover_image_url: version.cover_image_url,
            author_id: version.author_id,
            publish_at: version.publish_at,
          },
          answers: version.marketing_rule_answers as Record<string, string>,
          withdrawn: withdrawals.some((withdrawal) => withdrawal.version === version.version),
        }
      : null,
  };
}

/**
 * The post as the editor opens it: read anew each time the editor opens, then held (the editor
 * learns of another's change when it saves). `opened` is false until that read has come back.
 */
export function usePost(id: string | null) {
  const [openedAt] = useState(Date.now);
  const query = useQuery({
    ...queryOptions({
      queryKey: postKeys.post(id ?? ""),
      queryFn: ({ signal }) => getPost(id!, { signal }),
      staleTime: Infinity,
    }),
    enabled: id !== null,
    refetchOnMount: "always",
  });
  return { ...query, opened: query.isSuccess && query.dataUpdatedAt >= openedAt };
}
