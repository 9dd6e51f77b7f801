import { describe, expect, it } from "vitest";
import { firmCalendarDate } from "@/content/firm-time-zone";
import {
  formatMillions,
  qualifiedClientTests,
  qualifiedClientReviewOverdue,
  qualifiedClientThresholdsOn,
  qualifiedClientThresholdsReviewed,
  thresholdsCitation,
} from "@/content/qualified-client";

// Central Daylight Time is UTC-5 in June: midnight in Grand Forks is 05:00 UTC.
const lastMinuteOf28June = new Date("2026-06-29T04:59:59Z");
const firstMinuteOf29June = new Date("2026-06-29T05:00:00Z");

describe("qualified-client thresholds in force on a date", () => {
  it("keeps the 2021 thresholds through 28 June 2026 in the firm's time zone", () => {
    const thresholds = qualifiedClientThresholdsOn(lastMinuteOf28June);
    expect(thresholds.assetsUnderManagement).toBe(1_100_000);
    expect(thresholds.netWorth).toBe(2_200_000);
    expect(thresholds.source).toContain("June 17, 2021");
  });

  it("applies the 2026 thresholds from 29 June 2026 in the firm's time zone", () => {
    const thresholds = qualifiedClientThresholdsOn(firstMinuteOf29June);
    expect(thresholds.assetsUnderManagement).toBe(1_400_000);
    expect(thresholds.netWorth).toBe(2_700_000);
    expect(thresholds.source).toContain("April 28, 2026");
  });

  it("reads the date in America/Chicago, not in UTC", () => {
    // Already 29 June in UTC, still 28 June in Grand Forks.
    expect(firmCalendarDate(lastMinuteOf28June)).toBe("2026-06-28");
    expect(qualifiedClientThresholdsOn(lastMinuteOf28June).netWorth).toBe(2_200_000);
  });

  it("keeps the 2026 thresholds afterwards and the 2021 ones between the orders", () => {
    expect(
      qualifiedClientThresholdsOn(new Date("2030-01-01T12:00:00Z")).assetsUnderManagement,
    ).toBe(1_400_000);
    expect(
      qualifiedClientThresholdsOn(new Date("2021-08-16T12:00:00Z")).assetsUnderManagement,
    ).toBe(1_100_000);
  });

  it("refuses a date before the recorded history instead of guessing", () => {
    expect(() => qualifiedClientThresholdsOn(new Date("2021-08-15T12:00:00Z"))).toThrow(RangeError);
  });
});

describe("how the thresholds read", () => {
  it("states both tests in dollars", () => {
    const [assets, netWorth] = qualifiedClientTests(
      qualifiedClientThresholdsOn(firstMinuteOf29June),
    );
    expect(assets).toContain("At least $1.4 million");
    expect(netWorth).toContain("more than $2.7 million");
    expect(netWorth).toContain("excluding your primary residence");
  });

  it("cites the rule, the order and the day the thresholds were last reviewed, not today", () => {
    const line = thresholdsCitation(qualifiedClientThresholdsOn(lastMinuteOf28June));
    expect(qualifiedClientThresholdsReviewed).toBe("2026-11-25");
    expect(line).toContain("last reviewed November 25, 2026");
    expect(line).toContain("Rule 205-3");
    expect(line).toContain("SEC order of June 17, 2021");
    expect(line).not.toContain("as of");
  });

  it("is overdue for review (the build warns) only more than a year after the last review", () => {
    expect(qualifiedClientReviewOverdue("2027-11-25", "2026-11-25")).toBeUndefined();
    expect(qualifiedClientReviewOverdue("2027-11-26", "2026-11-25")).toMatch(
      /last reviewed on 2026-11-25, more than a year ago/,
    );
    expect(qualifiedClientReviewOverdue("2026-12-01")).toBeUndefined();
  });

  it("formats millions without trailing zeros", () => {
    expect(formatMillions(1_100_000)).toBe("$1.1 million");
    expect(formatMillions(2_000_000)).toBe("$2 million");
  });
});
