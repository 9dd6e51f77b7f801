// The four steps of the advisory process (spec section 3) and the copy of /process.

import { assetFeeRatePercent } from "./fees";

export type ProcessStepId = "discover" | "design" | "implement" | "review";

export type ProcessStep = {
  readonly id: ProcessStepId;
  readonly title: string;
  readonly description: string;
  readonly details: readonly string[];
};

export const processSteps: readonly ProcessStep[] = [
  {
    id: "discover",
    title: "Discover",
    description: "We learn what you are investing for, your timeline and how you feel about risk.",
    details: [
      "Goals assessment",
      "Risk profiling",
      "Current portfolio review",
      "Expectations alignment",
    ],
  },
  {
    id: "design",
    title: "Design",
    description:
      "We build a portfolio and tax strategy around what we learned, and explain every choice.",
    details: [
      "Asset allocation design",
      "Tax strategy planning",
      "Investment selection",
      "Risk management framework",
    ],
  },
  {
    id: "implement",
    title: "Implement",
    description: "We set up your accounts and put the plan to work with care for costs and taxes.",
    details: [
      "Account setup",
      "Portfolio implementation",
      "Tax-loss harvesting",
      "Initial rebalancing",
    ],
  },
  {
    id: "review",
    title: "Review",
    description:
      "We monitor your portfolio and meet each quarter, adjusting as markets and your life change.",
    details: [
      "Performance monitoring",
      "Quarterly reviews",
      "Rebalancing as needed",
      "Strategy adjustments",
    ],
  },
];

export const processPage = {
  title: "Our Process",
  eyebrow: "Our Process",
  heading: "A clear path from first conversation to ongoing care",
  lead: "Four steps, the same for every client. You always know what happens next, and why.",
  stepsHeading: "Four steps, one plan",
  stepsLead: "Each step ends with something you can see: a plan, a portfolio, a review.",
  whyHeading: "Why it works",
  whyLead: "Good outcomes come from a repeatable discipline, not from predictions.",
  reasons: [
    {
      id: "plan",
      title: "A plan before a portfolio",
      text: "Your goals and risk tolerance set the allocation, so every investment has a job to do.",
    },
    {
      id: "costs",
      title: "Costs kept low",
      text: `A ${assetFeeRatePercent}% annual fee and institutional trading rates leave more of each year's return with you.`,
    },
    {
      id: "taxes",
      title: "Taxes managed deliberately",
      text: "Asset placement, tax-loss harvesting and careful rebalancing reduce what you hand over in taxes.",
    },
    {
      id: "reviews",
      title: "Reviews on a schedule",
      text: "Quarterly reviews catch drift early and keep the plan in step with your life.",
    },
  ],
  scheduleLink: "Schedule a free consultation",
  feesLink: "See our fee structure",
} as const;

export type ReasonId = (typeof processPage.reasons)[number]["id"];
