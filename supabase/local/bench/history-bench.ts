// npm run bench:history: what the content-history trigger costs a write. On one seeded database,
// 1,000 updates of recommended_resources with the history trigger disabled and 1,000 with it
// enabled, each update one statement and one transaction as the API makes them. The two settings
// take turns in blocks of 50 updates (ABBA order), so a burst of other work on a shared machine
// hits both alike; that is one round, and the median round of each setting and their ratio are
// printed. PGlite in memory always; a scratch PostgreSQL database too when DATABASE_URL names a server.
// `npm run bench:history -- --updates 2000 --rounds 7 --block 100` changes the load.
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "../db/database";
import { applySchema } from "../db/migrate";
import { openScratchPostgres } from "../db/scratch-database";

const { values: args } = parseArgs({
  options: { updates: { type: "string" }, rounds: { type: "string" }, block: { type: "string" } },
});
const updates = Number(args.updates ?? 1000);
const rounds = Number(args.rounds ?? 5);
const blockSize = Number(args.block ?? 50);
const warmUpdates = 200;

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

/** Milliseconds for `count` single-row updates, each its own transaction. */
async function timeUpdates(
  db: Database,
  ids: string[],
  count: number,
  label: string,
): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    await db.query("update public.recommended_resources set title = $1 where id = $2", [
      `Benchmark ${label} update ${index}`,
      ids[index % ids.length],
    ]);
  }
  return performance.now() - started;
}

/** One round: `updates` updates with history and as many without, in alternating blocks. */
async function round(db: Database, ids: string[], number: number) {
  const totals = { with: 0, without: 0 };
  for (let block = 0; block * blockSize < updates; block += 1) {
    const count = Math.min(blockSize, updates - block * blockSize);
    for (const enabled of (number + block) % 2 === 0 ? [false, true] : [true, false]) {
      await setHistory(db, enabled);
      totals[enabled ? "with" : "without"] += await timeUpdates(
        db,
        ids,
        count,
        `${number}.${block}`,
      );
    }
  }
  return totals;
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
  await timeUpdates(db, ids, warmUpdates, "warm-up"); // plans, caches, the WebAssembly JIT
  const times = { without: [] as number[], with: [] as number[] };
  for (let number = 0; number < rounds; number += 1) {
    const totals = await round(db, ids, number);
    times.with.push(totals.with);
    times.without.push(totals.without);
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
    `${target.name}: ${updates} updates each way, blocks of ${blockSize}, median of ${rounds} rounds`,
    `  without history  ${without.toFixed(0).padStart(6)} ms  ${perUpdate(without)}`,
    `  with history     ${withHistory.toFixed(0).padStart(6)} ms  ${perUpdate(withHistory)}`,
    `  ratio            ${(withHistory / without).toFixed(2)}x  (+${perUpdate(withHistory - without)})`,
    `  entries recorded ${recorded} (expected ${warmUpdates + updates * rounds}), chain valid: ${verified}`,
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
