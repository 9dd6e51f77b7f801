// A new release analysed by itself once recorded, so SEO Tools always score what the public is
// served without an admin having to ask: SEO Tools' analysis
// (src/features/seo/analysis) of the files just recorded, kept in public.seo_analyses with no author
// (the system), as the admin's 'Run Analysis' keeps one. The bytes are the build's, which the release
// names by their SHA-256: nothing is read back from storage.
import type { SupabaseClient } from "@supabase/supabase-js";
import { analyseRelease } from "../../src/features/seo/analysis";
import { releaseInput } from "../../src/features/seo/release-input";
import { NOT_FOUND_PAGE, type SiteRelease } from "./site-files";

export type AnalysisOutcome = { score: number; pageCount: number } | { failed: string };

export async function analyseRecordedRelease(
  client: SupabaseClient,
  releaseId: string,
  release: SiteRelease,
  siteUrl: string,
): Promise<AnalysisOutcome> {
  try {
    const input = await releaseInput(
      {
        pages: release.pages.filter((page) => page.path !== NOT_FOUND_PAGE),
        assets: release.assets,
      },
      siteUrl,
      async (file) => {
        const kept = release.contents.get(file.sha256);
        if (!kept) throw new Error(`the build does not hold ${file.path}`);
        return kept.bytes;
      },
    );
    input.notFound = {
      held: release.pages.some((page) => page.path === NOT_FOUND_PAGE),
      // Recorded before the host serves it: its answer is the one of the release before.
      live: { unchecked: "the release is analysed as it is recorded, before the host serves it" },
    };
    const report = analyseRelease(input);
    const { error } = await client.from("seo_analyses").insert({
      release_id: releaseId,
      score: report.score,
      page_count: report.pageCount,
      findings: { pages: report.pages, siteFindings: report.siteFindings },
    });
    if (error) throw new Error(error.message);
    return { score: report.score, pageCount: report.pageCount };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
