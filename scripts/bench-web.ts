// `npm run bench:web`: Lighthouse on every public route of the production build, served the way a
// static host would (scripts/static-host.ts: compression, clean URLs, dist/_headers), in the
// machine's Chromium, with the mobile and desktop presets, several runs each; prints each route's
// median, minimum and maximum, the load average and Lighthouse's benchmarkIndex for the machine.
// Nothing leaves the machine: Chromium resolves no host name but localhost and sends every other
// request to a closed proxy port. /resources and /adv read a throw-away local stack.
//
//   npm run bench:web                        build dist/ (over the bench stack), then measure
//   npm run bench:web -- --reuse             measure the dist/ already there (or --dist <folder>)
//   npm run bench:web -- --runs 5 --preset mobile --route / --route /fees
//   npm run bench:web -- --json bench.json   also write every run's figures
//   npm run bench:web -- --block '*record_visit_event*'   fail requests matching a pattern (an
//                                            A/B of one request's cost; repeatable)
//   npm run bench:web -- --reports lh/       also write each run's whole Lighthouse report (the LCP
//                                            element, its phases, the critical request chain, ...)
//                                            and its trace (*.trace.json, opens in DevTools)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, findChromium } from "../e2e/chromium";
import { e2ePublishableKey } from "../e2e/support/env";
import { publicPaths } from "../src/content/routes";
import { startThrowawayStack } from "../supabase/local/http/throwaway-stack";
import { startStaticHost } from "./static-host";

const { values: options } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    dist: { type: "string", default: "dist" },
    runs: { type: "string", default: "5" },
    preset: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    json: { type: "string" },
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
      VITE_SUPABASE_PUBLISHABLE_KEY: e2ePublishableKey,
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
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
    "--proxy-server=http://127.0.0.1:9",
  ],
});

type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsKb: number;
  /** Requests that tried to leave the machine (blocked). */
  outside: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
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
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    si: numeric("speed-index"),
    jsKb: (summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024,
    outside: requests.filter(
      ({ url: requested }) =>
        !/^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:)/.test(requested),
    ).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Entry = { route: string; preset: string; runs: Figures[]; load: number[] };
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line of the table: a route's medians (score and TBT with their range over the runs), the
 * load average while they ran and Lighthouse's benchmarkIndex. */
function row({ route, preset, runs: figures, load }: Entry): string {
  if (figures.length === 0)
    return `| ${preset} | ${route} | failed | | | | | | | | | ${median(load).toFixed(2)} | |`;
  const values = (key: keyof Figures) => figures.map((figure) => figure[key]);
  const pick = (key: keyof Figures) => median(values(key));
  const range = (key: keyof Figures, format: (value: number) => string) =>
    `${format(Math.min(...values(key)))}–${format(Math.max(...values(key)))}`;
  const ms = (value: number) => `${Math.round(value)}`;
  return `| ${preset} | ${route} | ${pick("score")} | ${range("score", String)} | ${seconds(pick("fcp"))} | ${seconds(pick("lcp"))} | ${ms(pick("tbt"))} ms | ${range("tbt", ms)} ms | ${pick("cls").toFixed(3)} | ${seconds(pick("si"))} | ${pick("jsKb").toFixed(1)} KB | ${median(load).toFixed(2)} | ${Math.round(pick("benchmarkIndex"))} |`;
}

const all: Entry[] = [];
try {
  for (const preset of presets) {
    for (const route of routes) {
      const entry = { route, preset, runs: [] as Figures[], load: [] as number[] };
      for (let run = 0; run < runs; run += 1) {
        entry.load.push(loadavg()[0]!);
        try {
          entry.runs.push(await measure(new URL(route, host.url).href, preset, run + 1));
        } catch (error) {
          process.stderr.write(`${preset} ${route} run ${run + 1} failed: ${String(error)}\n`);
        }
      }
      all.push(entry);
      process.stderr.write(`${row(entry)}\n`);
    }
  }
} finally {
  await chrome.kill();
  await host.close();
  await stack.stop();
}

console.log(
  `\nLighthouse ${lighthouseVersion()}, median (and range) of ${runs} runs, ${new Date().toISOString()}` +
    (options.block ? `, blocked: ${options.block.join(", ")}` : ""),
);
console.log(
  "| preset | route | score | score range | FCP | LCP | TBT | TBT range | CLS | SI | JS transferred | load avg | benchmarkIndex |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const entry of all) console.log(row(entry));
const outside = all.flatMap((entry) => entry.runs).reduce((sum, figure) => sum + figure.outside, 0);
console.log(`\nRequests for hosts other than loopback (all blocked): ${outside}`);
if (options.json) writeFileSync(options.json, JSON.stringify(all, null, 2));

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  ).version;
}
