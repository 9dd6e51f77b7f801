import { z } from "@/lib/zod";
import { markdownLinkProblems } from "@/lib/markdown";

// The kinds of field a page's content is made of. Each is a zod schema with metadata the editor
// reads (`kind`, `title`, `help`): the same schema validates the editor's form, the build's snapshot
// and, as JSON Schema (z.toJSONSchema), every version the database stores
// (supabase/migrations/*_site_pages.sql, private.page_content_schemas). So a rule below that the
// JSON Schema cannot say (the links inside markdown) is checked by the form and the build, and the
// renderer shows such a link as text whatever reaches it (src/lib/markdown.tsx).

export type FieldKind = "text" | "paragraph" | "markdown" | "link" | "number" | "date";

export interface FieldMeta {
  kind: FieldKind;
  /** The field's label in the editor; by default its key in words. */
  title?: string;
  /** One line under the label: where the text shows, what it is for. */
  help?: string;
}

/** A value a person must type: not empty and not only spaces. */
const notBlank = /\S/;

const limited = (max: number) =>
  z
    .string()
    .max(max, { error: (issue) => `At most ${max} characters (now ${String(issue.input).length})` })
    .regex(notBlank, "This field is required");

/** One line of plain text: a heading, a label, a button's words. */
export const text = (max: number, meta: Omit<FieldMeta, "kind"> = {}) =>
  limited(max).meta({ kind: "text", ...meta } satisfies FieldMeta);

// A markdown link whose target is not one of the allowed kinds, for the database, which cannot run
// markdownLinkProblems: an inline link "](", a reference definition "]:" or an autolink "<scheme:"
// to anything but https:, http:, mailto:, tel: or a site path. Written in the regex dialect
// JavaScript and Postgres share: (?:.|\n|\r) is any character (no [\s\S] in Postgres), and its
// branches never overlap in JavaScript, so no input backtracks for long.
const noDisallowedLink =
  /^(?!(?:.|\n|\r)*(?:\][(:]\s*<?\s*(?=[^\s<])(?!https?:\/\/|mailto:|tel:|\/[^/\\]|\/\))|<(?!https?:|mailto:|tel:)[a-zA-Z][a-zA-Z0-9+.-]*:))/;

// The editor shows a field's first problem: the one that names the link comes first.
const withAllowedLinks = (schema: z.ZodString) =>
  schema
    .superRefine((value, ctx) => {
      for (const problem of markdownLinkProblems(value))
        ctx.addIssue({ code: "custom", message: problem });
    })
    .regex(noDisallowedLink, "A link in this text is not allowed");

/** A paragraph: inline markdown (bold, italic, links). */
export const paragraph = (max: number, meta: Omit<FieldMeta, "kind"> = {}) =>
  withAllowedLinks(limited(max)).meta({ kind: "paragraph", ...meta } satisfies FieldMeta);

/** Several blocks: paragraphs, lists, block quotes and headings, in markdown. */
export const markdown = (max: number, meta: Omit<FieldMeta, "kind"> = {}) =>
  withAllowedLinks(limited(max)).meta({ kind: "markdown", ...meta } satisfies FieldMeta);

/** Where a link or button leads: https:, http:, mailto:, tel: or a path of this site. */
export const allowedLinkPattern =
  /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:\+?[0-9][0-9 ()-]*|\/([^/\\\s][^\s]*)?)$/;

export const link = (meta: Omit<FieldMeta, "kind"> = {}) =>
  z
    .string()
    .max(2048, "At most 2048 characters")
    .regex(
      allowedLinkPattern,
      "A link starts with https:, http:, mailto:, tel: or / (a page of this site)",
    )
    .meta({ kind: "link", ...meta } satisfies FieldMeta);

/** A button or link: its words and where it leads. */
export const action = (max = 60) =>
  z.object({
    label: text(max, { title: "Button text" }),
    href: link({
      title: "Links to",
      help: "https://…, mailto:…, tel:… or a page of this site: /fees",
    }),
  });

export const number = (meta: Omit<FieldMeta, "kind"> & { min?: number; max?: number } = {}) => {
  const { min = 0, max = 1_000_000_000, ...rest } = meta;
  return z
    .number({ error: "Enter a number" })
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`)
    .meta({ kind: "number", ...rest } satisfies FieldMeta);
};

/** A calendar date, YYYY-MM-DD. */
export const date = (meta: Omit<FieldMeta, "kind"> = {}) =>
  z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, "A date as YYYY-MM-DD")
    .meta({ kind: "date", ...meta } satisfies FieldMeta);

/** A list the adviser may grow or shorten, within bounds. */
export const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item).min(min, `At least ${min}`).max(max, `At most ${max}`);

/**
 * A list whose items the page draws with their own icon, by id: the adviser edits each item's
 * words, not how many there are.
 */
export const fixedList = <
  const Ids extends readonly [string, ...string[]],
  Shape extends z.ZodRawShape,
>(
  ids: Ids,
  shape: Shape,
) =>
  z
    .array(z.object({ id: z.enum(ids), ...shape }))
    .length(ids.length, `Exactly ${ids.length} items`)
    .refine(
      (items) => new Set(items.map((item) => (item as { id: string }).id)).size === items.length,
      "Each item once",
    );

/** The longest target phrase a page may have. */
export const TARGET_PHRASE_MAX = 80;

/** Every page's title (the browser tab, search results), its description for search engines and
 * the phrase it is meant to be found by. */
export const pageMeta = {
  title: text(70, { title: "Page title", help: "The browser tab and search results" }),
  description: text(300, {
    title: "Description for search engines",
    help: "Shown under the title in search results and link previews",
  }),
  // Not shown on the site: SEO Tools' Keywords tab looks for it where search engines weigh words.
  targetPhrase: z
    .string()
    .max(TARGET_PHRASE_MAX, {
      error: (issue) =>
        `At most ${TARGET_PHRASE_MAX} characters (now ${String(issue.input).length})`,
    })
    .meta({
      kind: "text",
      title: "Target phrase (SEO)",
      help: "The words you want the page found by. Not shown on the site: SEO Tools' Keywords tab checks the title, main heading, description and first paragraph for them.",
    } satisfies FieldMeta)
    .optional(),
};
