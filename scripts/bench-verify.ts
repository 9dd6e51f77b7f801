// npm run bench:verify: how long `npm run verify-archive` takes on five years of a busy adviser's
// records (records/archive/synthetic-archive.ts: 10,000 history entries, 300 site releases, a
// token for each release and one for the chain's head on each of 1,825 days that changed it, from a
// throw-away test authority; its days are shortened to end now, so that tokens made now follow
// their entries within the verifier's tolerance). The archive is made once, then the command is run
// `--runs` times as a person runs it (a new process each time, the trust anchor and the head noted
// at the export given); the median, the fastest and
// the slowest run are printed with the load average around them. `--dir <folder>` keeps the
// archive and its anchor there and reuses them on the next run.
// `npm run bench:verify -- --entries 20000 --releases 600 --days 3650 --runs 7`
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import { syntheticArchive } from "../records/archive/synthetic-archive";
import { archiveHead } from "../records/archive/verify";
import { startTestTimestampAuthority } from "../records/test-timestamp-authority";

const run = promisify(execFile);
const { values: args } = parseArgs({
  options: {
    entries: { type: "string", default: "10000" },
    releases: { type: "string", default: "300" },
    days: { type: "string", default: "1825" },
    runs: { type: "string", default: "5" },
    dir: { type: "string" },
  },
});

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function prepare(dir: string): Promise<{ archive: string; anchor: string }> {
  const archive = join(dir, "archive.zip");
  const anchor = join(dir, "trust-anchor.pem");
  if (existsSync(archive) && existsSync(anchor)) {
    console.log(`Reusing ${archive}.`);
    return { archive, anchor };
  }
  const authority = await startTestTimestampAuthority("Benchmark Time Stamping Authority");
  try {
    const started = performance.now();
    const made = await syntheticArchive({
      entries: Number(args.entries),
      releases: Number(args.releases),
      days: Number(args.days),
      // All the days within the last one: the tokens, made now, are within a day of their entries.
      dayMs: Math.min(86_400_000, Math.floor(86_400_000 / Number(args.days))),
      authority,
      onProgress: (done, total) => process.stdout.write(`\rTokens: ${done} of ${total}`),
    });
    await writeFile(archive, made.zip);
    await writeFile(anchor, authority.trustAnchorPem);
    console.log(
      `\rMade ${archive} (${(made.zip.length / 1e6).toFixed(1)} MB) in ${seconds(performance.now() - started)}: ` +
        `${made.entries} entries, ${made.releases} releases, ${made.files} files, ${made.timestamps} tokens.`,
    );
  } finally {
    await authority.stop();
  }
  return { archive, anchor };
}

const dir = args.dir ?? (await mkdtemp(join(tmpdir(), "bench-verify-")));
await mkdir(dir, { recursive: true });
try {
  const { archive, anchor } = await prepare(dir);
  const head = archiveHead(new Uint8Array(await readFile(archive))).hash;
  const runs: { wall: number; cpu: number }[] = [];
  for (let index = 1; index <= Number(args.runs); index += 1) {
    const before = load();
    // bash's `time`: the wall clock and the CPU time of the command and its children, so the
    // figure can be told apart from the machine's load.
    const { stdout, stderr } = await run("bash", [
      "-c",
      'TIMEFORMAT="%R %U %S"; time npx tsx scripts/verify-archive.ts "$0" --trust-anchor "$1" --expect-head "$2"',
      archive,
      anchor,
      head,
    ]);
    if (!stdout.startsWith("Valid.")) throw new Error(`The archive did not verify:\n${stdout}`);
    const [wall, user, system] = stderr.trim().split(/\s+/).slice(-3).map(Number);
    runs.push({ wall: wall! * 1000, cpu: (user! + system!) * 1000 });
    console.log(
      `Run ${index}: ${seconds(runs.at(-1)!.wall)}, CPU ${seconds(runs.at(-1)!.cpu)} ` +
        `(load average before ${before}, after ${load()})`,
    );
    if (index === 1) console.log(stdout.trim().replace(/^/gm, "  "));
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${seconds(sorted[Math.floor(sorted.length / 2)]!)}, min ${seconds(sorted[0]!)}, max ${seconds(sorted.at(-1)!)}`;
  };
  if (runs.length > 0)
    console.log(
      `npx tsx scripts/verify-archive.ts <archive> --trust-anchor <pem>, ${runs.length} runs: ` +
        `wall ${summary(runs.map((r) => r.wall))}; CPU ${summary(runs.map((r) => r.cpu))}; ` +
        `load average now ${load()} (${availableParallelism()} cores).`,
    );
} finally {
  if (!args.dir) await rm(dir, { recursive: true, force: true });
}
