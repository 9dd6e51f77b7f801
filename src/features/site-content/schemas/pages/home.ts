import { z } from "@/lib/zod";
import { action, fixedList, list, pageMeta, paragraph, text } from "../fields";

/** The home page: hero, services, process, fee model and the closing call to action. */
export const homeContent = z.object({
  ...pageMeta,
  hero: z.object({
    eyebrow: text(120),
    heading: text(120, { title: "Main heading" }),
    text: paragraph(400),
    primaryAction: action(),
    secondaryAction: action(),
    tagline: text(120),
    highlightsLabel: text(60, { title: "Highlights heading" }),
    highlights: fixedList(["fiduciary", "fee", "reviews"], {
      title: text(80),
      text: paragraph(300),
    }),
    location: text(120),
  }),
  services: z.object({
    eyebrow: text(60),
    heading: text(120),
    lead: paragraph(400),
    learnMore: action(40).meta({
      title: "Each card's button",
      help: "Opens in a new tab; the services themselves are edited on the Services page",
    }),
    action: action(),
  }),
  process: z.object({
    eyebrow: text(60),
    heading: text(120),
    lead: paragraph(400, { help: "The steps themselves are edited on the Process page" }),
  }),
  fees: z.object({
    eyebrow: text(60),
    heading: text(120),
    lead: paragraph(600),
    figures: list(z.object({ value: text(30), label: text(120) }), 1, 4),
    basis: paragraph(600),
    performanceNote: paragraph(800),
    disclosureAction: action().meta({ title: "Disclosure button", help: "Opens in a new tab" }),
    feesAction: action(),
  }),
  cta: z.object({
    heading: text(120),
    text: paragraph(300),
    action: action().meta({ help: "Opens in a new tab" }),
  }),
});

export type HomeContent = z.infer<typeof homeContent>;
