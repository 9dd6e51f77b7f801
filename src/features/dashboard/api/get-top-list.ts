import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

/** The dashboard's two ranked tables: pages by page views, sources by visitors. */
export type TopList = "pages" | "sources";

export interface TopListRow {
  /** The page's path, or the source ('' for visits without a referrer or campaign tag). */
  name: string;
  visitors: number;
  page_views: number;
  consultations: number;
}

const TOP_ROWS = 10;

export const topListKeys = {
  all: ["dashboard-top-list"] as const,
  list: (list: TopList, days: number) => [...topListKeys.all, list, days] as const,
};

export async function getTopList(
  list: TopList,
  days: number,
  signal?: AbortSignal,
): Promise<TopListRow[]> {
  if (list === "pages") {
    const rows = await runQuery(
      supabase.rpc("analytics_top_pages", { days, max_rows: TOP_ROWS }),
      signal,
    );
    return rows.map(({ path, ...counts }) => ({ name: path, ...counts }));
  }
  const rows = await runQuery(
    supabase.rpc("analytics_top_sources", { days, max_rows: TOP_ROWS }),
    signal,
  );
  return rows.map(({ source, ...counts }) => ({ name: source, ...counts }));
}

export const topListQueryOptions = (list: TopList, days: number) =>
  queryOptions({
    queryKey: topListKeys.list(list, days),
    queryFn: ({ signal }) => getTopList(list, days, signal),
  });

export function useTopList(list: TopList, days: number) {
  return useQuery(topListQueryOptions(list, days));
}
