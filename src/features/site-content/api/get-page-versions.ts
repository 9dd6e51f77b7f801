import { queryOptions, useQuery } from "@tanstack/react-query";
import { versionOf } from "./draft-rows";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { PageKey } from "../schemas/page-schemas";
import { sitePageKeys } from "./keys";

export interface PageVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: number | null;
}

/** Every published version of a page, newest first. */
export async function getPageVersions(
  key: PageKey,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageVersion[]> {
  const rows = await runQuery(
    supabase
      .from("page_versions")
      .select("version, published_at, published_by, restored_from")
      .eq("page_key", key)
      .order("version", { ascending: false }),
    signal,
  );
  return rows.map(versionOf);
}

export function usePageVersions(key: PageKey) {
  return useQuery(
    queryOptions({
      queryKey: sitePageKeys.versions(key),
      queryFn: ({ signal }) => getPageVersions(key, { signal }),
    }),
  );
}

/** One published version's content (a restore puts it in the editor). */
/** A version's content and the answers to the Marketing Rule check's warnings published with it. */
export async function getPageVersion(
  key: PageKey,
  version: number,
): Promise<{ content: unknown; answers: Record<string, string> }> {
  const [row] = await runQuery(
    supabase
      .from("page_versions")
      .select("content, marketing_rule_answers")
      .eq("page_key", key)
      .eq("version", version),
  );
  if (!row) throw new Error(`The page ${key} has no version ${version}.`);
  return { content: row.content, answers: row.marketing_rule_answers as Record<string, string> };
}
