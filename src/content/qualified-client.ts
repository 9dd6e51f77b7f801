import { firmCalendarDate, formatCalendarDate } from "./firm-time-zone";

// Who may be charged a performance fee: the "qualified client" dollar tests of Investment Advisers Act
// Rule 205-3. The SEC adjusts them for inflation by order, so they are dated facts, not one constant.
//
// Date semantics: Rule 205-3 applies the thresholds in force on the day the advisory agreement is
// entered into. We read "day" as the calendar date in the firm's time zone (Grand Forks, North Dakota:
// America/Chicago), so a change takes effect at midnight Central time for every visitor, wherever they
// are. The page shows the thresholds for an agreement entered into on the day it is viewed.

export const qualifiedClientRule = "Rule 205-3 under the Investment Advisers Act of 1940";

export interface QualifiedClientThresholds {
  /** Assets under management with the adviser immediately after entering the agreement, in US dollars. */
  assetsUnderManagement: number;
  /** Net worth, alone or jointly with a spouse, excluding the primary residence, in US dollars. */
  netWorth: number;
  /** First calendar date (YYYY-MM-DD, firm time zone) of agreements these thresholds apply to. */
  effectiveFrom: string;
  /** The SEC order that set them. */
  source: string;
}

/**
 * The day (YYYY-MM-DD) someone last checked the history below against the SEC's orders. Set it when
 * you check; the page cites it, and the build warns a year after it (qualifiedClientReviewOverdue).
 */
export const qualifiedClientThresholdsReviewed = "2026-11-25";

/** Oldest first. Add a new entry when the SEC issues its next inflation order. */
export const qualifiedClientThresholdHistory: readonly QualifiedClientThresholds[] = [
  {
    assetsUnderManagement: 1_100_000,
    netWorth: 2_200_000,
    effectiveFrom: "2021-08-16",
    source: "SEC order of June 17, 2021, effective August 16, 2021",
  },
  {
    assetsUnderManagement: 1_400_000,
    netWorth: 2_700_000,
    effectiveFrom: "2026-06-29",
    source: "SEC order of April 28, 2026, effective June 29, 2026",
  },
];

/** The thresholds that apply to an advisory agreement entered into at `instant`. */
export function qualifiedClientThresholdsOn(instant: Date): QualifiedClientThresholds {
  const day = firmCalendarDate(instant);
  const inForce = qualifiedClientThresholdHistory
    .filter((entry) => entry.effectiveFrom <= day)
    .at(-1);
  if (!inForce) {
    throw new RangeError(
      `No qualified-client thresholds are recorded for ${day}; the history starts ${qualifiedClientThresholdHistory[0]?.effectiveFrom}.`,
    );
  }
  return inForce;
}

/** "$1.4 million" */
export function formatMillions(dollars: number): string {
  // Two decimals at most, without toLocaleString: Intl's first use is costly (firm-time-zone.ts).
  return `$${Math.round(dollars / 10_000) / 100} million`;
}

/** The two dollar tests, in plain words, for `thresholds`. */
export function qualifiedClientTests(thresholds: QualifiedClientThresholds): [string, string] {
  return [
    `At least ${formatMillions(thresholds.assetsUnderManagement)} of assets under our management immediately after you enter into the agreement`,
    `A net worth of more than ${formatMillions(thresholds.netWorth)}, alone or jointly with your spouse, excluding your primary residence`,
  ];
}

/** The line that cites where the thresholds come from and when they were last reviewed. */
export function thresholdsCitation(thresholds: QualifiedClientThresholds): string {
  const reviewed = formatCalendarDate(qualifiedClientThresholdsReviewed);
  return `Thresholds under ${qualifiedClientRule}, as adjusted by the ${thresholds.source}; last reviewed ${reviewed}.`;
}

/**
 * Why the build warns (vite.config.ts), or undefined: `today` (YYYY-MM-DD) is more than a year after
 * the thresholds were last reviewed, so an SEC order may have changed them since.
 */
export function qualifiedClientReviewOverdue(
  today: string,
  reviewed = qualifiedClientThresholdsReviewed,
): string | undefined {
  const due = `${Number(reviewed.slice(0, 4)) + 1}${reviewed.slice(4)}`;
  if (today <= due) return undefined;
  return `The qualified-client thresholds were last reviewed on ${reviewed}, more than a year ago: check them against the SEC's latest inflation order, then set qualifiedClientThresholdsReviewed in src/content/qualified-client.ts.`;
}
