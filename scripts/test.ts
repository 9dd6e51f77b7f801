// npm test: every stage CI runs, stopping after the first step that fails; then how long each stage
// took, so a slow suite shows where its time goes (docs/measurements.md keeps a run's figures).
//
// The suite is bound by the two cores, so the stages of a step run side by side where one alone
// leaves a core idle: the three checks, each on one core; and vitest beside the browser tests, at a
// lower priority (nice 10), taking the time the browser tests leave (while a release is built, while
// the serial specs run one at a time); each starts its own stacks on its own ports. A step's first
// stage shows its output as it runs; the others' is held and shown whole when they end, so that
// they do not interleave line by line.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg, setPriority } from "node:os";

interface Stage {
  name: string;
  script: string;
  /** Run beside the step's first stage: its output is held and printed whole when it ends. */
  held?: boolean;
  /**
   * How much lower its priority is than the step's first stage (nice), while that runs: once the
   * first stage has ended, the stage gets the usual priority back.
   */
  niceness?: number;
}

// Each step's stages run side by side; the steps one after another.
const steps: Stage[][] = [
  [
    { name: "format", script: "format:check" },
    { name: "types", script: "typecheck", held: true },
    { name: "lint", script: "lint", held: true },
  ],
  [
    { name: "browser tests (Playwright)", script: "test:e2e" },
    {
      name: "unit, component, database and stack tests (vitest)",
      script: "test:unit",
      held: true,
      niceness: 10,
    },
  ],
  // Of the build the browser tests made.
  [{ name: "budget", script: "budget" }],
];

// Written by Playwright's JSON reporter (playwright.config.ts).
const e2eReport = "test-results/e2e-report.json";
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const runStarted = performance.now();

/** The stages running at a lower priority: their first process. */
const lowered = new Set<number>();

/** The processes under `pid`, and it, from Linux's /proc (none elsewhere). */
function processTree(pid: number): number[] {
  if (!existsSync("/proc")) return [];
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's name in parentheses: the state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** A process's threads, from /proc: none once it has ended. */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/**
 * Gives the lowered stages the usual priority back, every thread of every process they started
 * (Linux's nice is per thread). Without it, other work on the machine at the usual priority kept
 * vitest starved after the browser tests had ended: beside `stress-ng --cpu 4`, each of its workers
 * got about 5 % of a core, and the suite would have run past CI's 90 minutes. Raising a priority
 * needs root, as CI runs: elsewhere the stage keeps its lower priority, as before.
 */
function restorePriorities() {
  for (const pid of lowered)
    for (const thread of processTree(pid).flatMap(threadsOf))
      try {
        setPriority(thread, 0);
      } catch {
        // Ended meanwhile, or not ours to raise.
      }
  lowered.clear();
}

/** Runs a command; its exit status, and its output when `held` (else it is shown live). */
async function run(command: string, args: string[], { held = false, niceness = 0 } = {}) {
  const child = spawn(command, args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (niceness && child.pid !== undefined) {
    setPriority(child.pid, niceness);
    lowered.add(child.pid);
  }
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const [code] = (await once(child, "close")) as [number | null];
  if (child.pid !== undefined) lowered.delete(child.pid);
  return { status: code ?? 1, output: Buffer.concat(output).toString("utf8") };
}

async function runStage(stage: Stage) {
  const started = performance.now();
  const { status, output } = await run("npm", ["run", stage.script], stage);
  const ms = performance.now() - started;
  if (!stage.held) restorePriorities();
  if (stage.held) {
    console.log(`\n──── ${stage.name}, ended after ${seconds(ms)}: its output ────`);
    console.log(output);
    console.log(`──── end of ${stage.name}'s output ────\n`);
  }
  if (stage.script === "test:e2e" && existsSync(e2eReport))
    await run("npx", ["tsx", "scripts/e2e-timeline.ts", e2eReport]);
  return { name: stage.name, ms, ok: status === 0 };
}

const times: { name: string; ms: number; ok: boolean }[] = [];
for (const step of steps) {
  const results = await Promise.all(step.map(runStage));
  times.push(...results);
  if (!results.every((result) => result.ok)) break;
}

const stages = steps.flat();
const width = Math.max(...stages.map((stage) => stage.name.length));
console.log("\nnpm test, each stage's time (the stages of a step side by side):");
for (const { name, ms, ok } of times)
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${ok ? "" : "  FAILED"}`);
console.log(
  `  ${"total".padEnd(width)}  ${seconds(performance.now() - runStarted).padStart(6)}` +
    `  (load average now ${loadavg()[0]!.toFixed(1)})`,
);
process.exit(times.every((stage) => stage.ok) && times.length === stages.length ? 0 : 1);
