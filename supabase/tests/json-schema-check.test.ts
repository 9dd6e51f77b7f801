// private.json_schema_violation (migration 20261128090000_json_schema_check.sql): the database's
// check of page content against the JSON Schema zod derives from a page's schema. For documents
// valid and invalid in each way a page can be, the database's verdict is zod's, with the message
// and path the function promises; a value nested too deeply is refused without harm; and no API
// role may call the function (triggers do).
import { describe, expect, test } from "vitest";
import { z } from "zod";
import type { Queryable } from "../local/db/database";
import { admin, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  useSeededDatabase,
} from "./support/database";

const link = z
  .string()
  .max(200)
  .regex(/^(https?:\/\/|mailto:|tel:|\/)/);

/** Nested objects, arrays with bounds, lengths, a link pattern, an enum, optional fields. */
const homePage = z.strictObject({
  hero: z.strictObject({
    title: z.string().min(1).max(120),
    subtitle: z.string().max(300).optional(),
    highlights: z
      .array(z.strictObject({ title: z.string().min(1).max(120), body: z.string().max(500) }))
      .min(1)
      .max(4),
    cta: z.strictObject({ label: z.string().min(1).max(40), href: link }),
  }),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().min(1).max(80),
        tone: z.enum(["plain", "accent"]),
        items: z.array(z.string().max(200)).max(6).optional(),
      }),
    )
    .max(8),
});

/** A union of literals (anyOf of consts), integers and numbers with bounds, nullable, an email. */
const feesPage = z.strictObject({
  layout: z.literal("table").or(z.literal("cards")),
  tiers: z
    .array(
      z.strictObject({
        label: z.string().min(1).max(60),
        minimumAssets: z.int().min(0).max(100_000_000),
        annualRatePercent: z.number().gt(0).lte(2),
        note: z.string().max(200).nullable(),
      }),
    )
    .min(1)
    .max(5),
  contact: z.strictObject({
    email: z.email(),
    phone: z
      .string()
      .regex(/^\+?[0-9 ()-]{7,20}$/)
      .optional(),
  }),
});

/** A discriminated union (oneOf with a const tag) and a nullable object (anyOf with null). */
const aboutPage = z.strictObject({
  banner: z.strictObject({ text: z.string().min(1).max(100) }).nullable(),
  sections: z
    .array(
      z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("text"), body: z.string().min(1).max(2000) }),
        z.strictObject({
          kind: z.literal("quote"),
          quote: z.string().min(1).max(300),
          author: z.string().max(80),
        }),
      ]),
    )
    .max(10),
});

type Page = z.ZodType;
type Doc = Record<string, unknown>;

const home: Doc = {
  hero: {
    title: "Fee-only advice for families in North Dakota and beyond",
    subtitle: "A fiduciary, paid by you alone.",
    highlights: [
      { title: "Fiduciary", body: "We put your interests first, always." },
      { title: "Flat fees", body: "No commissions, no product sales." },
    ],
    cta: { label: "Book a free call", href: "/contact" },
  },
  sections: [{ heading: "How we work", tone: "plain", items: ["Listen", "Plan", "Review"] }],
};

const firstTier = { label: "First $1M", minimumAssets: 0, annualRatePercent: 1, note: null };

const fees: Doc = {
  layout: "table",
  tiers: [
    firstTier,
    {
      label: "Above $1M",
      minimumAssets: 1_000_000,
      annualRatePercent: 0.75,
      note: "Billed quarterly",
    },
  ],
  contact: { email: "hello@prairieledger.example", phone: "+1 (701) 555-0100" },
};

const about: Doc = {
  banner: { text: "Now serving clients nationwide" },
  sections: [
    { kind: "text", body: "Founded in Fargo in 2012." },
    { kind: "quote", quote: "They explained every fee.", author: "A client" },
  ],
};

const deleted = Symbol("deleted");

/**
 * A copy of `doc` with each change made: [path, value] sets the value at the path (keys and array
 * indexes separated by dots, "sections.0.heading"), or deletes it when the value is `deleted`.
 */
