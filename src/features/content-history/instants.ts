// Times as the admin reads them: in their own time zone (the browser's), with the zone named, in
// the archive and in the readable columns of its CSV export. The stored values stay in UTC.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = formats.get(key);
  if (!format) {
    // dateStyle and timeStyle cannot be combined with timeZoneName, so the fields are spelled out.
    format = new Intl.DateTimeFormat(undefined, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** "Nov 25, 2026, 10:04:05 AM CST": the instant in `timeZone` (the browser's by default). */
export function formatInstant(instant: string | Date, timeZone?: string): string {
  return formatFor(timeZone).format(typeof instant === "string" ? new Date(instant) : instant);
}

/** The browser's time zone as an IANA name ("America/Chicago"). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How Postgres' jsonb prints a timestamptz ("2026-11-25T10:04:05.123456+00:00"). */
const JSONB_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isStoredInstant = (value: string) => JSONB_TIMESTAMP.test(value);
