// One Lighthouse run of one page in the bench's Chromium, reduced to the figures the tables print.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type Preset = "mobile" | "desktop";

export type Figures = {
  score: number;
  /** Lighthouse's measure of the machine's CPU speed for this run (higher is faster). */
  benchmarkIndex: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsKb: number;
  /** Requests that tried to leave the machine (blocked). */
  outside: number;
};

export interface RunOptions {
  /** The debugging port of the Chromium Lighthouse drives. */
  chromePort: number;
  /** URL patterns whose requests fail in every run. */
  block?: string[];
  /** A folder for each run's whole report and trace. */
  reports?: string;
}

/** Where the whole report of a run goes with `reports`: `mobile-about-1.json`, `mobile-about-B-3.json`. */
function reportFile(reports: string, url: string, preset: Preset, label: string): string {
  mkdirSync(reports, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  return join(reports, `${preset}-${name}-${label}.json`);
}

/** Measures `url` once with the `preset`; `label` names the run's report file (its number, its side). */
export async function measure(
  { chromePort, block, reports }: RunOptions,
  url: string,
  preset: Preset,
  label: string,
): Promise<Figures> {
  const flags: Flags = {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    blockedUrlPatterns: block,
  };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reports) {
    const report = reportFile(reports, url, preset, label);
    writeFileSync(report, JSON.stringify(lhr));
    writeFileSync(report.replace(/\.json$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: Array<{ resourceType: string; transferSize: number }>;
      }
    )?.items ?? [];
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string }> })?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    si: numeric("speed-index"),
    jsKb: (summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024,
    outside: requests.filter(
      ({ url: requested }) =>
        // chrome: and chrome-extension: are Chromium's own PDF viewer, on /crs: nothing leaves.
        !/^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:|chrome:|chrome-extension:)/.test(
          requested,
        ),
    ).length,
  };
}

/**
 * A run Lighthouse could not record (NO_NAVSTART: it lost the trace, which a busy machine makes
 * likelier; it asks to be run again) is run again, at most `limit` times per route, so each route
 * has its runs; `failures` counts them for the note under the table.
 */
export class Retries {
  failures = 0;
  constructor(readonly limit: number) {}

  /** `run`'s figures, run again after each failure while the route's retries last; else undefined. */
  async figures(run: () => Promise<Figures>, what: string): Promise<Figures | undefined> {
    while (this.failures <= this.limit) {
      try {
        return await run();
      } catch (error) {
        this.failures += 1;
        process.stderr.write(`${what} failed: ${String(error)}\n`);
      }
    }
    return undefined;
  }
}
