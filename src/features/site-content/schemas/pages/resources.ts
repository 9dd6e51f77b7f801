import { z } from "@/lib/zod";
import { list, pageMeta, paragraph, text } from "../fields";

/**
 * /resources; the resources themselves are edited in Content, Resources. Its newsletter box is the
 * footer's, as on every page (Site Settings): one box, one promise.
 */
export const resourcesContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  gridHeading: text(120),
  curationNote: paragraph(300),
  openLabel: text(60, { title: "Each card's link" }),
  placeholders: list(
    z.object({ category: text(40), title: text(80), description: paragraph(300) }),
    1,
    6,
  ).meta({ title: "Cards shown while no resource is public" }),
  placeholderNote: paragraph(200),
});

export type ResourcesContent = z.infer<typeof resourcesContent>;