function changed(doc: Doc, ...changes: [string, unknown][]): Doc {
  const copy = structuredClone(doc);
  for (const [path, value] of changes) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let parent = copy;
    for (const key of keys) parent = parent[key] as Doc;
    if (value === deleted) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

interface Case {
  name: string;
  page: Page;
  doc: unknown;
  /** null: valid; else the database's exact message. */
  message: string | null;
}

const cases: Case[] = [
  // home: valid
  { name: "home as written", page: homePage, doc: home, message: null },
  {
    name: "home without the optional subtitle and items",
    page: homePage,
    doc: changed(home, ["hero.subtitle", deleted], ["sections.0.items", deleted]),
    message: null,
  },
  {
    name: "home with a mailto: link and no sections",
    page: homePage,
    doc: changed(home, ["hero.cta.href", "mailto:hello@prairieledger.example"], ["sections", []]),
    message: null,
  },
  {
    name: "home with an https link and 4 highlights of 120 characters",
    page: homePage,
    doc: changed(
      home,
      ["hero.cta.href", "https://calendly.example/prairie"],
      ["hero.highlights", Array.from({ length: 4 }, () => ({ title: "é".repeat(120), body: "" }))],
    ),
    message: null,
  },
  // home: invalid
  {
    name: "the root is not an object",
    page: homePage,
    doc: [],
    message: "must be an object",
  },
  {
    name: "a required field missing in an array element",
    page: homePage,
    doc: changed(home, ["sections.0.heading", deleted]),
    message: "sections[0].heading: is required",
  },
  {
    name: "a required object missing at the root",
    page: homePage,
    doc: changed(home, ["hero", deleted]),
    message: "hero: is required",
  },
  {
    name: "an extra field",
    page: homePage,
    doc: changed(home, ["hero.extra", "x"]),
    message: "hero.extra: is not allowed",
  },
  {
    name: "an extra field whose name is not an identifier",
    page: homePage,
    doc: changed(home, ["bad key", 1]),
    message: '["bad key"]: is not allowed',
  },
  {
    name: "a string too long, deep in an array",
    page: homePage,
    doc: changed(home, ["hero.highlights.1.title", "x".repeat(121)]),
    message: "hero.highlights[1].title: must be at most 120 characters",
  },
  {
    name: "an empty string where one character at least is needed",
    page: homePage,
    doc: changed(home, ["hero.title", ""]),
    message: "hero.title: must be at least 1 character",
  },
  {
    name: "too many items",
    page: homePage,
    doc: changed(home, [
      "hero.highlights",
      Array.from({ length: 5 }, () => ({ title: "t", body: "b" })),
    ]),
    message: "hero.highlights: must have at most 4 items",
  },
  {
    name: "too few items",
    page: homePage,
    doc: changed(home, ["hero.highlights", []]),
    message: "hero.highlights: must have at least 1 item",
  },
  {
    name: "a number for a string",
    page: homePage,
    doc: changed(home, ["hero.title", 42]),
    message: "hero.title: must be a string",
  },
  {
    name: "null for an optional string",
    page: homePage,
    doc: changed(home, ["hero.subtitle", null]),
    message: "hero.subtitle: must be a string",
  },
  {
    name: "an object for an array",
    page: homePage,
    doc: changed(home, ["sections", {}]),
    message: "sections: must be an array",
  },
  {
    name: "a link that matches none of the allowed forms",
    page: homePage,
    doc: changed(home, ["hero.cta.href", "javascript:alert(1)"]),
    message: "hero.cta.href: does not match the required pattern",
  },
  {
    name: "a value outside an enum",
    page: homePage,
    doc: changed(home, ["sections.0.tone", "loud"]),
    message: 'sections[0].tone: must be one of "plain", "accent"',
  },
  {
    name: "a wrong type deep in a nested array",
    page: homePage,
    doc: changed(home, ["sections.0.items.2", 5]),
    message: "sections[0].items[2]: must be a string",
  },
  // lengths in characters (code points), in zod 4 as in the database: an emoji is one
  {
    name: "three emoji in at most 3 characters",
    page: z.string().max(3),
    doc: "🙂🙂🙂",
    message: null,
  },
  {
    name: "four emoji in at most 3 characters",
    page: z.string().max(3),
    doc: "🙂🙂🙂🙂",
    message: "must be at most 3 characters",
  },
  {
    name: "one emoji where 2 characters at least are needed",
    page: z.string().min(2),
    doc: "🙂",
    message: "must be at least 2 characters",
  },
  // fees: valid
  { name: "fees as written", page: feesPage, doc: fees, message: null },
  {
    name: "fees as cards, the top rate, no phone",
    page: feesPage,
    doc: changed(
      fees,
      ["layout", "cards"],
      ["tiers.0.annualRatePercent", 2],
      ["tiers.1.minimumAssets", 100_000_000],
      ["contact.phone", deleted],
    ),
    message: null,
  },
  // fees: invalid
  {
    name: "a value outside a union of literals",
    page: feesPage,
    doc: changed(fees, ["layout", "grid"]),
    message: 'layout: must be one of "table", "cards"',
  },
  {
    name: "a number at an exclusive minimum",
    page: feesPage,
    doc: changed(fees, ["tiers.0.annualRatePercent", 0]),
    message: "tiers[0].annualRatePercent: must be greater than 0",
  },
  {
    name: "a number above the maximum",
    page: feesPage,
    doc: changed(fees, ["tiers.1.annualRatePercent", 2.5]),
    message: "tiers[1].annualRatePercent: must be at most 2",
  },
  {
    name: "an integer below the minimum",
    page: feesPage,
    doc: changed(fees, ["tiers.0.minimumAssets", -1]),
    message: "tiers[0].minimumAssets: must be at least 0",
  },
  {
    name: "an integer above the maximum",
    page: feesPage,
    doc: changed(fees, ["tiers.0.minimumAssets", 100_000_001]),
    message: "tiers[0].minimumAssets: must be at most 100000000",
  },
  {
    name: "a fraction for an integer",
    page: feesPage,
    doc: changed(fees, ["tiers.0.minimumAssets", 1.5]),
    message: "tiers[0].minimumAssets: must be an integer",
  },
  {
    name: "a numeric string for an integer",
    page: feesPage,
    doc: changed(fees, ["tiers.0.minimumAssets", "1"]),
    message: "tiers[0].minimumAssets: must be an integer",
  },
  {
    name: "a number for a nullable string",
    page: feesPage,
    doc: changed(fees, ["tiers.1.note", 5]),
    message: "tiers[1].note: must be a string or null",
  },
  {
    name: "an email without a domain",
    page: feesPage,
    doc: changed(fees, ["contact.email", "hello@"]),
    message: "contact.email: does not match the required pattern",
  },
  {
    name: "a phone number that is words",
    page: feesPage,
    doc: changed(fees, ["contact.phone", "call me"]),
    message: "contact.phone: does not match the required pattern",
  },
  {
    name: "too many tiers",
    page: feesPage,
    doc: changed(fees, ["tiers", Array.from({ length: 6 }, () => firstTier)]),
    message: "tiers: must have at most 5 items",
  },
  // about: valid
  { name: "about as written", page: aboutPage, doc: about, message: null },
  {
    name: "about without a banner",
    page: aboutPage,
    doc: changed(about, ["banner", null]),
    message: null,
  },
  // about: invalid
  {
    name: "an unknown kind of section",
    page: aboutPage,
    doc: changed(about, ["sections.1.kind", "video"]),
    message: 'sections[1].kind: must be one of "text", "quote"',
  },
  {
    name: "a section without its kind",
    page: aboutPage,
    doc: changed(about, ["sections.0.kind", deleted]),
    message: "sections[0].kind: is required",
  },
  {
    name: "a section of a kind without one of its fields",
    page: aboutPage,
    doc: changed(about, ["sections.1.author", deleted]),
    message: "sections[1].author: is required",
  },
  {
    name: "a section of a kind with another kind's field",
    page: aboutPage,
    doc: changed(about, ["sections.0.quote", "x"]),
    message: "sections[0].quote: is not allowed",
  },
  {
    name: "a section's text too long",
    page: aboutPage,
    doc: changed(about, ["sections.0.body", "x".repeat(2001)]),
    message: "sections[0].body: must be at most 2000 characters",
  },
  {
    name: "a string for a nullable object",
    page: aboutPage,
    doc: changed(about, ["banner", "hello"]),
    message: "banner: must be an object or null",
  },
  {
    name: "a wrong type inside a nullable object",
    page: aboutPage,
    doc: changed(about, ["banner.text", 5]),
    message: "banner.text: must be a string",
  },
];

const jsonSchemaOf = (page: Page) => z.toJSONSchema(page, { target: "draft-2020-12" });

async function violation(tx: Queryable, doc: unknown, schema: unknown): Promise<string | null> {
  const { rows } = await tx.query<{ violation: string | null }>(
    "select private.json_schema_violation($1::jsonb, $2::jsonb) as violation",
    [JSON.stringify(doc), JSON.stringify(schema)],
  );
  return rows[0]!.violation;
}

/** An object `depth` levels deep: {"a": {"a": ... {"a": "leaf"} ...}}. */
function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** The zod schema of nested(depth). */
function nestedPage(depth: number): Page {
  let page: Page = z.string();
  for (let level = 0; level < depth; level++) page = z.strictObject({ a: page });
  return page;
}

test("the documents' verdicts, as zod gives them", () => {
  for (const { name, page, doc, message } of cases) {
    expect(page.safeParse(doc).success, name).toBe(message === null);
  }
});

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test.each(cases)("$name", async ({ page, doc, message }) => {
    const verdict = await violation(database(), doc, jsonSchemaOf(page));
    expect(verdict === null).toBe(page.safeParse(doc).success);
    expect(verdict).toBe(message);
  });

  test("a value 40 levels deep is refused with a message, and the database goes on", async () => {
    const deep = nested(40);
    const tooDeep = "must not be nested more than 32 levels deep";
    expect(nestedPage(40).safeParse(deep).success).toBe(true);
    expect(await violation(database(), deep, jsonSchemaOf(nestedPage(40)))).toBe(tooDeep);
    expect(await violation(database(), deep, jsonSchemaOf(z.unknown()))).toBe(tooDeep);
    expect(await violation(database(), { hero: deep }, jsonSchemaOf(homePage))).toBe(tooDeep);
    // 32 levels are allowed, 33 are not.
    expect(await violation(database(), nested(32), jsonSchemaOf(nestedPage(32)))).toBeNull();
    expect(await violation(database(), nested(33), jsonSchemaOf(nestedPage(33)))).toBe(tooDeep);
    expect(await violation(database(), home, jsonSchemaOf(homePage))).toBeNull();
  });

  test("a huge array is checked to its end", async () => {
    const items = Array.from({ length: 20_000 }, (_, index) => index);
    const schema = jsonSchemaOf(z.array(z.int().min(0)));
    expect(await violation(database(), items, schema)).toBeNull();
    items[19_999] = -1;
    expect(await violation(database(), items, schema)).toBe("[19999]: must be at least 0");
  });

  // Known differences, held here so a change on either side shows: page schemas keep clear of them
  // (z.strictObject, no .default(), no regex flags, `.`, `\b` or format-only checks such as z.url()).
  test.each([
    {
      name: "z.object: zod strips an extra key, its JSON Schema (additionalProperties false) refuses it",
      page: z.object({ a: z.string() }),
      doc: { a: "x", extra: 1 },
      message: "extra: is not allowed",
    },
    {
      name: ".default(): zod fills the field in, its JSON Schema requires it",
      page: z.strictObject({ a: z.string().default("x") }),
      doc: {},
      message: "a: is required",
    },
    {
      name: "regex flags are not in the JSON Schema: /^abc$/i is case-sensitive there",
      page: z.string().regex(/^abc$/i),
      doc: "ABC",
      message: "does not match the required pattern",
    },
    {
      name: "regex: `.` matches a newline in Postgres, not in JavaScript",
      page: z.string().regex(/^a.b$/),
      doc: "a\nb",
      message: null,
    },
    {
      name: "regex: `\\b` is a word boundary in JavaScript, a backspace in Postgres",
      page: z.string().regex(/\bx/),
      doc: "x",
      message: "does not match the required pattern",
    },
    {
      name: "format is not checked: z.url() gives no pattern",
      page: z.url(),
      doc: "not a url",
      message: null,
    },
  ])("where zod and the database differ › $name", async ({ page, doc, message }) => {
    expect(page.safeParse(doc).success).toBe(message !== null);
    expect(await violation(database(), doc, jsonSchemaOf(page))).toBe(message);
  });

  test(
    "the API roles cannot execute it",
    rolledBack(async (tx) => {
      const call = `select private.json_schema_violation('{}'::jsonb, '{"type": "object"}'::jsonb)`;
      for (const actor of [anon, visitor, admin, serviceRole]) {
        expectRefused(await attempt(tx, actor, call));
      }
      const { rows } = await tx.query<{ role: string; allowed: boolean }>(
        `select role, pg_catalog.has_function_privilege(
           role, 'private.json_schema_violation(jsonb, jsonb, text)', 'execute') as allowed
         from unnest(array['anon', 'authenticated', 'service_role']) as role`,
      );
      expect(rows).toEqual([
        { role: "anon", allowed: false },
        { role: "authenticated", allowed: false },
        { role: "service_role", allowed: false },
      ]);
    }),
  );
});
