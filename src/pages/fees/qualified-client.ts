import { firmCalendarDate, formatCalendarDate } from "@/content/firm-time-zone";
import type { PageContent } from "@/features/site-content";

// Who may be charged a performance fee: the "qualified client" dollar tests of Investment Advisers Act
// Rule 205-3. The SEC adjusts them for inflation by order, so they are dated facts: /fees' published
// content lists each order's thresholds with the day they took effect.
//
// Date semantics: Rule 205-3 applies the thresholds in force on the day the advisory agreement is
// entered into. We read "day" as the calendar date in the firm's time zone (Grand Forks, North Dakota:
// America/Chicago), so a change takes effect at midnight Central time for every visitor, wherever they
// are. The page shows the thresholds for an agreement entered into on the day it is viewed.

export type QualifiedClientCopy = PageContent<"fees">["qualifiedClient"];
export type Thresholds = QualifiedClientCopy["thresholds"][number];

/** The thresholds that apply to an advisory agreement entered into at `instant`. */
export function qualifiedClientThresholdsOn(
  history: readonly Thresholds[],
  instant: Date,
): Thresholds {
  const day = firmCalendarDate(instant);
  const inForce = [...history]
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .filter((entry) => entry.effectiveFrom <= day)
    .at(-1);
  if (!inForce) {
    throw new RangeError(`No qualified-client thresholds are recorded for ${day}.`);
  }
  return inForce;
}

/** "$1.4 million" */
export function formatMillions(dollars: number): string {
  // Two decimals at most, without toLocaleString: Intl's first use is costly (firm-time-zone.ts).
  return `$${Math.round(dollars / 10_000) / 100} million`;
}

/** The two dollar tests, in the page's words, for `thresholds`. */
export function qualifiedClientTests(
  copy: Pick<QualifiedClientCopy, "assetsTest" | "netWorthTest">,
  thresholds: Thresholds,
): [string, string] {
  return [
    copy.assetsTest.replace("{amount}", formatMillions(thresholds.assetsUnderManagement)),
    copy.netWorthTest.replace("{amount}", formatMillions(thresholds.netWorth)),
  ];
}

/** The line that cites where the thresholds come from and when they were last reviewed. */
export function thresholdsCitation(
  copy: Pick<QualifiedClientCopy, "citation" | "rule" | "reviewed">,
  thresholds: Thresholds,
): string {
  return copy.citation
    .replace("{rule}", copy.rule)
    .replace("{source}", thresholds.source)
    .replace("{reviewed}", formatCalendarDate(copy.reviewed));
}

/**
 * Why the build warns, or undefined: `today` (YYYY-MM-DD) is more than a year after the thresholds
 * were last reviewed, so an SEC order may have changed them since.
 */
export function qualifiedClientReviewOverdue(today: string, reviewed: string): string | undefined {
  const due = `${Number(reviewed.slice(0, 4)) + 1}${reviewed.slice(4)}`;
  if (today <= due) return undefined;
  return `The qualified-client thresholds were last reviewed on ${reviewed}, more than a year ago: check them against the SEC's latest inflation order, then publish /fees with the new review date.`;
}
