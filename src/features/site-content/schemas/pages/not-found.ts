import { z } from "@/lib/zod";
import { action, paragraph, text } from "../fields";

/** The page any unknown address shows. */
export const notFoundContent = z.object({
  title: text(70, { title: "Page title" }),
  code: text(10),
  heading: text(120, { title: "Main heading" }),
  body: paragraph(300),
  homeAction: action(),
});

export type NotFoundContent = z.infer<typeof notFoundContent>;
