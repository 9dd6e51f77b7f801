import { z } from "@/lib/zod";
import { action, list, pageMeta, paragraph, text } from "../fields";

/** /contact; the phone, email and location are the site's (Header and footer). */
export const contactContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  channelsHeading: text(120),
  phoneLabel: text(40),
  phoneNote: text(120),
  emailLabel: text(40),
  emailNote: text(120),
  locationLabel: text(40),
  locationNote: text(120),
  response: z.object({ heading: text(120), text: paragraph(400) }),
  expectHeading: text(120),
  expectations: list(z.object({ title: text(120), text: paragraph(400) }), 1, 6),
  formCrs: z.object({ text: paragraph(400), action: action(80) }),
  schedule: z.object({
    heading: text(120),
    text: paragraph(300),
    action: action().meta({ help: "Opens in a new tab" }),
  }),
});

export type ContactContent = z.infer<typeof contactContent>;
