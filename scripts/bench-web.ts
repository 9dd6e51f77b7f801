// `npm run bench:web`: Lighthouse on every public route of the production build, served the way a
// static host would (scripts/static-host.ts: compression, clean URLs, dist/_headers), in the
// machine's Chromium, with the mobile and desktop presets, several runs each (5 by default); prints,
// per route, the median, minimum and maximum of the score and of the Total Blocking Time, the
// medians of the other figures, Lighthouse's benchmarkIndex (how fast it found this machine's CPU)
// and the load average while the route ran: a busy machine (other work on its cores) lowers the
// scores, so a table means little without its load. Nothing leaves the machine: Chromium resolves no
// host name but localhost and sends every other request to a closed proxy port. /resources, /adv and
// /crs read a throw-away local stack at 127.0.0.1, which the host rules let through (without it those
// pages would measure their error path: a failed read, its retry, the error toast).
//
//   npm run bench:web                        build dist/ (over the bench stack), then measure
//   npm run bench:web -- --reuse             measure the dist/ already there (or --dist <folder>)
//   npm run bench:web -- --runs 3 --preset mobile --route / --route /fees
//   npm run bench:web -- --markdown bench.md also write the table, with the command, the commit and
//                                            the machine, as docs/measurements.md shows it
//   npm run bench:web -- --json bench.json   also write every run's figures
//   npm run bench:web -- --block '*record_visit_event*'   fail the requests matching a pattern in
//                                            every run (the cost of one request; repeatable)
//   npm run bench:web -- --reports lh/       also write each run's whole Lighthouse report (the LCP
//                                            element, its phases, the critical request chain, ...)
//                                            and its trace (*.trace.json, opens in DevTools)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, findChromium } from "./lib/chromium";
import { publicPaths } from "../src/content/routes";
import { startThrowawayStack } from "../supabase/local/stack/throwaway-stack";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/local/core/keys";
import { startStaticHost } from "./static-host";

const { values: options } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    dist: { type: "string", default: "dist" },
    runs: { type: "string", default: "5" },
    preset: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    json: { type: "string" },
    markdown: { type: "string" },
    reports: { type: "string" },
    "stack-port": { type: "string", default: "54339" },
    block: { type: "string", multiple: true },
  },
});

const presets = (options.preset ?? ["mobile", "desktop"]) as Array<"mobile" | "desktop">;
// The not-found page is measured as /404.html: a host answers unknown paths with it, but with
// status 404, and Lighthouse does not measure a page answered with an error status.
const routes = options.route ?? [...publicPaths, "/404.html"];
const runs = Number(options.runs);

/** The loopback origin of the Supabase URL dist/ was built with, read from its security policy. */
function builtSupabasePort(): number | undefined {
  const headersFile = join(options.dist, "_headers");
  const headers = existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "";
  const connect = /connect-src ([^;\n]*)/.exec(headers)?.[1] ?? "";
  const local = connect
    .split(" ")
    .find((source) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(source));
  return local ? Number(new URL(local).port) : undefined;
}

const stackPort =
  (options.reuse ? builtSupabasePort() : undefined) ?? Number(options["stack-port"]);
const stack = await startThrowawayStack({ port: stackPort });
if (!options.reuse) {
  if (options.dist !== "dist")
    throw new Error("--dist measures a build that is already there: add --reuse");
  execFileSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      VITE_SUPABASE_URL: stack.stack.url,
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
      VITE_SCHEDULING_URL:
        process.env.VITE_SCHEDULING_URL ?? "https://calendly.com/your-firm/30min",
      VITE_SITE_URL: process.env.VITE_SITE_URL ?? "https://www.example.com",
    },
  });
}
const host = await startStaticHost({ root: options.dist });

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    "--headless=new",
    ...chromiumArgs,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    "--proxy-server=http://127.0.0.1:9",
  ],
});

