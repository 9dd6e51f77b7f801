import { z } from "@/lib/zod";
import { action, fixedList, list, pageMeta, paragraph, text } from "../fields";

/** /about: the founder, credentials and principles. */
export const aboutContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  founderHeading: text(120),
  bio: list(paragraph(1500), 1, 8).meta({ title: "Biography paragraphs" }),
  qualificationsLabel: text(60),
  qualifications: list(text(40), 0, 6),
  credentialsHeading: text(120),
  credentials: fixedList(["degree", "licence", "fiduciary", "location"], {
    title: text(80),
    text: paragraph(300),
  }),
  principlesHeading: text(120),
  principlesLead: paragraph(300),
  principles: fixedList(["fiduciary-first", "performance-aligned", "radical-transparency"], {
    title: text(80),
    text: paragraph(400),
  }),
  cta: z.object({ heading: text(120), text: paragraph(300), action: action() }),
});

export type AboutContent = z.infer<typeof aboutContent>;
