import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PageVersion } from "@/features/site-content/admin";
import { versionOf } from "@/features/site-content/admin";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { PostContent } from "../schemas";
import { postKeys } from "./keys";

/** Every published version of a post, newest first (none for a post never published). */
export async function getPostVersions(
  id: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageVersion[]> {
  if (!id) return [];
  const rows = await runQuery(
    supabase
      .from("post_versions")
      .select("version, published_at, published_by, restored_from")
      .eq("post_id", id)
      .order("version", { ascending: false }),
    signal,
  );
  return rows.map(versionOf);
}

export function usePostVersions(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: postKeys.versions(id ?? ""),
      queryFn: ({ signal }) => getPostVersions(id, { signal }),
    }),
  );
}

/** A version's content and the answers to the Marketing Rule check's warnings published with it. */
export async function getPostVersion(
  id: string,
  version: number,
): Promise<{ content: PostContent; answers: Record<string, string> }> {
  const [row] = await runQuery(
    supabase
      .from("post_versions")
      .select(
        "slug, title, summary, body, tags, cover_image_url, author_id, publish_at, marketing_rule_answers",
      )
      .eq("post_id", id)
      .eq("version", version),
  );
  if (!row) throw new Error(`The post has no version ${version}.`);
  const { marketing_rule_answers: answers, ...content } = row;
  return { content, answers: answers as Record<string, string> };
}
