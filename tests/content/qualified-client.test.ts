import { describe, expect, it } from "vitest";
import { firmCalendarDate } from "@/content/firm-time-zone";
import {
  formatMillions,
  qualifiedClientReviewOverdue,
  qualifiedClientTests,
  qualifiedClientThresholdsOn,
  thresholdsCitation,
  type QualifiedClientCopy,
  type Thresholds,
} from "@/pages/fees/qualified-client";

// The qualified-client tests of /fees (src/pages/fees/qualified-client.ts): the thresholds are the
// page's published content, a dated history the functions are handed. Here, a history of two SEC
// orders, listed newest first to show the order they are given in does not matter.

const order2021: Thresholds = {
  assetsUnderManagement: 1_100_000,
  netWorth: 2_200_000,
  effectiveFrom: "2021-08-16",
  source: "SEC order of June 17, 2021, effective August 16, 2021",
};
const order2026: Thresholds = {
  assetsUnderManagement: 1_400_000,
  netWorth: 2_700_000,
  effectiveFrom: "2026-06-29",
  source: "SEC order of April 28, 2026, effective June 29, 2026",
};
const history = [order2026, order2021];

const copy: Pick<
  QualifiedClientCopy,
  "assetsTest" | "netWorthTest" | "citation" | "rule" | "reviewed"
> = {
  assetsTest: "At least {amount} under our management",
  netWorthTest: "A net worth of more than {amount}",
  citation: "Thresholds under {rule}, as adjusted by the {source}; last reviewed {reviewed}.",
  rule: "Rule 205-3",
  reviewed: "2026-11-25",
};

// Central Daylight Time is UTC-5 in June: midnight in Grand Forks is 05:00 UTC.
const lastMinuteOf28June = new Date("2026-06-29T04:59:59Z");
const firstMinuteOf29June = new Date("2026-06-29T05:00:00Z");

describe("qualified-client thresholds in force on a date", () => {
  it("keeps the older thresholds through the day before the newer take effect, in the firm's time zone", () => {
    expect(qualifiedClientThresholdsOn(history, lastMinuteOf28June)).toBe(order2021);
  });

  it("applies the newer thresholds from the first minute of their day in the firm's time zone", () => {
    expect(qualifiedClientThresholdsOn(history, firstMinuteOf29June)).toBe(order2026);
  });

  it("reads the date in America/Chicago, not in UTC", () => {
    // Already 29 June in UTC, still 28 June in Grand Forks.
    expect(lastMinuteOf28June.toISOString().slice(0, 10)).toBe("2026-06-29");
    expect(firmCalendarDate(lastMinuteOf28June)).toBe("2026-06-28");
    expect(qualifiedClientThresholdsOn(history, lastMinuteOf28June).netWorth).toBe(2_200_000);
    // In winter, Central Standard Time is UTC-6.
    const winterHistory = [order2021, { ...order2026, effectiveFrom: "2027-01-15" }];
    expect(
      qualifiedClientThresholdsOn(winterHistory, new Date("2027-01-15T05:59:59Z")).netWorth,
    ).toBe(2_200_000);
    expect(
      qualifiedClientThresholdsOn(winterHistory, new Date("2027-01-15T06:00:00Z")).netWorth,
    ).toBe(2_700_000);
  });

  it("keeps the newest thresholds afterwards and the older ones between the orders", () => {
    expect(qualifiedClientThresholdsOn(history, new Date("2030-01-01T12:00:00Z"))).toBe(order2026);
    expect(qualifiedClientThresholdsOn(history, new Date("2021-08-16T12:00:00Z"))).toBe(order2021);
  });

  it("refuses a date before the recorded history instead of guessing", () => {
    expect(() => qualifiedClientThresholdsOn(history, new Date("2021-08-15T12:00:00Z"))).toThrow(
      new RangeError("No qualified-client thresholds are recorded for 2021-08-15."),
    );
    expect(() => qualifiedClientThresholdsOn([], new Date("2026-01-01T12:00:00Z"))).toThrow(
      RangeError,
    );
  });
});

describe("how the thresholds read", () => {
  it("puts each dollar threshold where the page's sentence says {amount}", () => {
    expect(qualifiedClientTests(copy, order2026)).toEqual([
      "At least $1.4 million under our management",
      "A net worth of more than $2.7 million",
    ]);
  });

  it("cites the rule, the order and the day the thresholds were last reviewed, not today", () => {
    expect(thresholdsCitation(copy, order2021)).toBe(
      "Thresholds under Rule 205-3, as adjusted by the SEC order of June 17, 2021, effective August 16, 2021; last reviewed November 25, 2026.",
    );
  });

  it("is overdue for review (the build warns) only more than a year after the last review", () => {
    expect(qualifiedClientReviewOverdue("2027-11-25", "2026-11-25")).toBeUndefined();
    expect(qualifiedClientReviewOverdue("2026-12-01", "2026-11-25")).toBeUndefined();
    expect(qualifiedClientReviewOverdue("2027-11-26", "2026-11-25")).toMatch(
      /last reviewed on 2026-11-25, more than a year ago/,
    );
  });

  it("formats millions without trailing zeros", () => {
    expect(formatMillions(1_100_000)).toBe("$1.1 million");
    expect(formatMillions(2_000_000)).toBe("$2 million");
    expect(formatMillions(2_250_000)).toBe("$2.25 million");
  });
});
