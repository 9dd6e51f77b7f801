import { describe, expect, it } from "vitest";
import { fixedList, link, markdown, paragraph, text } from "@/features/site-content/schemas/fields";

// The kinds of field every page's content is made of (src/features/site-content/schemas/fields.ts):
// what each accepts, and the message the editor shows under a field it refuses. That the database's
// copy of these rules (the pages' JSON Schemas) agrees is supabase/tests/site-pages.test.ts's.

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const linkRule = "A link starts with https:, http:, mailto:, tel: or / (a page of this site)";

describe("link()", () => {
  it.each([
    "https://www.sec.gov/",
    "http://example.com/path?q=1#part",
    "mailto:hello@example.com",
    "tel:+17015550148",
    "tel:+1 (701) 555-0148",
    "/",
    "/fees",
    "/fees#qualified-clients",
  ])("accepts %s", (href) => {
    expect(messages(link().safeParse(href))).toEqual([]);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["a protocol-relative address, another host", "//evil.com"],
    ["a backslash, which browsers read as //", "/\\evil.com"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["an empty link", ""],
    ["a blank link", "   "],
    ["a scheme with no host", "https://"],
    ["a relative path", "fees"],
    ["a space inside", "https://example.com/a b"],
  ])("refuses %s, saying what a link may start with", (_what, href) => {
    expect(messages(link().safeParse(href))).toEqual([linkRule]);
  });

  it("refuses a link over 2048 characters", () => {
    const long = `https://example.com/${"a".repeat(2048)}`;
    expect(messages(link().safeParse(long))).toContain("At most 2048 characters");
  });
});

describe("paragraph() and markdown()", () => {
  const kinds = [
    ["paragraph()", paragraph(300)],
    ["markdown()", markdown(300)],
  ] as const;

  it.each(kinds)("%s accepts text with links to allowed places", (_kind, schema) => {
    const value =
      "Read [our brochure](/adv), the [SEC's site](https://www.sec.gov/), [email us](mailto:hello@example.com) or [call](tel:+17015550148).";
    expect(messages(schema.safeParse(value))).toEqual([]);
  });

  it.each(kinds)(
    "%s refuses a markdown link to javascript:, naming the link first (the message a form shows)",
    (_kind, schema) => {
      expect(messages(schema.safeParse("Click [here](javascript:alert(1)) now."))).toEqual([
        'The link "javascript:alert(1)" is not allowed: links start with https:, http:, mailto:, tel: or / (a page of this site).',
        "A link in this text is not allowed",
      ]);
    },
  );

  it.each([
    ["another host, protocol-relative", "[x](//evil.com)", "//evil.com"],
    ["a backslash", "[x](/\\evil.com)", "/\\evil.com"],
    ["data:", "[x](data:text/html,hi)", "data:text/html,hi"],
    ["javascript: in angle brackets", "[x](<javascript:alert(1)>)", "javascript:alert(1)"],
    ["an empty target", "[x]()", ""],
    ["a reference to javascript:", "[x][1]\n\n[1]: javascript:alert(1)", "javascript:alert(1)"],
  ])("refuse a link with %s", (_what, value, href) => {
    expect(messages(paragraph(300).safeParse(value))).toContain(
      `The link "${href}" is not allowed: links start with https:, http:, mailto:, tel: or / (a page of this site).`,
    );
  });

  it("refuse blank and over-long text like a text field", () => {
    expect(messages(paragraph(10).safeParse(" \n "))).toContain("This field is required");
    expect(messages(paragraph(10).safeParse("Eleven char"))).toEqual([
      "At most 10 characters (now 11)",
    ]);
  });
});

describe("text()", () => {
  it("accepts a line within its limit", () => {
    expect(messages(text(10).safeParse("Fees"))).toEqual([]);
    expect(messages(text(10).safeParse("Ten chars!"))).toEqual([]);
  });

  it.each(["", " ", "\t\n"])("refuses blank text (%j) as a required field", (value) => {
    expect(messages(text(10).safeParse(value))).toEqual(["This field is required"]);
  });

  it("refuses text over its limit, saying the limit and the length now", () => {
    expect(messages(text(10).safeParse("Eleven char"))).toEqual(["At most 10 characters (now 11)"]);
  });

  it("refuses what is not text", () => {
    expect(text(10).safeParse(42).success).toBe(false);
    expect(text(10).safeParse(null).success).toBe(false);
  });
});

describe("fixedList()", () => {
  const formats = fixedList(["video", "phone", "in-person"] as const, { label: text(30) });
  const all = [
    { id: "video", label: "Video call" },
    { id: "phone", label: "Phone call" },
    { id: "in-person", label: "In person" },
  ];

  it("accepts one item per id, each with its words", () => {
    expect(messages(formats.safeParse(all))).toEqual([]);
  });

  it.each([
    ["one item short", all.slice(0, 2)],
    ["one item more", [...all, { id: "video", label: "Another video call" }]],
    ["no item", []],
  ])("refuses a list with %s: the page draws exactly its items", (_what, items) => {
    expect(messages(formats.safeParse(items))).toEqual(["Exactly 3 items"]);
  });

  it("refuses an item whose id the page does not draw", () => {
    const unknown = [...all.slice(0, 2), { id: "carrier-pigeon", label: "By pigeon" }];
    expect(formats.safeParse(unknown).success).toBe(false);
  });

  it("checks each item's words as their field", () => {
    const blank = [{ id: "video", label: " " }, ...all.slice(1)];
    expect(messages(formats.safeParse(blank))).toEqual(["This field is required"]);
  });
});
