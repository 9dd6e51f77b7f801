import { firmTimeZone, formatCalendarDate, formatFirmDate } from "@/content/firm-time-zone";

// Every date and time the admin area shows, in one format and in the firm's time zone: the zone of
// its public pages' dates, of its visit counts' days and of the archive's day filters, so that two
// screens never disagree about the day something happened, whichever zone the browser is in. A date
// reads as the public site writes it ("November 27, 2026", firm-time-zone.ts); a time of day adds
// the hour and the zone's name ("November 27, 2026, 7:22 PM CST"). Stored values stay in UTC.

let timeOfDayFormat: Intl.DateTimeFormat | undefined;

/** "7:22 PM CST": built from Intl's parts, so the spaces are plain ones in every browser. */
function timeOfDay(instant: Date): string {
  timeOfDayFormat ??= new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: firmTimeZone,
  });
  const parts = timeOfDayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")} ${part("dayPeriod")} ${part("timeZoneName")}`;
}

const asDate = (instant: string | Date) =>
  typeof instant === "string" ? new Date(instant) : instant;

/** "November 27, 2026": the day `instant` fell on in the firm's time zone. */
export const formatDate = (instant: string | Date): string => formatFirmDate(asDate(instant));

/** "November 27, 2026" for the calendar day "2026-11-27" (a day already in the firm's zone). */
export const formatDay = formatCalendarDate;

/** "November 27, 2026, 7:22 PM CST": the instant in the firm's time zone, the zone named. */
export function formatInstant(instant: string | Date): string {
  const date = asDate(instant);
  return `${formatFirmDate(date)}, ${timeOfDay(date)}`;
}

/**
 * "November 27, 2026, 7:02 PM CST to 7:22 PM CST" (the day once when both fall on it), or two whole
 * instants.
 */
export function formatInstantRange(from: string | Date, to: string | Date): string {
  const [start, end] = [asDate(from), asDate(to)];
  return formatFirmDate(start) === formatFirmDate(end)
    ? `${formatInstant(start)} to ${timeOfDay(end)}`
    : `${formatInstant(start)} to ${formatInstant(end)}`;
}

/** The firm's time zone as an IANA name ("America/Chicago"). */
export { firmTimeZone };

/** How Postgres' jsonb prints a timestamptz ("2026-11-25T10:04:05.123456+00:00"). */
const JSONB_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isStoredInstant = (value: string) => JSONB_TIMESTAMP.test(value);
