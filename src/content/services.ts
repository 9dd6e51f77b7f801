// The two advisory services (spec section 3) and the copy of /services.

import { assetFeeRatePercent } from "./fees";

export type ServiceId = "discretionary" | "non-discretionary";

export type Service = {
  readonly id: ServiceId;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
};

export const services: readonly Service[] = [
  {
    id: "discretionary",
    title: "Discretionary Portfolio Management",
    description:
      "We manage your portfolio day to day within the plan we agree on together, so decisions are made promptly, consistently and always in your interest.",
    features: [
      "Custom portfolio design based on your goals and risk tolerance",
      "Tax-efficient asset placement and rebalancing",
      "Professional management with regular monitoring",
    ],
  },
  {
    id: "non-discretionary",
    title: "Non-Discretionary Advisory Services",
    description:
      "Fiduciary guidance and clear recommendations while you keep the final say on every trade in your accounts.",
    features: [
      "Tailored strategies without handing over full control",
      "Detailed research and analysis behind every recommendation",
      "Risk assessment and scenario planning",
    ],
  },
];

export const servicesPage = {
  title: "Services",
  eyebrow: "Services Overview",
  heading: "Investment advice on your terms",
  lead: "Choose who places the trades. Either way you get a fiduciary adviser, a portfolio designed around your goals and one low fee.",
  listHeading: "Two ways to work with us",
  learnMore: "Learn More",
  includedHeading: "Included with every service",
  included: [
    {
      id: "fiduciary",
      title: "Fiduciary standard",
      text: "Every recommendation is made in your best interest, with conflicts disclosed in plain language.",
    },
    {
      id: "fee",
      title: `${assetFeeRatePercent}% annual fee`,
      text: "One low asset-based fee for every client, with no account minimum.",
    },
    {
      id: "reviews",
      title: "Quarterly reviews",
      text: "A standing review each quarter to check progress and adjust the plan.",
    },
  ],
  cta: {
    heading: "Not sure which service fits?",
    text: "Talk it through with us. We will explain both options and recommend the one that suits how involved you want to be.",
    schedule: "Schedule a Consultation",
    fees: "View Fee Structure",
  },
} as const;

export type IncludedFeatureId = (typeof servicesPage.included)[number]["id"];
