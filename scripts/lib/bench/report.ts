// The line above a bench's table: the command, the commit, the tools, the machine and its load, so
// that a table pasted into docs/measurements.md says how it was made.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  ).version;
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

/** `runs`: how many runs per route, in words ("5 runs per route", "7 pairs per route, ..."). */
export function reportIntro({
  chromium,
  runs,
  loadAtStart,
}: {
  chromium: string;
  runs: string;
  loadAtStart: number[];
}): string {
  const command = `npm run bench:web -- ${process.argv.slice(2).join(" ")}`.trim();
  return `\`${command}\` on ${commit()}, ${new Date().toISOString()}: Lighthouse ${lighthouseVersion()} in ${chromium}, ${runs}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}); load average (1, 5, 15 min) ${loads(loadAtStart)} at the start, ${loads(loadavg())} at the end.`;
}
