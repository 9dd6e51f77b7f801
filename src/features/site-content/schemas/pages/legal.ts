import { z } from "@/lib/zod";
import { list, markdown, pageMeta, paragraph, text } from "../fields";

/** /privacy and /terms: sections of markdown under their headings. */
export const legalContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  lastUpdated: text(40, { title: "Before the day of the published version" }),
  contentsHeading: text(40, { title: "Heading of the list of sections" }),
  pdfVersion: text(80, { title: "The link to the PDF version, when one is uploaded" }),
  sections: list(
    z.object({
      heading: text(120),
      body: markdown(10_000, { help: "Paragraphs, lists, bold, italic and links" }),
    }),
    1,
    30,
  ),
});

export type LegalContent = z.infer<typeof legalContent>;
