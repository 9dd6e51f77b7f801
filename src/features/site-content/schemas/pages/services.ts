import { z } from "@/lib/zod";
import { action, fixedList, list, pageMeta, paragraph, text } from "../fields";

/** /services: the two services (also on the home page) and what every client gets. */
export const servicesContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  listHeading: text(120),
  services: fixedList(["discretionary", "non-discretionary"], {
    title: text(80),
    description: paragraph(500),
    features: list(text(160), 1, 8),
  }).meta({ help: "Also shown on the home page" }),
  learnMore: text(40, { title: "Each service's button" }),
  includedHeading: text(120),
  included: fixedList(["fiduciary", "fee", "reviews"], { title: text(80), text: paragraph(300) }),
  cta: z.object({
    heading: text(120),
    text: paragraph(400),
    primaryAction: action(),
    secondaryAction: action(),
  }),
});

export type ServicesContent = z.infer<typeof servicesContent>;
