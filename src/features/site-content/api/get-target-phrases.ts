import { useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { isPageKey, type PageKey } from "../schemas/page-schemas";
import { sitePageKeys } from "./keys";

/**
 * Each page's target phrase as its latest published version has it (the page editor's "Target
 * phrase (SEO)", kept with the content), by page key; a page without one is left out.
 */
export async function getTargetPhrases({ signal }: { signal?: AbortSignal } = {}): Promise<
  Partial<Record<PageKey, string>>
> {
  const versions = await runQuery(
    supabase
      .from("page_versions")
      .select("id, page_key, version")
      .order("version", { ascending: false }),
    signal,
  );
  const latest = new Map<string, number>();
  for (const version of versions)
    if (!latest.has(version.page_key)) latest.set(version.page_key, version.id);
  if (latest.size === 0) return {};
  const rows = await runQuery(
    supabase
      .from("page_versions")
      .select("page_key, content")
      .in("id", [...latest.values()]),
    signal,
  );
  const phrases: Partial<Record<PageKey, string>> = {};
  for (const { page_key, content } of rows) {
    const phrase = (content as { targetPhrase?: unknown } | null)?.targetPhrase;
    if (isPageKey(page_key) && typeof phrase === "string" && phrase.trim())
      phrases[page_key] = phrase.trim();
  }
  return phrases;
}

export function useTargetPhrases() {
  return useQuery({
    queryKey: sitePageKeys.targetPhrases(),
    queryFn: ({ signal }) => getTargetPhrases({ signal }),
  });
}
