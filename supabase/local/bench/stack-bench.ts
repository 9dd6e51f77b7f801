// npm run bench:stack: a bounded load on loopback against a throw-away stack (in-memory PGlite with
// the seed): the public featured-resources query and a password sign-in, each a fixed number of
// requests at a fixed concurrency, reporting requests per second and p50/p99 latency.
// `npm run bench:stack -- --requests 2000 --concurrency 8` changes the select's load.
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { LOCAL_DEMO_ANON_KEY } from "../keys";
import { seedAccounts } from "../reset";
import { startThrowawayStack } from "../throwaway-stack";

interface Workload {
  name: string;
  requests: number;
  concurrency: number;
  send: () => Promise<Response>;
}

interface Result {
  name: string;
  requests: number;
  concurrency: number;
  seconds: number;
  latencies: number[];
}

const { values: args } = parseArgs({ options: { requests: { type: "string" }, concurrency: { type: "string" } } });
const selectRequests = Number(args.requests ?? 1000);
const selectConcurrency = Number(args.concurrency ?? 8);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(workload: Workload): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < workload.requests) {
      next += 1;
      const started = performance.now();
      const response = await workload.send();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${workload.name}: HTTP ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workload.concurrency }, worker));
  return { ...workload, seconds: (performance.now() - started) / 1000, latencies };
}

function report(result: Result): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return [
    result.name.padEnd(26),
    `${String(result.requests).padStart(5)} requests`,
    `concurrency ${String(result.concurrency).padStart(2)}`,
    `${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s`,
    `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms`,
    `p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms`,
  ].join("  ");
}

console.log("Starting a throw-away stack (in-memory PGlite with the seed)...");
// The sign-in workload is far over config.toml's 30 sign-ins per 5 minutes from one address.
const throwaway = await startThrowawayStack({ log: () => undefined, signInRateLimit: 100_000 });
const { url } = throwaway.stack;
const headers = { apikey: LOCAL_DEMO_ANON_KEY, Authorization: `Bearer ${LOCAL_DEMO_ANON_KEY}` };
const featured = () =>
  fetch(`${url}/rest/v1/recommended_resources?select=*&is_featured=eq.true&order=created_at.desc`, { headers });
const signIn = () =>
  fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ email: seedAccounts.admin.email, password: seedAccounts.admin.password }),
  });

try {
  await run({ name: "warm-up", requests: 50, concurrency: 4, send: featured });
  const results = [
    await run({ name: "featured resources select", requests: selectRequests, concurrency: selectConcurrency, send: featured }),
    await run({ name: "password sign-in", requests: 100, concurrency: 4, send: signIn }),
  ];
  // Other work on the machine shows in the figures: say how busy it was.
  const [load] = loadavg();
  console.log(`\nLoopback, Node ${process.version}, PGlite in memory, ${availableParallelism()} cores, load average ${load?.toFixed(1)}:`);
  for (const result of results) console.log(report(result));
} finally {
  await throwaway.stop();
}
