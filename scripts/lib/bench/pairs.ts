// The order of a paired comparison's runs: A B, B A, A B, B A, ... Each side runs first in half the
// pairs, so neither is always the one measured on a browser just warmed (or a machine just busier).

export type Side = "A" | "B";

/** The sides of each of `pairs` pairs, in the order they run. */
export const abbaOrder = (pairs: number): Array<[Side, Side]> =>
  Array.from({ length: pairs }, (_, index) => (index % 2 === 0 ? ["A", "B"] : ["B", "A"]));
