// npx tsx scripts/e2e-timeline.ts [test-results/e2e-report.json]
// Where the browser tests' time went, from the JSON report Playwright writes beside its list: the
// wait before the first test (the build, the stack, the preview), each project's span and the sum of
// its tests, how long the workers stood idle while others ran (one at a time, or none), and the
// slowest tests. npm test prints it after the browser tests.
import { readFileSync } from "node:fs";
import { concurrency, reportSchema, runsOf } from "./lib/e2e-report";

const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const file = process.argv[2] ?? "test-results/e2e-report.json";
const report = reportSchema.parse(JSON.parse(readFileSync(file, "utf8")));
const runs = report.suites.flatMap((suite) => runsOf(suite));
const started = Date.parse(report.stats.startTime);
const ended = started + report.stats.duration;
const firstTest = Math.min(...runs.map((run) => run.start));

console.log(`\nWhere the browser tests' ${s(report.stats.duration)} went (${file}):`);
console.log(`  before the first test (build, stack, preview): ${s(firstTest - started)}`);
for (const project of [...new Set(runs.map((run) => run.project))]) {
  const own = runs.filter((run) => run.project === project);
  const from = Math.min(...own.map((run) => run.start));
  const to = Math.max(...own.map((run) => run.end));
  const sum = own.reduce((total, run) => total + run.end - run.start, 0);
  console.log(
    `  ${project.padEnd(13)} ${String(own.length).padStart(4)} tests, sum ${s(sum).padStart(7)}, from ${s(from - started).padStart(6)} to ${s(to - started).padStart(6)}`,
  );
}
const time = concurrency(runs, firstTest, ended);
console.log(
  `  after the first test: no test running ${s(time.get(0) ?? 0)}, one ${s(time.get(1) ?? 0)}, two or more ${s(
    [...time].filter(([n]) => n >= 2).reduce((total, [, ms]) => total + ms, 0),
  )}`,
);
console.log("  slowest tests:");
for (const run of [...runs].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 20))
  console.log(`    ${s(run.end - run.start).padStart(5)}  [${run.project}] ${run.title}`);
