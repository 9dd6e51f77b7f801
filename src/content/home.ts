// The copy of the home page. The spec's quoted texts are verbatim; fee figures follow spec section 9
// (the /fees page owns the full fee schedule).
import { firm } from "./firm";
import { freeReviewMinutes } from "./free-review";
import {
  assetFeeRatePercent,
  feeComparison,
  performanceFeePercent,
  typicalAdviserFeePercent as typical,
} from "./fees";

const heroHeading = "Portfolios Built for the 21st Century";

export const homePage = {
  title: heroHeading,
  hero: {
    eyebrow: `Fiduciary investment adviser · ${firm.licence} licensed`,
    heading: heroHeading,
    text: "Personalized investment advisory—grounded in fiduciary care, built for modern markets.",
    tagline: firm.tagline,
    schedule: "Schedule a Call",
    process: "See Our Process",
    highlightsLabel: `Why ${firm.shortName}`,
    highlights: [
      {
        id: "fiduciary",
        title: "Fiduciary on every account",
        text: "Advice given in your best interest, always.",
      },
      {
        id: "fee",
        title: `${assetFeeRatePercent}% annual fee`,
        text: `${feeComparison.claim}.`,
      },
      { id: "reviews", title: "Quarterly reviews", text: "Standing check-ins, never sales calls." },
    ],
    location: `Based in ${firm.state} · ${firm.serviceArea}`,
  },
  services: {
    eyebrow: "What we do",
    heading: "Our Services",
    lead: "Two ways to work with a fiduciary adviser, depending on how involved you want to be.",
    learnMore: "Learn More",
    schedule: "Schedule a Consultation",
  },
  process: {
    eyebrow: "How we work",
    heading: "Our Process",
    lead: "Four clear steps from the first conversation to ongoing care.",
  },
  fees: {
    eyebrow: "Fees",
    heading: "A Better Fee Model",
    lead: `One simple, low fee for every client. A typical adviser charges ${typical.low}% to ${typical.high}% of your assets each year; we charge a fraction of that, so more of your return stays yours.`,
    figures: [
      { value: `${assetFeeRatePercent}%`, label: "annual fee on managed assets" },
      { value: feeComparison.savings, label: feeComparison.against },
      { value: "$0", label: "account minimum" },
    ],
    basis: feeComparison.basis,
    performanceNote: `For qualified clients only, a ${performanceFeePercent}% performance fee on net profits applies above a high watermark, so we earn more only when you are ahead. Non-qualified clients never pay it. Custody and trading costs are charged separately by third parties at institutional rates.`,
    adv: "View ADV Disclosure",
    fees: "See Fee Structure",
  },
  cta: {
    heading: `Get your free portfolio review in ${freeReviewMinutes} minutes.`,
    text: "No sales pressure. No obligation. Just honest feedback on your financial strategy.",
    action: "Schedule a Call",
  },
} as const;

export type HeroHighlightId = (typeof homePage.hero.highlights)[number]["id"];
