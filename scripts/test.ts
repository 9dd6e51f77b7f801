// npm test: every stage CI runs, in order, stopping at the first that fails; then how long each took,
// so a slow suite shows where its time goes (docs/measurements.md keeps a run's figures).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";

const stages: { name: string; script: string }[] = [
  { name: "format", script: "format:check" },
  { name: "types", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit, component, database and stack tests (vitest)", script: "test:unit" },
  { name: "browser tests (Playwright)", script: "test:e2e" },
  { name: "budget", script: "budget" },
];

// Written by Playwright's JSON reporter (playwright.config.ts).
const e2eReport = "test-results/e2e-report.json";
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const started = performance.now();
const times: { name: string; ms: number; ok: boolean }[] = [];
for (const stage of stages) {
  const stageStarted = performance.now();
  const { status } = spawnSync("npm", ["run", stage.script], { stdio: "inherit" });
  times.push({ name: stage.name, ms: performance.now() - stageStarted, ok: status === 0 });
  if (stage.script === "test:e2e" && existsSync(e2eReport))
    spawnSync("npx", ["tsx", "scripts/e2e-timeline.ts", e2eReport], { stdio: "inherit" });
  if (status !== 0) break;
}

const width = Math.max(...stages.map((stage) => stage.name.length));
console.log("\nnpm test, each stage's time:");
for (const { name, ms, ok } of times)
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${ok ? "" : "  FAILED"}`);
console.log(
  `  ${"total".padEnd(width)}  ${seconds(performance.now() - started).padStart(6)}` +
    `  (load average now ${loadavg()[0]!.toFixed(1)})`,
);
process.exit(times.every((stage) => stage.ok) && times.length === stages.length ? 0 : 1);
