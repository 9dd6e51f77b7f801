import { z } from "@/lib/zod";
import { action, pageMeta, paragraph, text } from "../fields";

/** /adv; the documents themselves are uploaded in Documents. */
export const advContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  documentsHeading: text(120),
  documentTypes: z.object({
    adv_part_2a: paragraph(300, { title: "Form ADV Part 2A: description" }),
    adv_part_2b: paragraph(300, { title: "Form ADV Part 2B: description" }),
    form_adv: paragraph(300, { title: "Form ADV: description" }),
    investment_agreement: paragraph(300, { title: "Investment Advisory Agreement: description" }),
  }),
  download: text(40, { title: "Download button" }),
  unavailable: text(60, { title: "When a document is missing" }),
  relatedHeading: text(120),
  crsAction: action(80),
  lookUpAction: action(120).meta({ help: "Opens in a new tab" }),
});

export type AdvContent = z.infer<typeof advContent>;
