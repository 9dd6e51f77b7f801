// A route measured as pairs of runs, one on each of two hosts (A and B), in A B B A order.
import { loadavg } from "node:os";
import type { Figures, Preset, Retries } from "./lighthouse-run";
import type { Pair, PairedEntry } from "./paired-table";
import { abbaOrder, type Side } from "./pairs";

export interface PairedRoute {
  route: string;
  preset: Preset;
  pairs: number;
  /** The origin of each side's static host. */
  origins: Record<Side, string>;
  /** One Lighthouse run; `label` names its report file. */
  measure: (url: string, preset: Preset, label: string) => Promise<Figures>;
  retries: Retries;
}

/**
 * `pairs` pairs of the route, or fewer if its retries ran out: a pair whose second run cannot be
 * recorded is dropped whole, since half a pair has nothing to be compared with.
 */
export async function measurePairs({
  route,
  preset,
  pairs,
  origins,
  measure,
  retries,
}: PairedRoute): Promise<PairedEntry> {
  const entry: PairedEntry = { route, preset, pairs: [] };
  for (const [index, order] of abbaOrder(pairs).entries()) {
    const figures: Partial<Record<Side, Figures>> = {};
    const load: Partial<Record<Side, number>> = {};
    for (const side of order) {
      const label = `${side}-${index + 1}`;
      load[side] = loadavg()[0]!;
      figures[side] = await retries.figures(
        () => measure(new URL(route, origins[side]).href, preset, label),
        `${preset} ${route} pair ${index + 1} ${side}`,
      );
      if (!figures[side]) return entry;
    }
    entry.pairs.push({ a: figures.A!, b: figures.B!, load: [load.A!, load.B!] } satisfies Pair);
  }
  return entry;
}
