import { z } from "@/lib/zod";
import { fixedList, list, pageMeta, paragraph, text, action } from "../fields";

/** /process: the four steps (also on the home page) and why they work. */
export const processContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  stepsHeading: text(120),
  stepsLead: paragraph(300),
  steps: fixedList(["discover", "design", "implement", "review"], {
    title: text(60),
    description: paragraph(400),
    details: list(text(100), 1, 6),
  }).meta({ help: "Also shown on the home page" }),
  whyHeading: text(120),
  whyLead: paragraph(300),
  reasons: fixedList(["plan", "costs", "taxes", "reviews"], {
    title: text(80),
    text: paragraph(400),
  }),
  scheduleLink: action(80),
  feesLink: action(80),
});

export type ProcessContent = z.infer<typeof processContent>;
