import { z } from "@/lib/zod";
import { fixedList, list, pageMeta, paragraph, text } from "../fields";

/** /schedule: the booking widget's page, with the founder, what to expect and meeting formats. */
export const scheduleContent = z.object({
  ...pageMeta,
  eyebrow: text(60),
  heading: text(120, { title: "Main heading" }),
  lead: paragraph(400),
  calendarHeading: text(120),
  widget: z.object({
    loading: text(120, { title: "While the calendar loads" }),
    frameTitle: text(120, { title: "The calendar's name for screen readers" }),
    unavailableHeading: text(120, { title: "When the calendar cannot load: heading" }),
    unavailableText: text(500, { title: "When the calendar cannot load: text" }),
    call: text(30, { title: "Before the phone number" }),
    email: text(30, { title: "Before the email address" }),
  }),
  founderHeading: text(80),
  founderCredentials: list(text(100), 1, 6),
  expectHeading: text(120),
  expectations: list(text(300), 1, 8),
  formatsHeading: text(120),
  formats: fixedList(["video", "phone", "in-person"], {
    name: text(40),
    badge: text(30),
    text: paragraph(200),
  }),
  contactFirst: z.object({ heading: text(120), text: paragraph(300), button: text(40) }),
});

export type ScheduleContent = z.infer<typeof scheduleContent>;
