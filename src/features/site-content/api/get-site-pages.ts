import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { isPageKey, type PageKey } from "../schemas/page-schemas";
import { sitePageKeys } from "./keys";

export interface SitePageSummary {
  key: PageKey;
  revision: number;
  hasDraft: boolean;
  changedAt: string;
  /** The latest published version. */
  version: number;
  publishedAt: string;
  /** The content-history entry of that version: where it is (live, or on its way). */
  historyId: number | null;
}

/** Every page of the site with its state (admins at aal2; row-level security). */
export async function getSitePages({ signal }: { signal?: AbortSignal } = {}): Promise<
  SitePageSummary[]
> {
  const [pages, versions] = await Promise.all([
    runQuery(
      supabase.from("site_pages").select("page_key, revision, draft_base_version, changed_at"),
      signal,
    ),
    runQuery(
      supabase
        .from("page_versions")
        .select("id, page_key, version, published_at")
        .order("version", { ascending: false }),
      signal,
    ),
  ]);
  const latest = new Map<string, (typeof versions)[number]>();
  for (const version of versions)
    if (!latest.has(version.page_key)) latest.set(version.page_key, version);
  const entries = await runQuery(
    supabase
      .from("content_history")
      .select("id, row_id")
      .eq("table_name", "page_versions")
      .eq("operation", "insert")
      .in(
        "row_id",
        [...latest.values()].map((version) => String(version.id)),
      ),
    signal,
  );
  const entryOf = new Map(entries.map((entry) => [entry.row_id, entry.id]));
  return pages.flatMap((page) => {
    const version = latest.get(page.page_key);
    if (!isPageKey(page.page_key) || !version) return [];
    return [
      {
        key: page.page_key,
        revision: page.revision,
        hasDraft: page.draft_base_version !== null,
        changedAt: page.changed_at,
        version: version.version,
        publishedAt: version.published_at,
        historyId: entryOf.get(String(version.id)) ?? null,
      },
    ];
  });
}

export const sitePagesQueryOptions = () =>
  queryOptions({
    queryKey: sitePageKeys.list(),
    queryFn: ({ signal }) => getSitePages({ signal }),
  });

export function useSitePages() {
  return useQuery(sitePagesQueryOptions());
}
