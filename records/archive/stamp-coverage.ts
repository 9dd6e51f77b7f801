// What the time-stamp tokens prove about when the history existed. A token over entry n (checked
// by check-tokens.ts) proves entries 1 to n existed at its time. So each token must come after the
// entry it stamps; each entry is dated by the earliest token at or after it, which must follow its
// own time within a stated tolerance (the host stamps the head daily), else its time is unproven;
// and entries after the newest stamped one are not proven at all.
import type { ArchiveEntry } from "../../src/features/content-history/archive/format";
import { ArchiveProblem } from "./read-archive";

/** How far a token's clock may lag the database's (the authority's accuracy and clock drift). */
export const CLOCK_SKEW_MS = 60_000;
/** How long after an entry the first token over it may come: the daily stamp, with a day's slack. */
export const DEFAULT_STAMP_TOLERANCE_HOURS = 48;

export interface CheckedStamp {
  /** What the messages call it: "time stamp <id> (chain head, entry 12)". */
  what: string;
  entryId: number;
  genTime: Date;
}

const range = (from: number, to: number) =>
  from === to ? `entry ${from} is` : `entries ${from} to ${to} are`;

/** Groups ascending ids into runs: [1,2,3,7] → [[1,3],[7,7]]. */
function runs(ids: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const id of ids) {
    const last = out.at(-1);
    if (last && last[1] === id - 1) last[1] = id;
    else out.push([id, id]);
  }
  return out;
}

/**
 * Throws when a token is older than the entry it stamps; answers what the tokens leave unproven:
 * entries no token covers, and entries first stamped later than the tolerance.
 */
export function stampCoverage(
  chain: ArchiveEntry[],
  stamps: CheckedStamp[],
  toleranceHours: number,
): string[] {
  const time = (id: number) => Date.parse(chain[id - 1]!.occurred_at);
  for (const stamp of stamps) {
    if (stamp.genTime.getTime() + CLOCK_SKEW_MS < time(stamp.entryId))
      throw new ArchiveProblem(
        `${stamp.what}: the token's time ${stamp.genTime.toISOString()} is before entry ${stamp.entryId}'s own (${chain[stamp.entryId - 1]!.occurred_at}): the entry was dated after it was stamped`,
      );
  }
  if (chain.length === 0) return [];
  if (stamps.length === 0)
    return [`no time-stamp token: nothing proves when entries 1 to ${chain.length} existed`];

  // The earliest token at or after each entry.
  const earliest: (number | undefined)[] = new Array(chain.length + 2);
  for (const stamp of stamps) {
    const at = earliest[stamp.entryId];
    if (at === undefined || stamp.genTime.getTime() < at)
      earliest[stamp.entryId] = stamp.genTime.getTime();
  }
  const late: number[] = [];
  const uncovered: number[] = [];
  let covering: number | undefined;
  for (let id = chain.length; id >= 1; id -= 1) {
    const own = earliest[id];
    if (own !== undefined && (covering === undefined || own < covering)) covering = own;
    if (covering === undefined) uncovered.push(id);
    else if (covering - time(id) > toleranceHours * 3_600_000) late.push(id);
  }
  const reasons = runs(uncovered.reverse()).map(
    ([from, to]) => `${range(from, to)} not covered by any time-stamp`,
  );
  for (const [from, to] of runs(late.reverse()))
    reasons.push(
      `${range(from, to)} not time-stamped within ${toleranceHours} hours of being written: when is not proven`,
    );
  return reasons;
}
