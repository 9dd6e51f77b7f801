// What the time-stamp tokens' times prove (records/archive/stamp-coverage.ts), on a made-up chain:
// an entry is proven only when a token at or after it came within the tolerance of its time; a
// token older than the entry it stamps means the entry was dated after it was stamped.
import { describe, expect, test } from "vitest";
import type { ArchiveEntry } from "../../src/features/content-history/archive/format";
import { ArchiveProblem } from "../../records/archive/read-archive";
import { stampCoverage, type CheckedStamp } from "../../records/archive/stamp-coverage";

const HOUR = 3_600_000;
const start = Date.parse("2026-01-05T10:00:00Z");
/** Entries 1 to n, an hour apart. */
const chain = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      ({ id: i + 1, occurred_at: new Date(start + i * HOUR).toISOString() }) as ArchiveEntry,
  );
const stamp = (entryId: number, hoursAfterStart: number): CheckedStamp => ({
  what: `time stamp over entry ${entryId}`,
  entryId,
  genTime: new Date(start + hoursAfterStart * HOUR),
});

describe("stampCoverage", () => {
  test("every entry stamped within the tolerance: nothing unproven", () => {
    expect(stampCoverage(chain(6), [stamp(3, 3), stamp(6, 30)], 48)).toEqual([]);
  });

  test("the newest entries no token covers are named", () => {
    expect(stampCoverage(chain(23), [stamp(18, 18)], 48)).toEqual([
      "entries 19 to 23 are not covered by any time-stamp",
    ]);
  });

  test("entries first stamped long after their time (rewritten and stamped today) are unproven", () => {
    // Entries 1 to 3 stamped within the hour; 4 to 6 only by a token 100 hours later.
    expect(stampCoverage(chain(6), [stamp(3, 3), stamp(6, 105)], 48)).toEqual([
      "entries 4 to 6 are not time-stamped within 48 hours of being written: when is not proven",
    ]);
    expect(stampCoverage(chain(6), [stamp(3, 3), stamp(6, 105)], 200)).toEqual([]);
  });

  test("no token at all: nothing proves when any entry existed", () => {
    expect(stampCoverage(chain(4), [], 48)).toEqual([
      "no time-stamp token: nothing proves when entries 1 to 4 existed",
    ]);
  });

  test("a token older than the entry it stamps: invalid", () => {
    expect(() => stampCoverage(chain(6), [stamp(6, 2)], 48)).toThrow(ArchiveProblem);
    expect(() => stampCoverage(chain(6), [stamp(6, 2)], 48)).toThrow(
      "the entry was dated after it was stamped",
    );
  });
});
