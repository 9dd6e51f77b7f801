// The table of a paired comparison (`npm run bench:web -- --vs-noscript`, `--vs <dist>`): per route
// and preset, both sides' medians and ranges, and the median of the pairs' differences, A minus B.
import type { Figures } from "./lighthouse-run";
import { ms, pairedDifferences, seconds, spread } from "./stats";

/** Two runs back to back, and the 1-minute load average as each began. */
export type Pair = { a: Figures; b: Figures; load: [number, number] };
export type PairedEntry = { route: string; preset: string; pairs: Pair[] };

export const pairedHeading = [
  "| preset | route | pairs | score A | score B | TBT A | TBT B | TBT A − B, paired | LCP A | LCP B | LCP A − B, paired | CLS A | CLS B | benchmarkIndex | load avg |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

const signedMs = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)} ms`;

/** One line: each figure as "median (min to max)" over the route's pairs. */
export function pairedRow({ route, preset, pairs }: PairedEntry): string {
  const loads = pairs.flatMap((pair) => pair.load);
  const loadRange = loads.length ? spread(loads, (value) => value.toFixed(1)) : "";
  if (pairs.length === 0)
    return `| ${preset} | ${route} | 0 | failed | | | | | | | | | | | ${loadRange} |`;
  const side = (which: "a" | "b", key: keyof Figures) => pairs.map((pair) => pair[which][key]);
  const both = (key: keyof Figures, format: (value: number) => string) =>
    [spread(side("a", key), format), spread(side("b", key), format)].join(" | ");
  const difference = (key: keyof Figures) =>
    spread(pairedDifferences(side("a", key), side("b", key)), signedMs);
  const index = [...side("a", "benchmarkIndex"), ...side("b", "benchmarkIndex")];
  return [
    `| ${preset} | ${route} | ${pairs.length}`,
    both("score", String),
    both("tbt", ms),
    difference("tbt"),
    both("lcp", seconds),
    difference("lcp"),
    both("cls", (value) => value.toFixed(3)),
    `${spread(index, (value) => String(Math.round(value)))} | ${loadRange} |`,
  ].join(" | ");
}