type Figures = {
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

/** Where the whole report of a run goes with --reports: `mobile-about-1.json`. */
function reportFile(url: string, preset: string, run: number): string | undefined {
  if (!options.reports) return undefined;
  mkdirSync(options.reports, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  return join(options.reports, `${preset}-${name}-${run}.json`);
}

async function measure(url: string, preset: "mobile" | "desktop", run: number): Promise<Figures> {
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    blockedUrlPatterns: options.block,
  };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const report = reportFile(url, preset, run);
  if (report) {
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Entry = { route: string; preset: string; runs: Figures[]; load: number[] };
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** "median (min to max)" of `values`, each written by `format`. */
const spread = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))} to ${format(Math.max(...values))})`;
const ms = (value: number) => `${Math.round(value)} ms`;

const heading = [
  "| preset | route | runs | score: median (min to max) | TBT: median (min to max) | FCP | LCP | CLS | SI | JS transferred | benchmarkIndex | load avg (min to max) |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

/** One line of the table: a route's runs, and the machine's 1-minute load average as each began. */
function row({ route, preset, runs: figures, load }: Entry): string {
  const loadRange = spread(load, (value) => value.toFixed(1));
  if (figures.length === 0)
    return `| ${preset} | ${route} | 0 | failed | | | | | | | | ${loadRange} |`;
  const all = (key: keyof Figures) => figures.map((figure) => figure[key]);
  const pick = (key: keyof Figures) => median(all(key));
  return `| ${preset} | ${route} | ${figures.length} | ${spread(all("score"), String)} | ${spread(all("tbt"), ms)} | ${seconds(pick("fcp"))} | ${seconds(pick("lcp"))} | ${pick("cls").toFixed(3)} | ${seconds(pick("si"))} | ${pick("jsKb").toFixed(1)} KB | ${Math.round(pick("benchmarkIndex"))} | ${loadRange} |`;
}

const commit = () => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
};
const command = `npm run bench:web -- ${process.argv.slice(2).join(" ")}`.trim();
const loadAtStart = loadavg();

/**
 * A run Lighthouse could not record (NO_NAVSTART: it lost the trace, which a busy machine makes
 * likelier; it asks to be run again) is run again, at most this many times per route, so each
 * route has its runs; the failures are counted under the table.
 */
const RETRIES_PER_ROUTE = 5;
let failedRuns = 0;

const all: Entry[] = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const entry = { route, preset, runs: [] as Figures[], load: [] as number[] };
      let failures = 0;
      while (entry.runs.length < runs && failures <= RETRIES_PER_ROUTE) {
        const load = loadavg()[0]!;
        const run = entry.runs.length + 1;
        try {
          entry.runs.push(await measure(new URL(route, host.url).href, preset, run));
          entry.load.push(load);
        } catch (error) {
          failures += 1;
          process.stderr.write(`${preset} ${route} run ${run} failed: ${String(error)}\n`);
        }
      }
      failedRuns += failures;
      all.push(entry);
      process.stderr.write(`${row(entry)}\n`);
    }
  }
} finally {
  await chrome.kill();
  await host.close();
  await stack.stop();
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
const outside = all.flatMap((entry) => entry.runs).reduce((sum, figure) => sum + figure.outside, 0);
const report = [
  `\`${command}\` on ${commit()}, ${new Date().toISOString()}: Lighthouse ${lighthouseVersion()} in ${findChromium()}, ${runs} runs per route, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}); load average (1, 5, 15 min) ${loads(loadAtStart)} at the start, ${loads(loadavg())} at the end.`,
  "",
  ...heading,
  ...all.map(row),
  "",
  `Requests for hosts other than loopback (all blocked): ${outside}. Runs that failed and were run again: ${failedRuns}.`,
].join("\n");
console.log(`\n${report}`);
if (options.markdown) writeFileSync(options.markdown, `${report}\n`);
if (options.json) writeFileSync(options.json, JSON.stringify(all, null, 2));

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  ).version;
}
