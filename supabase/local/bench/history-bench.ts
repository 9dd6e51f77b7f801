// npm run bench:history: what the content-history trigger costs a write. On one seeded database,
// 1,000 updates of recommended_resources (one statement and one transaction each, as the API makes
// them), once with the history trigger disabled and once enabled, in alternating rounds so drift
// on a busy machine hits both; the median round of each and their ratio are printed. PGlite in
// memory always; a scratch PostgreSQL database as well when DATABASE_URL names a server.
// `npm run bench:history -- --updates 2000 --rounds 7` changes the load.
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "../database";
import { applySchema } from "../migrate";
import { openScratchPostgres } from "../scratch-database";

const { values: args } = parseArgs({
  options: { updates: { type: "string" }, rounds: { type: "string" } },
});
const updates = Number(args.updates ?? 1000);
const rounds = Number(args.rounds ?? 5);

interface Target {
  name: string;
  db: Database;
  dispose(): Promise<void>;
}

async function setHistory(db: Database, enabled: boolean): Promise<void> {
  await db.exec(
    `alter table public.recommended_resources ${enabled ? "enable" : "disable"} trigger recommended_resources_history`,
  );
}

/** Milliseconds for `updates` single-row updates, each its own transaction. */
async function timeUpdates(db: Database, ids: string[], round: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < updates; index += 1) {
    await db.query("update public.recommended_resources set title = $1 where id = $2", [
      `Benchmark round ${round} update ${index}`,
      ids[index % ids.length],
    ]);
  }
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bench(target: Target): Promise<string> {
  const { db } = target;
  await applySchema(db, { seed: true });
  const ids = (
    await db.query<{ id: string }>("select id from public.recommended_resources")
  ).rows.map((row) => row.id);
  const entriesBefore = await historyCount(db);
  await setHistory(db, true);
  await timeUpdates(db, ids, -1); // warm-up: plans, caches, the WebAssembly JIT
  const times = { without: [] as number[], with: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    // ABBA order: each setting goes first in every other round.
    for (const enabled of round % 2 === 0 ? [false, true] : [true, false]) {
      await setHistory(db, enabled);
      times[enabled ? "with" : "without"].push(await timeUpdates(db, ids, round));
    }
  }
  await setHistory(db, true);
  const recorded = (await historyCount(db)) - entriesBefore;
  const verified = (
    await db.query<{ valid: boolean }>("select valid from public.verify_content_history()")
  ).rows[0]?.valid;
  const without = median(times.without);
  const withHistory = median(times.with);
  const perUpdate = (ms: number) => `${((ms * 1000) / updates).toFixed(0)} µs/update`;
  return [
    `${target.name}: ${updates} updates, median of ${rounds} rounds`,
    `  without history  ${without.toFixed(0).padStart(6)} ms  ${perUpdate(without)}`,
    `  with history     ${withHistory.toFixed(0).padStart(6)} ms  ${perUpdate(withHistory)}`,
    `  ratio            ${(withHistory / without).toFixed(2)}x  (+${perUpdate(withHistory - without)})`,
    `  entries recorded ${recorded} (expected ${updates * (rounds + 1)}), chain valid: ${verified}`,
  ].join("\n");
}

async function historyCount(db: Database): Promise<number> {
  return (await db.query<{ n: number }>("select count(*)::int8 as n from public.content_history"))
    .rows[0]!.n;
}

async function pglite(): Promise<Target> {
  const db = await openDatabase({});
  return { name: "PGlite (in memory)", db, dispose: () => db.close() };
}

async function postgres(serverUrl: string): Promise<Target> {
  const scratch = await openScratchPostgres(serverUrl, "adviser_bench");
  const { rows } = await scratch.db.query<{ server_version: string }>("show server_version");
  return { name: `PostgreSQL ${rows[0]?.server_version} (scratch database)`, ...scratch };
}

const targets = [
  pglite,
  ...(process.env.DATABASE_URL ? [() => postgres(process.env.DATABASE_URL!)] : []),
];
const reports: string[] = [];
for (const open of targets) {
  const target = await open();
  try {
    reports.push(await bench(target));
  } finally {
    await target.dispose();
  }
}
// Other work on the machine shows in the figures: say how busy it was.
const [load] = loadavg();
console.log(
  `Node ${process.version}, ${availableParallelism()} cores, load average ${load?.toFixed(1)}\n`,
);
console.log(reports.join("\n\n"));
if (!process.env.DATABASE_URL)
  console.log("\n(Set DATABASE_URL to a PostgreSQL server to measure it too.)");
