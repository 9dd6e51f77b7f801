// `npx tsx scripts/firm-utc-offsets.ts`: writes src/content/firm-utc-offsets.ts, the firm time
// zone's UTC offsets from Node's tz database, for the years src/content/firm-time-zone.ts covers.
// Run it after changing the firm's time zone or those years, or when Node's tz database changes a
// rule (tests/content/firm-time-zone.test.ts fails then).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { firmOffsetYears, firmTimeZone } from "../src/content/firm-time-zone";
import { utcOffsetChanges } from "./lib/utc-offset-changes";

const file = "src/content/firm-utc-offsets.ts";
const changes = utcOffsetChanges(firmTimeZone, firmOffsetYears.from, firmOffsetYears.until);
writeFileSync(
  file,
  `// Written by scripts/firm-utc-offsets.ts: do not edit. The UTC offsets of the firm's time zone
// (src/content/firm-time-zone.ts) from ${firmOffsetYears.from} to ${firmOffsetYears.until}: [first UTC instant in epoch ms, offset in minutes].
export const firmUtcOffsets: ReadonlyArray<readonly [number, number]> = ${JSON.stringify(changes)};
`,
);
execFileSync("npx", ["prettier", "--write", file], { stdio: "inherit" });
