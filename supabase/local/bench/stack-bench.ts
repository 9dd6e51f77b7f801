// npm run bench:stack: a bounded load on loopback against a throw-away stack (PGlite on its thread,
// with the seed), each workload a fixed number of requests at a fixed concurrency, reporting requests
// per second and p50/p99 latency:
// - the public featured-resources query, idle; then the same query while a flood of 300 wrong-password
//   sign-ins arrives from 30 parallel clients (the rate limit raised so every one is hashed); idle
//   again; and the ratios of the flood's p50 and p99 to each idle run's (target: p99 at most 3);
// - wrong-password sign-ins for a known and an unknown email (they should cost the same);
// - a password sign-in.
// `npm run bench:stack -- --requests 2000 --concurrency 8` changes the idle select's load.
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { LOCAL_DEMO_ANON_KEY } from "../core/keys";
import { seedAccounts } from "../db/reset";
import { startThrowawayStack } from "../stack/throwaway-stack";

interface Result {
  name: string;
  requests: number;
  concurrency: number;
  seconds: number;
  latencies: number[];
}

const { values: args } = parseArgs({
  options: { requests: { type: "string" }, concurrency: { type: "string" } },
});
const selectRequests = Number(args.requests ?? 1000);
const selectConcurrency = Number(args.concurrency ?? 8);
const FLOOD = { signIns: 300, clients: 30 };

function percentile(latencies: number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function timed(send: () => Promise<Response>, expected: number): Promise<number> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  if (response.status !== expected)
    throw new Error(`HTTP ${response.status}, expected ${expected}`);
  return performance.now() - started;
}

/** `concurrency` loops sending until `requests` are sent, or while `keepGoing()` holds when given. */
async function run(
  name: string,
  {
    requests,
    concurrency,
    keepGoing,
  }: { requests: number; concurrency: number; keepGoing?: () => boolean },
  send: () => Promise<Response>,
  expected = 200,
): Promise<Result> {
  const latencies: number[] = [];
  let sent = 0;
  const more = () => (keepGoing ? keepGoing() : sent < requests);
  const loop = async () => {
    while (more()) {
      sent += 1;
      latencies.push(await timed(send, expected));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return {
    name,
    requests: latencies.length,
    concurrency,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
}

function report(result: Result): string {
  return [
    result.name.padEnd(34),
    `${String(result.requests).padStart(5)} requests`,
    `concurrency ${String(result.concurrency).padStart(2)}`,
    `${(result.requests / result.seconds).toFixed(0).padStart(6)} req/s`,
    `p50 ${percentile(result.latencies, 50).toFixed(1).padStart(6)} ms`,
    `p99 ${percentile(result.latencies, 99).toFixed(1).padStart(6)} ms`,
  ].join("  ");
}

console.log("Starting a throw-away stack (PGlite on its thread, with the seed)...");
// Every workload below signs in far more often than config.toml's 30 per 5 minutes from one address.
const throwaway = await startThrowawayStack({ log: () => undefined, signInRateLimit: 1_000_000 });
const { url } = throwaway.stack;
const headers = { apikey: LOCAL_DEMO_ANON_KEY, Authorization: `Bearer ${LOCAL_DEMO_ANON_KEY}` };
const featured = () =>
  fetch(
    `${url}/rest/v1/recommended_resources?select=id,title,description,category,url,thumbnail_url,created_at&is_featured=eq.true&order=created_at.desc`,
    {
      headers,
    },
  );
const signIn = (email: string, password: string) => () =>
  fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

const [loadAtStart] = loadavg();
try {
  // Long enough for the JIT and WebAssembly tiering to settle, so "idle" is the steady state.
  await run("warm-up", { requests: 500, concurrency: selectConcurrency }, featured);
  const idle = await run(
    "featured select, idle",
    { requests: selectRequests, concurrency: selectConcurrency },
    featured,
  );

  let flooding = true;
  const flood = run(
    "wrong-password sign-ins (flood)",
    { requests: FLOOD.signIns, concurrency: FLOOD.clients },
    signIn(seedAccounts.admin.email, "wrong-password"),
    400,
  ).finally(() => {
    flooding = false;
  });
  const underLoad = await run(
    "featured select, during the flood",
    { requests: 0, concurrency: selectConcurrency, keepGoing: () => flooding },
    featured,
  );
  const floodResult = await flood;
  const idleAfter = await run(
    "featured select, idle again",
    { requests: selectRequests, concurrency: selectConcurrency },
    featured,
  );

  const knownEmail = await run(
    "wrong password, known email",
    { requests: 40, concurrency: 1 },
    signIn(seedAccounts.admin.email, "wrong-password"),
    400,
  );
  const unknownEmail = await run(
    "wrong password, unknown email",
    { requests: 40, concurrency: 1 },
    signIn("nobody@example.com", "wrong-password"),
    400,
  );
  const signIns = await run(
    "password sign-in",
    { requests: 100, concurrency: 4 },
    signIn(seedAccounts.admin.email, seedAccounts.admin.password),
  );

  // Other work on the machine shows in the figures: say how busy it was.
  const [loadAtEnd] = loadavg();
  console.log(
    `\nLoopback, Node ${process.version}, PGlite on its thread, ${availableParallelism()} cores, ` +
      `load average ${loadAtStart?.toFixed(1)} at the start, ${loadAtEnd?.toFixed(1)} at the end:`,
  );
  for (const result of [idle, underLoad, floodResult, idleAfter, knownEmail, unknownEmail, signIns])
    console.log(report(result));
  // Both idle runs: on a shared machine the load of other work moves between them.
  for (const [when, quiet] of [
    ["before", idle],
    ["after", idleAfter],
  ] as const) {
    const ratio = (p: number) =>
      (percentile(underLoad.latencies, p) / percentile(quiet.latencies, p)).toFixed(2);
    console.log(
      `featured select during the flood / idle ${when}: p50 ${ratio(50)}x, p99 ${ratio(99)}x (target: p99 at most 3x)`,
    );
  }
} finally {
  await throwaway.stop();
}
