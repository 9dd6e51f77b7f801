import { firmUtcOffsets } from "./firm-utc-offsets";

// The firm's time zone, and its calendar dates without Intl on the public pages: a browser's first
// Intl call loads its locale and time-zone data, 25 to 100 ms of main thread on the bench machine and
// several times that on a phone, in one task (docs/measurements.md). The zone's UTC offsets are a
// table read from Node's tz database at development time (scripts/firm-utc-offsets.ts); instants
// outside its years fall back to Intl, so a date is never wrong, only slower to read there.

/** Grand Forks, North Dakota. Change it, then run `npx tsx scripts/firm-utc-offsets.ts`. */
export const firmTimeZone = "America/Chicago";

/** The years firm-utc-offsets.ts covers: from 1 January of `from` to 1 January of `until` (UTC). */
export const firmOffsetYears = { from: 2020, until: 2051 } as const;

const minute = 60_000;

function tableOffsetMinutes(epochMs: number): number | undefined {
  const [first] = firmUtcOffsets;
  if (!first || epochMs < first[0] || epochMs >= Date.UTC(firmOffsetYears.until, 0, 1)) {
    return undefined;
  }
  return firmUtcOffsets.findLast(([from]) => from <= epochMs)?.[1];
}

// Intl's formatters outside the table's years, made on first use (never on a page that stays inside
// them) and then kept: making one costs far more than formatting with it.
let wallClockFormat: Intl.DateTimeFormat | undefined;
let calendarDateFormat: Intl.DateTimeFormat | undefined;

/** The zone's offset from UTC in minutes at `epochMs` (Intl's answer outside the table's years). */
function offsetMinutes(epochMs: number): number {
  const fromTable = tableOffsetMinutes(epochMs);
  if (fromTable !== undefined) return fromTable;
  wallClockFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: firmTimeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const parts = wallClockFormat.formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClock = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  return Math.round((wallClock - (epochMs - (epochMs % minute))) / minute);
}

/** Midnight at the start of the YYYY-MM-DD `day` in the firm's time zone, `offsetDays` days later. */
export function firmMidnight(day: string, offsetDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number);
  const wallClock = Date.UTC(year!, month! - 1, date! + offsetDays);
  // The offset at the guess, then at the instant it gives: right on both sides of a change.
  const guess = wallClock - offsetMinutes(wallClock) * minute;
  return new Date(wallClock - offsetMinutes(guess) * minute);
}

/** The calendar date (YYYY-MM-DD) that `instant` falls on in the firm's time zone. */
export function firmCalendarDate(instant: Date): string {
  const offset = tableOffsetMinutes(instant.getTime());
  if (offset === undefined) {
    // en-CA formats dates as YYYY-MM-DD.
    calendarDateFormat ??= new Intl.DateTimeFormat("en-CA", {
      timeZone: firmTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    return calendarDateFormat.format(instant);
  }
  return new Date(instant.getTime() + offset * minute).toISOString().slice(0, 10);
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "June 29, 2026" for "2026-06-29" (a calendar date, so no time zone). */
export function formatCalendarDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** "June 29, 2026": the firm-time-zone date of `instant`. */
export const formatFirmDate = (instant: Date): string =>
  formatCalendarDate(firmCalendarDate(instant));
