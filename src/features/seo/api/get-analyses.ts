import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { seoKeys } from "./keys";

export interface SeoAnalysisSummary {
  id: string;
  release_id: string;
  analysed_at: string;
  analysed_by: string | null;
  score: number;
  page_count: number;
}

/** How many earlier analyses the screen lists. */
export const ANALYSES_LISTED = 20;

/** The newest analyses first, without their findings (the screen loads the report it shows). */
async function getAnalyses(signal?: AbortSignal): Promise<SeoAnalysisSummary[]> {
  return runQuery(
    supabase
      .from("seo_analyses")
      .select("id, release_id, analysed_at, analysed_by, score, page_count")
      .order("analysed_at", { ascending: false })
      .limit(ANALYSES_LISTED),
    signal,
  );
}

export const seoAnalysesQueryOptions = () =>
  queryOptions({ queryKey: seoKeys.list(), queryFn: ({ signal }) => getAnalyses(signal) });

export function useSeoAnalyses() {
  return useQuery(seoAnalysesQueryOptions());
}

/** The latest score and its change against the analysis before it (the dashboard's card). */
export function useLatestSeoScore() {
  return useQuery({
    ...seoAnalysesQueryOptions(),
    select: (analyses) =>
      analyses[0]
        ? {
            score: analyses[0].score,
            change: analyses[1] ? analyses[0].score - analyses[1].score : undefined,
          }
        : null,
  });
}
