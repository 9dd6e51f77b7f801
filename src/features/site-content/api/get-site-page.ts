import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { PageKey } from "../schemas/page-schemas";
import { approvalStateOf } from "./draft-rows";
import { sitePageKeys } from "./keys";

export interface EditedPage {
  key: PageKey;
  /** What the editor saves over: a save that names another revision is refused (PT409). */
  revision: number;
  /** The unpublished changes, if any (not yet checked against the schema). */
  draft: unknown;
  draftRestoredFrom: number | null;
  /** The adviser's answers to the Marketing Rule check's warnings on the draft, by finding key. */
  draftAnswers: Record<string, string>;
  changedAt: string;
  changedBy: string | null;
  /** The draft's pending request for another admin's approval: who asked and when. */
  approvalRequest: { by: string; at: string } | null;
  /** The last time another admin returned the draft instead of approving it, and why. */
  returned: { by: string; at: string; comment: string } | null;
  published: {
    version: number;
    publishedAt: string;
    content: unknown;
    /** The adviser's answers to the Marketing Rule check's warnings on it, by finding key. */
    answers: Record<string, string>;
  };
}

/** One page: its row (draft, revision) and its latest published version. */
export async function getSitePage(
  key: PageKey,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EditedPage> {
  const [[page], [version]] = await Promise.all([
    runQuery(
      supabase
        .from("site_pages")
        .select(
          "revision, draft, draft_restored_from, draft_answers, changed_at, changed_by, approval_requested_by, approval_requested_at, approval_returned_by, approval_returned_at, approval_returned_comment",
        )
        .eq("page_key", key),
      signal,
    ),
    runQuery(
      supabase
        .from("page_versions")
        .select("version, published_at, content, marketing_rule_answers")
        .eq("page_key", key)
        .order("version", { ascending: false })
        .limit(1),
      signal,
    ),
  ]);
  if (!page || !version) throw new Error(`There is no page ${key}.`);
  return {
    key,
    revision: page.revision,
    draft: page.draft,
    draftRestoredFrom: page.draft_restored_from,
    draftAnswers: page.draft_answers as Record<string, string>,
    changedAt: page.changed_at,
    changedBy: page.changed_by,
    ...approvalStateOf(page),
    published: {
      version: version.version,
      publishedAt: version.published_at,
      content: version.content,
      answers: version.marketing_rule_answers as Record<string, string>,
    },
  };
}

export const sitePageQueryOptions = (key: PageKey) =>
  queryOptions({
    queryKey: sitePageKeys.page(key),
    queryFn: ({ signal }) => getSitePage(key, { signal }),
    // The editor holds what it loaded; it learns of another's change when it saves.
    staleTime: Infinity,
  });

/**
 * The page as the editor opens it: read anew each time the editor opens (not a copy cached by an
 * earlier visit, which a draft saved since, with its answers, would have outdated), then held.
 * `opened` is false until that read has come back.
 */
export function useSitePage(key: PageKey) {
  const [openedAt] = useState(Date.now);
  const query = useQuery({ ...sitePageQueryOptions(key), refetchOnMount: "always" });
  return { ...query, opened: query.isSuccess && query.dataUpdatedAt >= openedAt };
}
