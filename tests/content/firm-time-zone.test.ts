import { describe, expect, it } from "vitest";
import {
  firmCalendarDate,
  firmMidnight,
  firmOffsetYears,
  firmTimeZone,
  formatCalendarDate,
  formatFirmDate,
} from "@/content/firm-time-zone";
import { firmUtcOffsets } from "@/content/firm-utc-offsets";
import { utcOffsetChanges } from "../../scripts/lib/utc-offset-changes";

// The public pages read the firm's calendar dates from a table instead of Intl (firm-time-zone.ts):
// these tests hold the table and the formatting to what Intl says.

const intlDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: firmTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const intlCalendarDate = (instant: Date) => intlDateFormat.format(instant);

const hour = 3_600_000;

describe("the firm's UTC offsets", () => {
  it("are those of Node's tz database (else run `npx tsx scripts/firm-utc-offsets.ts`)", () => {
    expect(firmUtcOffsets).toEqual(
      utcOffsetChanges(firmTimeZone, firmOffsetYears.from, firmOffsetYears.until),
    );
  });

  it("give Intl's calendar date every three hours of the years they cover", () => {
    const wrong: string[] = [];
    const end = Date.UTC(firmOffsetYears.until, 0, 1);
    for (let at = Date.UTC(firmOffsetYears.from, 0, 1); at < end; at += 3 * hour) {
      const instant = new Date(at);
      if (firmCalendarDate(instant) !== intlCalendarDate(instant))
        wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("change at the minute the zone does: midnight on either side of each change", () => {
    const wrong: string[] = [];
    for (const [change] of firmUtcOffsets.slice(1)) {
      for (const at of [
        change - 60_000,
        change,
        change + 60_000,
        change + 5 * hour,
        change + 6 * hour,
      ]) {
        const instant = new Date(at);
        if (firmCalendarDate(instant) !== intlCalendarDate(instant))
          wrong.push(instant.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("fall back to Intl outside their years", () => {
    for (const iso of ["2019-12-31T23:59:00Z", "2051-01-01T03:00:00Z", "2075-07-04T04:30:00Z"]) {
      expect(firmCalendarDate(new Date(iso))).toBe(intlCalendarDate(new Date(iso)));
    }
    expect(firmCalendarDate(new Date("2051-01-01T03:00:00Z"))).toBe("2050-12-31");
  });
});

describe("formatting a calendar date", () => {
  it("writes what Intl writes in US English, every day of four years", () => {
    const intl = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" });
    const wrong: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 24 * hour) {
      const day = new Date(at).toISOString().slice(0, 10);
      if (formatCalendarDate(day) !== intl.format(at)) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it("dates an instant in the firm's zone: 5 am UTC on 29 June is still 28 June there", () => {
    expect(formatFirmDate(new Date("2026-06-29T04:59:00Z"))).toBe("June 28, 2026");
    expect(formatFirmDate(new Date("2026-06-29T05:00:00Z"))).toBe("June 29, 2026");
  });
});

describe("the firm's midnight", () => {
  it("starts each day of the years the table covers and beyond, the days of a change included", () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2019, 0, 1); at < Date.UTC(2053, 0, 1); at += 24 * hour) {
      const day = new Date(at).toISOString().slice(0, 10);
      const midnight = firmMidnight(day);
      // The day it starts is `day`, and a minute earlier is the day before.
      if (
        firmCalendarDate(midnight) !== day ||
        firmCalendarDate(new Date(midnight.getTime() - 60_000)) === day
      )
        wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it("counts days on: the end of a range is the next midnight, 23 or 25 hours later on a change", () => {
    expect(firmMidnight("2026-03-08").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(firmMidnight("2026-03-08", 1).toISOString()).toBe("2026-03-09T05:00:00.000Z");
    expect(firmMidnight("2026-10-31", 1).toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(firmMidnight("2026-11-01", 1).toISOString()).toBe("2026-11-02T06:00:00.000Z");
  });
});
