// The few statistics the benches print: medians, ranges, and the differences of paired runs.

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** "median (min to max)" of `values`, each written by `format`. */
export const spread = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))} to ${format(Math.max(...values))})`;

/**
 * Each pair's difference, `a[i] - b[i]`: the two runs of a pair ran back to back, so the machine's
 * slower and faster minutes weigh on both, and drop out of their difference.
 */
export function pairedDifferences(a: number[], b: number[]): number[] {
  if (a.length !== b.length) throw new Error(`${a.length} runs against ${b.length}: not pairs`);
  return a.map((value, index) => value - b[index]!);
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
