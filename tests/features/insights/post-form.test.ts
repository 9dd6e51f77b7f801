// The post editor's form schema (src/features/insights/schemas.ts), the one the editor validates
// with: the database's own limits, said in the editor's words before a call is made.
import { describe, expect, it } from "vitest";
import { postEditorCopy } from "@/content/admin/post-editor";
import {
  emptyPostForm,
  postContentOf,
  postFormOf,
  postFormSchema,
  slugOf,
  type PostFormValues,
} from "@/features/insights/schemas";

const { validation } = postEditorCopy;

const valid: PostFormValues = {
  ...emptyPostForm(new Date("2026-11-29T10:00:00Z")),
  title: "Quarterly outlook",
  slug: "quarterly-outlook",
  summary: "What the quarter held.",
  body: "Markets moved.",
};

/** The messages the schema gives `values`, by field. */
const problems = (values: Partial<PostFormValues>) => {
  const result = postFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("postFormSchema", () => {
  it("takes a complete post", () => {
    expect(problems({})).toEqual({});
  });

  it.each([
    ["ab", "too short (3 at least)"],
    ["a".repeat(81), "too long (80 at most)"],
    ["Quarterly-Outlook", "capitals"],
    ["-outlook", "a leading hyphen"],
    ["outlook-", "a trailing hyphen"],
    ["market outlook", "a space"],
    ["q4_outlook", "an underscore"],
  ])("refuses the slug %s: %s", (slug) => {
    expect(problems({ slug })).toEqual({ slug: validation.slugInvalid });
  });

  it.each(["abc", "a".repeat(80), "q4-2026-outlook"])("takes the slug %s", (slug) => {
    expect(problems({ slug })).toEqual({});
  });

  it("refuses a body over 50,000 characters, and takes one of 50,000", () => {
    expect(problems({ body: "a".repeat(50_001) })).toEqual({ body: validation.bodyTooLong });
    expect(problems({ body: "a".repeat(50_000) })).toEqual({});
  });

  it("asks for a title, a summary and a body", () => {
    expect(problems({ title: " ", summary: "", body: "\n" })).toEqual({
      title: validation.titleRequired,
      summary: validation.summaryRequired,
      body: validation.bodyRequired,
    });
  });

  it("refuses more than 10 tags, or a tag over 40 characters", () => {
    expect(problems({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(", ") })).toEqual({
      tags: validation.tagsTooMany,
    });
    expect(problems({ tags: `rates, ${"x".repeat(41)}` })).toEqual({
      tags: validation.tagInvalid,
    });
  });

  it("asks for the time when the post is scheduled", () => {
    expect(problems({ scheduled: true, publishAt: "" })).toEqual({
      publishAt: validation.publishAtRequired,
    });
  });
});

describe("the content kept, and the form again", () => {
  const now = new Date("2026-11-29T10:00:00Z");
  const author = "00000000-0000-4000-8000-000000000001";

  it("keeps 'Publish now' as the time of the save, and the tags as a list", () => {
    const content = postContentOf(
      { ...valid, tags: " rates,  , outlook " },
      { authorId: author, coverImageUrl: null, now },
    );
    expect(content).toEqual({
      slug: "quarterly-outlook",
      title: "Quarterly outlook",
      summary: "What the quarter held.",
      body: "Markets moved.",
      tags: ["rates", "outlook"],
      cover_image_url: null,
      author_id: author,
      publish_at: now.toISOString(),
    });
    expect(postFormOf(content, now)).toMatchObject({ scheduled: false, tags: "rates, outlook" });
  });

  it("reads a later time as scheduled", () => {
    const later = new Date("2026-12-01T09:00:00Z");
    const content = postContentOf(
      { ...valid, scheduled: true, publishAt: later.toISOString() },
      { authorId: author, coverImageUrl: null, now },
    );
    expect(content.publish_at).toBe(later.toISOString());
    expect(postFormOf(content, now).scheduled).toBe(true);
  });
});

describe("slugOf", () => {
  it.each([
    ["Quarterly Outlook: Q4 2026", "quarterly-outlook-q4-2026"],
    ["  Rates, résumé & “the Fed”  ", "rates-resume-the-fed"],
    ["x".repeat(90), "x".repeat(80)],
  ])("makes %s into %s", (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});
