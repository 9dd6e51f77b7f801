import { useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { SiteReport } from "../analysis";
import { seoKeys } from "./keys";

/** One analysis's findings: every page's and the site's. */
async function getReport(id: string, signal?: AbortSignal): Promise<SiteReport> {
  const rows = await runQuery(
    supabase.from("seo_analyses").select("score, page_count, findings").eq("id", id),
    signal,
  );
  const row = rows[0];
  if (!row) throw new Error(`There is no SEO analysis ${id}`);
  const findings = row.findings as unknown as Pick<SiteReport, "pages" | "siteFindings">;
  return {
    score: row.score,
    pageCount: row.page_count,
    pages: findings.pages,
    siteFindings: findings.siteFindings,
  };
}

export function useSeoReport(id: string | undefined) {
  return useQuery({
    queryKey: seoKeys.report(id ?? ""),
    enabled: !!id,
    // An analysis is never changed.
    staleTime: Infinity,
    queryFn: ({ signal }) => getReport(id!, signal),
  });
}
