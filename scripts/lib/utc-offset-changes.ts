// The UTC offsets of a time zone over a range of years, read from the tz database Node's Intl
// carries: what src/content/firm-utc-offsets.ts holds for the firm's zone (written by
// scripts/firm-utc-offsets.ts, checked by tests/content/firm-time-zone.test.ts).

const minute = 60_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `epochMs`, in minutes (America/Chicago in July: -300). */
export function utcOffsetMinutes(timeZone: string, epochMs: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(epochMs).find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? "");
  if (!match) throw new Error(`Unexpected offset name "${name}" for ${timeZone}`);
  const [, sign, hours = "0", minutes = "0"] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * Every change of the zone's offset from `fromYear` (1 January, 00:00 UTC) up to `untilYear`, as
 * [the first UTC instant of the new offset in epoch ms, the offset in minutes], the first entry
 * being the offset at the start. Changes are found day by day, then to the minute.
 */
export function utcOffsetChanges(
  timeZone: string,
  fromYear: number,
  untilYear: number,
): Array<[number, number]> {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(untilYear, 0, 1);
  const changes: Array<[number, number]> = [[start, utcOffsetMinutes(timeZone, start)]];
  const day = 24 * 60 * minute;
  for (let before = start; before < end; before += day) {
    const after = Math.min(before + day, end);
    const offset = utcOffsetMinutes(timeZone, after);
    if (offset === changes.at(-1)?.[1]) continue;
    let [low, high] = [before, after];
    while (high - low > minute) {
      const middle = low + Math.floor((high - low) / 2 / minute) * minute;
      if (utcOffsetMinutes(timeZone, middle) === offset) high = middle;
      else low = middle;
    }
    changes.push([high, offset]);
  }
  return changes;
}
