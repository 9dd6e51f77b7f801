// The table of `npm run bench:web`: one line per route and preset, its runs' medians and ranges.
import type { Figures } from "./lighthouse-run";
import { median, ms, seconds, spread } from "./stats";

export type Entry = { route: string; preset: string; runs: Figures[]; load: number[] };

export const routeHeading = [
  "| preset | route | runs | score: median (min to max) | TBT: median (min to max) | FCP | LCP | CLS | SI | JS transferred | benchmarkIndex | load avg (min to max) |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

/** One line of the table: a route's runs, and the machine's 1-minute load average as each began. */
export function routeRow({ route, preset, runs: figures, load }: Entry): string {
  const loadRange = spread(load, (value) => value.toFixed(1));
  if (figures.length === 0)
    return `| ${preset} | ${route} | 0 | failed | | | | | | | | ${loadRange} |`;
  const all = (key: keyof Figures) => figures.map((figure) => figure[key]);
  const pick = (key: keyof Figures) => median(all(key));
  return `| ${preset} | ${route} | ${figures.length} | ${spread(all("score"), String)} | ${spread(all("tbt"), ms)} | ${seconds(pick("fcp"))} | ${seconds(pick("lcp"))} | ${pick("cls").toFixed(3)} | ${seconds(pick("si"))} | ${pick("jsKb").toFixed(1)} KB | ${Math.round(pick("benchmarkIndex"))} | ${loadRange} |`;
}
