// Playwright's JSON report read as a timeline: each test's run (project, start, end, worker slot),
// and how long n tests ran at once (scripts/e2e-timeline.ts prints where a run's time went).
import { z } from "zod";

const resultSchema = z.object({
  startTime: z.string(),
  duration: z.number(),
  parallelIndex: z.number(),
});
const testSchema = z.object({ projectName: z.string(), results: z.array(resultSchema) });
export type SuiteEntry = {
  title: string;
  specs?: Array<{ title: string; tests: z.infer<typeof testSchema>[] }>;
  suites?: SuiteEntry[];
};
const suiteSchema: z.ZodType<SuiteEntry> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.array(z.object({ title: z.string(), tests: z.array(testSchema) })).optional(),
    suites: z.array(suiteSchema).optional(),
  }),
);
export const reportSchema = z.object({
  stats: z.object({ startTime: z.string(), duration: z.number() }),
  suites: z.array(suiteSchema),
});

export type Run = { project: string; title: string; start: number; end: number; slot: number };

/** Every test run the report holds, with the titles of its suites. */
export function runsOf(suite: SuiteEntry, path: string[] = []): Run[] {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => {
        const start = Date.parse(result.startTime);
        return {
          project: test.projectName,
          title: [...here, spec.title].join(" › "),
          start,
          end: start + result.duration,
          slot: result.parallelIndex,
        };
      }),
    ),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => runsOf(child, here))];
}

/** Milliseconds during which exactly n tests ran, for each n, over [from, to]. */
export function concurrency(runs: Run[], from: number, to: number): Map<number, number> {
  const edges = runs
    .flatMap((run) => [
      { at: run.start, change: 1 },
      { at: run.end, change: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.change - b.change);
  const time = new Map<number, number>();
  let running = 0;
  let last = from;
  for (const { at, change } of [...edges, { at: to, change: 0 }]) {
    time.set(running, (time.get(running) ?? 0) + at - last);
    last = at;
    running += change;
  }
  return time;
}
