// The firm's fee schedule (spec section 9) and the copy of /fees. Numbers live here once; the copy is
// built from them so a change of rate cannot leave a stale figure on the page.

export const assetFeeRatePercent = 0.21;
export const performanceFeePercent = 21;
/** What a typical adviser charges a year, as a percentage of assets: the low and high ends. */
export const typicalAdviserFeePercent = { low: 1, high: 2 } as const;

/** How much cheaper our asset-based fee is than `typicalPercent`, as a whole percentage. */
export function savingsVersusPercent(typicalPercent: number): number {
  return Math.round((1 - assetFeeRatePercent / typicalPercent) * 100);
}

/** Annual fee in dollars on `balance` at `ratePercent`. */
export function annualFee(balance: number, ratePercent: number): number {
  return (balance * ratePercent) / 100;
}

export function formatDollars(amount: number): string {
  return amount.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
}

/** "$250K", "$1M": account sizes in the fee comparison, short enough for a phone-wide table. */
export function formatCompactDollars(amount: number): string {
  return amount.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
  });
}

const low = typicalAdviserFeePercent.low;
const high = typicalAdviserFeePercent.high;

/**
 * The one comparison of our fee with a typical adviser's (issue 22): home and /fees claim it in these
 * words, each with its basis beside it.
 */
export const feeComparison = {
  /** "79% to 90%" */
  savings: `${savingsVersusPercent(low)}% to ${savingsVersusPercent(high)}%`,
  /** What the savings are measured against, after the figure. */
  against: `less than a typical adviser's ${low}% to ${high}% a year`,
  claim: `${savingsVersusPercent(low)}% to ${savingsVersusPercent(high)}% less than a typical adviser's ${low}% to ${high}% a year`,
  basis: `Compared: our ${assetFeeRatePercent}% asset-based fee a year with the ${low}% to ${high}% of assets a year a typical adviser charges. Before any performance fee and third-party custody and trading costs.`,
} as const;

export const feesPage = {
  title: "Fee Structure",
  eyebrow: "Fee Structure",
  heading: "Low, transparent fees that rise only when you do",
  lead: `Every client pays one low asset-based fee of ${assetFeeRatePercent}% a year. Qualified clients may also agree to a performance fee, charged only on net profits above their high watermark.`,
  structureHeading: "How we are paid",
  assetFee: {
    name: "Asset-based fee",
    figure: `${assetFeeRatePercent}%`,
    unit: "per year on managed assets",
    points: ["Charged to every client", "No account minimum", feeComparison.claim],
    footnote: feeComparison.basis,
  },
  performanceFee: {
    name: "Performance fee",
    figure: `${performanceFeePercent}%`,
    unit: "of net profits, above a high watermark",
    points: [
      "Qualified clients only, by written agreement",
      "Non-qualified clients never pay it",
      "No fee on gains that only recover earlier losses",
    ],
    highWatermark:
      "A high watermark means we earn the performance fee only on gains that lift your account above its highest previous value, so we are never paid twice for the same gains or for recovering a loss.",
  },
  thirdPartyCosts: {
    name: "Custody and trading costs",
    text: "Custody and trading costs are separate from our fees: they are charged by third parties, such as your custodian, at institutional rates.",
  },
  comparison: {
    heading: `What ${assetFeeRatePercent}% means in dollars`,
    caption: `Annual advisory fee by account size, ours compared with a typical adviser's ${low}% to ${high}%`,
    balances: [250_000, 500_000, 1_000_000],
    columns: [
      "Account size",
      `Our fee (${assetFeeRatePercent}%)`,
      `Typical (${low}%)`,
      `Typical (${high}%)`,
    ],
    rates: [assetFeeRatePercent, low, high],
    note: "Asset-based fee only, before any performance fee and third-party custody and trading costs.",
  },
  qualifiedClient: {
    heading: "Who is a qualified client?",
    intro:
      "The performance fee is available only to qualified clients. Under the SEC's rule, you are a qualified client if, when you enter into the advisory agreement, you meet either test:",
    otherCategories:
      "Other categories defined in the rule, such as qualified purchasers, also count. If you meet neither test, you pay only the asset-based fee.",
  },
  disclosure: {
    heading: "Read the full details",
    text: "Our Form ADV brochure describes every fee, how it is calculated and billed, and the conflicts of interest a performance fee creates; our Form CRS sums them up.",
    cta: "View ADV Disclosure",
    crsCta: "Read our Form CRS",
    secondaryCta: "Schedule a Call",
  },
} as const;
