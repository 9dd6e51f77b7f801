import { useMutation, useQueryClient } from "@tanstack/react-query";
import { seoCopy } from "@/content/admin/seo-tools";
import {
  downloadReleaseFile,
  NOT_FOUND_PATH,
  type ArchiveRelease,
} from "@/features/content-history";
import { readSiteUrl } from "@/lib/env";
import { mutationToasts } from "@/lib/mutation-toasts";
import { Refusal } from "@/lib/refusal";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { ReleaseInput, SiteReport } from "../analysis";
import { releaseInput } from "../release-input";
import { seoKeys } from "./keys";

/** There is no release to analyse: the site was never published. */
export class NoReleaseToAnalyse extends Refusal {
  override name = "NoReleaseToAnalyse";
}

/** The analysis in a worker of its own, so the screen stays responsive however large the release. */
function analyseInWorker(input: ReleaseInput): Promise<SiteReport> {
  const worker = new Worker(new URL("../analysis/analysis.worker.ts", import.meta.url), {
    type: "module",
  });
  return new Promise<SiteReport>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ report: SiteReport } | { error: string }>) =>
      "report" in event.data
        ? resolve(event.data.report)
        : reject(new Error(`The analysis failed: ${event.data.error}`));
    worker.onerror = (event) => reject(new Error(`The analysis failed: ${event.message}`));
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

/**
 * What the host answers for an address it does not hold. Asked only when the site is served from
 * the admin's own origin: another origin's answer is hidden from this page (CORS).
 */
export async function askNotFound(
  siteUrl: string,
  origin = globalThis.location?.origin,
): Promise<{ status: number } | { unchecked: string }> {
  if (new URL(siteUrl).origin !== origin)
    return { unchecked: `the site is served from ${new URL(siteUrl).origin}, not this address` };
  try {
    const response = await fetch(`${origin}/seo-check-not-found-${crypto.randomUUID()}`, {
      method: "GET",
      cache: "no-store",
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status };
  } catch (error) {
    return { unchecked: `the request failed (${(error as Error).message})` };
  }
}

export interface RunAnalysisResult {
  id: string;
  report: SiteReport;
}

/**
 * Analyses the latest release now, in this browser (its files read from the release bucket and
 * checked against their SHA-256, parsed in a worker, never rendered), and keeps the result in
 * seo_analyses.
 */
export async function runAnalysis(): Promise<RunAnalysisResult> {
  const [release] = await runQuery(
    supabase
      .from("site_releases")
      .select("id, pages, assets")
      .order("recorded_at", { ascending: false })
      .limit(1),
  );
  if (!release) throw new NoReleaseToAnalyse("The site has no release yet");
  const { pages, assets } = release as unknown as Pick<ArchiveRelease, "pages" | "assets">;
  // The not-found page is no page to rank.
  const publicPages = pages.filter((page) => page.path !== NOT_FOUND_PATH);
  const siteUrl = readSiteUrl();
  const input = await releaseInput({ pages: publicPages, assets }, siteUrl, downloadReleaseFile);
  input.notFound = {
    held: pages.some((page) => page.path === NOT_FOUND_PATH),
    live: await askNotFound(siteUrl),
  };
  const report = await analyseInWorker(input);
  const [row] = await runQuery(
    supabase
      .from("seo_analyses")
      .insert({
        release_id: release.id,
        score: report.score,
        page_count: report.pageCount,
        findings: { pages: report.pages, siteFindings: report.siteFindings } as never,
      })
      .select("id"),
  );
  return { id: row!.id, report };
}

export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAnalysis,
    meta: mutationToasts<void, RunAnalysisResult>({
      success: (_, { report }) => seoCopy.toasts.done(report.score, report.pageCount),
      error: (error) =>
        error instanceof NoReleaseToAnalyse ? seoCopy.toasts.noRelease : seoCopy.toasts.failed,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.list() }),
  });
}
