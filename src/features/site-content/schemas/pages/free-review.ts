import { z } from "@/lib/zod";
import { action, fixedList, list, pageMeta, paragraph, text } from "../fields";

/** /free-review: what the free review includes and how it works. */
export const freeReviewContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  duration: text(40),
  includedHeading: text(120),
  includedLead: paragraph(300),
  included: fixedList(["portfolio", "tax", "fees"], {
    title: text(80),
    text: paragraph(300),
    points: list(text(120), 1, 6),
  }),
  stepsHeading: text(120),
  steps: list(z.object({ title: text(80), text: paragraph(300) }), 1, 6),
  promise: paragraph(300),
  action: action(),
});

export type FreeReviewContent = z.infer<typeof freeReviewContent>;
