import { z } from "@/lib/zod";
import { action, date, list, number, pageMeta, paragraph, text } from "../fields";

const feeCard = {
  name: text(60),
  figure: text(20),
  unit: text(80),
  points: list(text(200), 1, 6),
};

/** The qualified-client dollar tests of one SEC inflation order, from the day it took effect. */
const thresholds = z.object({
  assetsUnderManagement: number({ title: "Assets under management (USD)", min: 1 }),
  netWorth: number({ title: "Net worth (USD)", min: 1 }),
  effectiveFrom: date({ title: "In force for agreements from" }),
  source: text(200, { title: "The SEC order" }),
});

/** The place a dollar amount goes in a test's sentence. */
export const AMOUNT = "{amount}";
const withAmount = (max: number) =>
  text(max).refine(
    (value) => value.includes(AMOUNT),
    `Write ${AMOUNT} where the dollar amount goes`,
  );

/** /fees: the fee schedule, who is a qualified client, what the fee means in dollars. */
export const feesContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(500),
  disclosureAction: action().meta({ title: "Disclosure button", help: "Opens in a new tab" }),
  structureHeading: text(120),
  assetFee: z.object({ ...feeCard, footnote: paragraph(500) }),
  performanceFee: z.object({ ...feeCard, highWatermark: paragraph(600) }),
  thirdPartyCosts: z.object({ name: text(80), text: paragraph(500) }),
  qualifiedClient: z.object({
    heading: text(120),
    intro: paragraph(500),
    otherCategories: paragraph(500),
    assetsTest: withAmount(300).meta({ help: `The first test; ${AMOUNT} is the dollar threshold` }),
    netWorthTest: withAmount(300).meta({
      help: `The second test; ${AMOUNT} is the dollar threshold`,
    }),
    citation: paragraph(400, {
      help: "{source} is the SEC order in force, {reviewed} the day the thresholds were last checked",
    }),
    rule: text(120),
    reviewed: date({
      title: "Thresholds last checked on",
      help: "The build warns a year after this day",
    }),
    thresholds: list(thresholds, 1, 20).meta({
      help: "Oldest first: the page shows those in force on the day it is read",
    }),
  }),
  comparison: z.object({
    heading: text(120),
    caption: text(200),
    columns: list(text(60), 4, 4),
    balances: list(number({ title: "Account size (USD)", min: 1 }), 1, 6),
    rates: list(number({ title: "Rate (% a year)", min: 0, max: 100 }), 3, 3).meta({
      help: "Our rate first, then the two typical rates, as the table's columns",
    }),
    note: paragraph(400),
  }),
  disclosure: z.object({
    heading: text(120),
    text: paragraph(500),
    primaryAction: action().meta({ help: "Opens in a new tab" }),
    crsAction: action(),
    scheduleAction: action(),
  }),
});

export type FeesContent = z.infer<typeof feesContent>;
export type QualifiedClientThresholds = z.infer<typeof thresholds>;
