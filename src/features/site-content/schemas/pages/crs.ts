import { z } from "@/lib/zod";
import { pageMeta, paragraph, text } from "../fields";

/** /crs; the Form CRS itself and its summary of material changes come with its upload. */
export const crsContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  download: text(40, { title: "Download button" }),
  posted: text(40, { title: "Before the day it was posted" }),
  unavailable: paragraph(400, { title: "When no Form CRS is posted" }),
  materialChanges: text(120, { title: "Heading of the summary of material changes" }),
  pdfOutsidePage: text(200, { title: "On a phone, above the link to the PDF" }),
  openPdf: text(60, { title: "The link to the PDF, before its name" }),
  investorGov: paragraph(400),
});

export type CrsContent = z.infer<typeof crsContent>;
