// The browser tests' timeline (scripts/lib/e2e-report.ts): each run read from Playwright's JSON
// report under its suites' titles, and the time no test, one test or two ran at once.
import { describe, expect, it } from "vitest";
import { concurrency, reportSchema, runsOf } from "../../scripts/lib/e2e-report";

const at = (second: number) => new Date(Date.UTC(2026, 10, 30, 6, 0, second)).toISOString();
const result = (second: number, seconds: number, slot: number) => ({
  startTime: at(second),
  duration: seconds * 1000,
  parallelIndex: slot,
  status: "passed",
});

// Two slots: slot 0 runs 10–20 s and 25–35 s, slot 1 runs 15–30 s; the run ends at 40 s.
const report = reportSchema.parse({
  config: {},
  stats: { startTime: at(0), duration: 40_000 },
  suites: [
    {
      title: "a.spec.ts",
      specs: [
        { title: "first", tests: [{ projectName: "desktop", results: [result(10, 10, 0)] }] },
      ],
      suites: [
        {
          title: "a group",
          specs: [
            { title: "second", tests: [{ projectName: "phone", results: [result(15, 15, 1)] }] },
            { title: "third", tests: [{ projectName: "serial", results: [result(25, 10, 0)] }] },
          ],
        },
      ],
    },
  ],
});

describe("the browser tests' timeline", () => {
  const runs = report.suites.flatMap((suite) => runsOf(suite));

  it("reads every run with its project, its suites' titles and its slot", () => {
    expect(runs.map(({ project, title, slot }) => ({ project, title, slot }))).toEqual([
      { project: "desktop", title: "a.spec.ts › first", slot: 0 },
      { project: "phone", title: "a.spec.ts › a group › second", slot: 1 },
      { project: "serial", title: "a.spec.ts › a group › third", slot: 0 },
    ]);
  });

  it("adds up the time no test, one test and two tests ran", () => {
    const start = Date.parse(at(10));
    const time = concurrency(runs, start, Date.parse(at(40)));
    // One: 10–15, 20–25, 30–35; two: 15–20, 25–30; none: 35–40.
    expect(Object.fromEntries(time)).toEqual({ 0: 5_000, 1: 15_000, 2: 10_000 });
  });
});
