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
//   npm run bench:web -- --vs-noscript       each route's build (A) against the same build with every
//                                            <script> and modulepreload <link> removed from its HTML
//                                            (B, the floor: what the browser does without our
//                                            JavaScript), served by a second host the same way; N
//                                            pairs per route (--runs, 7 by default here) run A B, B A,
//                                            A B, ... in one Chromium; prints both sides' medians and
//                                            ranges of score, TBT, LCP and CLS and the median of the
//                                            pairs' TBT and LCP differences, A minus B
//   npm run bench:web -- --vs <dist folder>  the same pairs, A the build, B another build (a copy of
//                                            another branch's dist/, which reads a throw-away stack
//                                            on the port it was built with); with --vs-noscript,
//                                            both without scripts: one floor against the other
//                                            (the parts: scripts/lib/bench/)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, findChromium } from "./lib/chromium";
import { measure, Retries, type Figures, type Preset } from "./lib/bench/lighthouse-run";
import { measurePairs } from "./lib/bench/paired-run";
import { pairedHeading, pairedRow, type PairedEntry } from "./lib/bench/paired-table";
import { reportIntro } from "./lib/bench/report";
import { routeHeading, routeRow, type Entry } from "./lib/bench/route-table";
import { builtSupabasePort, startSides, type Sides } from "./lib/bench/sides";
import { publicPaths } from "../src/content/routes";
import { startThrowawayStack } from "../supabase/local/stack/throwaway-stack";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/local/core/keys";
import { startStaticHost } from "./static-host";

const { values: options } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    dist: { type: "string", default: "dist" },
    runs: { type: "string" },
    preset: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    json: { type: "string" },
    markdown: { type: "string" },
    reports: { type: "string" },
    "stack-port": { type: "string", default: "54339" },
    block: { type: "string", multiple: true },
    "vs-noscript": { type: "boolean", default: false },
    vs: { type: "string" },
  },
});

const presets = (options.preset ?? ["mobile", "desktop"]) as Preset[];
// The not-found page is measured as /404.html: a host answers unknown paths with it, but with
// status 404, and Lighthouse does not measure a page answered with an error status.
const routes = options.route ?? [...publicPaths, "/404.html"];
const paired = options["vs-noscript"] || options.vs !== undefined;
// Pairs get more runs by default: their point is a difference smaller than one run's swing.
const runs = Number(options.runs ?? (paired ? 7 : 5));

if (!options.reuse && options.dist !== "dist")
  throw new Error("--dist measures a build that is already there: add --reuse");
const stackPort =
  (options.reuse ? builtSupabasePort(options.dist) : undefined) ?? Number(options["stack-port"]);
const stack = await startThrowawayStack({ port: stackPort });
if (!options.reuse) {
  // A child that runs beside the stack: the build reads the published content from it, which this
  // process serves, so it must not block its own event loop waiting (execFileSync would).
  const build = spawn("npm", ["run", "build"], {
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
  const [code] = (await once(build, "exit")) as [number | null];
  if (code !== 0) {
    await stack.stop();
    throw new Error(`npm run build failed (exit ${code})`);
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    "--headless=new",
    ...chromiumArgs,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    "--proxy-server=http://127.0.0.1:9",
  ],
});
const run = (url: string, preset: Preset, label: string) =>
  measure(
    { chromePort: chrome.port, block: options.block, reports: options.reports },
    url,
    preset,
    label,
  );

const loadAtStart = loadavg();
/** A route's runs that failed are run again, at most this many times (see Retries). */
const RETRIES_PER_ROUTE = 5;
let failedRuns = 0;

/** Each route's runs on the one build, as many as --runs asks. */
async function measureRoutes(
  origin: string,
): Promise<{ table: string[]; figures: Figures[]; json: Entry[] }> {
  const all: Entry[] = [];
  for (const preset of presets) {
    for (const route of routes) {
      const entry: Entry = { route, preset, runs: [], load: [] };
      const retries = new Retries(RETRIES_PER_ROUTE);
      while (entry.runs.length < runs) {
        const load = loadavg()[0]!;
        const label = String(entry.runs.length + 1);
        const figures = await retries.figures(
          () => run(new URL(route, origin).href, preset, label),
          `${preset} ${route} run ${label}`,
        );
        if (!figures) break;
        entry.runs.push(figures);
        entry.load.push(load);
      }
      failedRuns += retries.failures;
      all.push(entry);
      process.stderr.write(`${routeRow(entry)}\n`);
    }
  }
  return {
    table: [...routeHeading, ...all.map(routeRow)],
    figures: all.flatMap((entry) => entry.runs),
    json: all,
  };
}

/** Each route's pairs, A and B as --vs-noscript and --vs choose them. */
async function measureRoutePairs(sides: Sides): Promise<{
  table: string[];
  figures: Figures[];
  json: PairedEntry[];
}> {
  const all: PairedEntry[] = [];
  for (const preset of presets) {
    for (const route of routes) {
      const retries = new Retries(RETRIES_PER_ROUTE);
      const entry = await measurePairs({
        route,
        preset,
        pairs: runs,
        origins: sides.origins,
        measure: run,
        retries,
      });
      failedRuns += retries.failures;
      all.push(entry);
      process.stderr.write(`${pairedRow(entry)}\n`);
    }
  }
  return {
    table: [
      `A: ${sides.names.A}; B: ${sides.names.B}. Each figure is its median (min to max) over the pairs; "A − B, paired" is the median (min to max) of each pair's difference, A's run minus B's; the load average is the 1-minute one as each run began.`,
      "",
      ...pairedHeading,
      ...all.map(pairedRow),
    ],
    figures: all.flatMap((entry) => entry.pairs.flatMap((pair) => [pair.a, pair.b])),
    json: all,
  };
}

let result: Awaited<ReturnType<typeof measureRoutes | typeof measureRoutePairs>>;
// The hosts close after Chromium is gone: a host waits for its open connections, and Chromium
// keeps them alive.
let closeHosts = async () => {};
try {
  if (paired) {
    const sides = await startSides({
      dist: options.dist,
      vs: options.vs,
      noScript: options["vs-noscript"],
      stackPort,
    });
    closeHosts = sides.close;
    result = await measureRoutePairs(sides);
  } else {
    const host = await startStaticHost({ root: options.dist });
    closeHosts = host.close;
    result = await measureRoutes(host.url);
  }
} finally {
  await chrome.kill();
  await closeHosts();
  await stack.stop();
}

const outside = result.figures.reduce((sum, figure) => sum + figure.outside, 0);
const report = [
  reportIntro({
    chromium: findChromium(),
    runs: paired ? `${runs} pairs per route, A B B A` : `${runs} runs per route`,
    loadAtStart,
  }),
  "",
  ...result.table,
  "",
  `Requests for hosts other than loopback (all blocked): ${outside}. Runs that failed and were run again: ${failedRuns}.`,
].join("\n");
console.log(`\n${report}`);
if (options.markdown) writeFileSync(options.markdown, `${report}\n`);
if (options.json) writeFileSync(options.json, JSON.stringify(result.json, null, 2));
