// A post's form in the editor, and the content the database keeps (private.post_content_violation
// in supabase/migrations/20261129080000_market_insights.sql): one zod schema for the form and its
// tests, with the database's own limits.
import { postEditorCopy } from "@/content/admin/post-editor";
import { z } from "@/lib/zod";

const { validation } = postEditorCopy;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/;
export const MAX_BODY_LENGTH = 50_000;
export const MAX_TAGS = 10;

/** "Tags, separated, by commas" as the list the post keeps (blank ones dropped). */
export const tagsOf = (tags: string): string[] =>
  tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

export const postFormSchema = z
  .object({
    title: z.string().trim().min(1, validation.titleRequired).max(200, validation.titleTooLong),
    slug: z.string().regex(SLUG_PATTERN, validation.slugInvalid),
    summary: z
      .string()
      .trim()
      .min(1, validation.summaryRequired)
      .max(300, validation.summaryTooLong),
    body: z
      .string()
      .trim()
      .min(1, validation.bodyRequired)
      .max(MAX_BODY_LENGTH, validation.bodyTooLong),
    tags: z
      .string()
      .refine((tags) => tagsOf(tags).length <= MAX_TAGS, validation.tagsTooMany)
      .refine((tags) => tagsOf(tags).every((tag) => tag.length <= 40), validation.tagInvalid),
    /** The stored cover image's address, if any. */
    coverImageUrl: z.string().nullable(),
    /** A cover image chosen to upload (checked when it is chosen), null to have none. */
    coverFile: z.custom<File | null | undefined>(),
    /** Off: published at once; on: at `publishAt` ('Scheduled' until then). */
    scheduled: z.boolean(),
    /** The publication time as a date-time field holds it (local time), when scheduled. */
    publishAt: z.string(),
  })
  .refine(({ scheduled, publishAt }) => !scheduled || !Number.isNaN(Date.parse(publishAt)), {
    path: ["publishAt"],
    message: validation.publishAtRequired,
  });

export type PostFormValues = z.input<typeof postFormSchema>;

/** What the database keeps of a post (posts.draft, and a version's columns). */
export interface PostContent {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  cover_image_url: string | null;
  author_id: string;
  publish_at: string;
}

/** "2026-11-29T10:45" for a date-time field, in the browser's time zone. */
export const localDateTime = (instant: Date) => {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

export const emptyPostForm = (now = new Date()): PostFormValues => ({
  title: "",
  slug: "",
  summary: "",
  body: "",
  tags: "",
  coverImageUrl: null,
  coverFile: undefined,
  scheduled: false,
  publishAt: localDateTime(now),
});

/** The form's values of a stored post: scheduled when its time is still to come. */
export function postFormOf(content: PostContent, now = new Date()): PostFormValues {
  const at = new Date(content.publish_at);
  return {
    title: content.title,
    slug: content.slug,
    summary: content.summary,
    body: content.body,
    tags: content.tags.join(", "),
    coverImageUrl: content.cover_image_url,
    coverFile: undefined,
    scheduled: at.getTime() > now.getTime(),
    publishAt: localDateTime(at > now ? at : now),
  };
}

/**
 * The content the database keeps from the form's values: 'Publish now' is the time of the save (a
 * post published later is still public at once), a cover image the uploaded file's address.
 */
export function postContentOf(
  values: PostFormValues,
  {
    authorId,
    coverImageUrl,
    now = new Date(),
  }: { authorId: string; coverImageUrl: string | null; now?: Date },
): PostContent {
  return {
    slug: values.slug,
    title: values.title.trim(),
    summary: values.summary.trim(),
    body: values.body.trim(),
    tags: tagsOf(values.tags),
    cover_image_url: coverImageUrl,
    author_id: authorId,
    publish_at: (values.scheduled ? new Date(values.publishAt) : now).toISOString(),
  };
}

/** "Quarterly Outlook: Q4 2026" as "quarterly-outlook-q4-2026" (at most 80 characters). */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}
