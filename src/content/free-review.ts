// The free portfolio review (spec sections 2 and 9) and the copy of /free-review.

import { assetFeeRatePercent } from "./fees";

/** How long the free review takes, in minutes. */
export const freeReviewMinutes = 15;

export const freeReviewPage = {
  title: "Free Portfolio Review",
  eyebrow: "Free Portfolio Review",
  heading: `An honest look at your portfolio in ${freeReviewMinutes} minutes`,
  lead: "A fiduciary review of what you own, what it costs and how tax-efficient it is, free and without obligation.",
  duration: `${freeReviewMinutes}-minute call`,
  includedHeading: "What is included",
  includedLead: "Three checks that most often reveal money left on the table.",
  included: [
    {
      id: "portfolio",
      title: "Portfolio Analysis",
      text: "How your money is invested today, and whether that matches your goals.",
      points: [
        "Asset allocation and diversification",
        "Concentrated positions and overlap",
        "Fit with your timeline and risk tolerance",
      ],
    },
    {
      id: "tax",
      title: "Tax Efficiency Review",
      text: "Where taxes quietly reduce your returns, and what can be done about it.",
      points: [
        "Which investments sit in which accounts",
        "Tax-loss harvesting opportunities",
        "Turnover and distributions",
      ],
    },
    {
      id: "fees",
      title: "Fee Analysis",
      text: "What you pay in advisory fees and fund expenses, in dollars a year.",
      points: [
        "Advisory and wrap fees",
        "Fund expense ratios",
        `Comparison with a ${assetFeeRatePercent}% annual fee`,
      ],
    },
  ],
  stepsHeading: "How it works",
  steps: [
    { title: "Book a time", text: "Pick a slot that suits you; video call or phone." },
    {
      title: "Bring what you have",
      text: "Recent statements help, but a rough picture of your accounts is enough.",
    },
    {
      title: "Get honest feedback",
      text: "Clear observations you can act on, whether or not you become a client.",
    },
  ],
  promise: "No sales pressure. No obligation. Just honest feedback on your financial strategy.",
  cta: "Schedule Your Free Review",
} as const;

export type ReviewItemId = (typeof freeReviewPage.included)[number]["id"];
