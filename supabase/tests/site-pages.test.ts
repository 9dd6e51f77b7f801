// The pages of the public site as the migrations ship them (supabase/migrations/*_site_pages.sql):
// every page has its schema, its row and a first published version; the JSON Schema the database
// holds each version to is the zod schema's rules (storedPageSchema: pageJsonSchema without the
// editor's labels), so the database's copy stays true (npm run db:page-schemas writes the migration
// that makes it so after a rule changes); the
// shipped content is exactly what the page's zod schema describes; and the database's rules for a
// field (the patterns of fields.ts, as JSON Schema) agree with zod's on what they refuse.
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { link, paragraph, text } from "../../src/features/site-content/schemas/fields";
import { storedPageSchema } from "../../src/features/site-content/schemas/json-schema";
import { pageContentSchemas, pageKeys } from "../../src/features/site-content/schemas/page-schemas";
import type { Queryable } from "../local/db/database";
import { backends, rolledBackIn, useSeededDatabase } from "./support/database";

async function column(tx: Queryable, sql: string): Promise<string[]> {
  const { rows } = await tx.query<{ value: string }>(sql);
  return rows.map((row) => row.value);
}

/** The field's rule as the database holds it: the JSON Schema zod derives (as pageJsonSchema does). */
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "any" });

/** Whether the database's check (private.json_schema_violation) lets `value` through `schema`. */
async function databaseAccepts(tx: Queryable, value: string, schema: z.ZodType) {
  const { rows } = await tx.query<{ violation: string | null }>(
    "select private.json_schema_violation(to_jsonb($1::text), $2::jsonb) as violation",
    [value, JSON.stringify(jsonSchemaOf(schema))],
  );
  return rows[0]!.violation === null;
}

const sortedKeys = [...pageKeys].sort();

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "every page of the site has its schema, its row and a first version published by the migration, and no other page exists",
    rolledBack(async (tx) => {
      expect(
        await column(tx, "select page_key as value from private.page_content_schemas order by 1"),
      ).toEqual(sortedKeys);
      expect(
        await column(tx, "select page_key as value from public.site_pages order by 1"),
      ).toEqual(sortedKeys);
      expect(
        await column(
          tx,
          `select page_key as value from public.page_versions
            where version = 1 and published_by is null order by 1`,
        ),
      ).toEqual(sortedKeys);
    }),
  );

  describe.each(sortedKeys)("the page %s", (key) => {
    test(
      "is held by the database to its zod schema's rules (storedPageSchema)",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ schema: unknown }>(
          "select schema from private.page_content_schemas where page_key = $1",
          [key],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.schema).toEqual(storedPageSchema(key));
      }),
    );

    test(
      "ships content its zod schema accepts as it is, nothing unknown in it, which the database accepts too",
      rolledBack(async (tx) => {
        // The latest version the migrations published, the one a new site shows (an earlier one
        // may hold a field the page has since lost).
        const { rows } = await tx.query<{ content: unknown; violation: string | null }>(
          `select v.content, private.json_schema_violation(v.content, s.schema) as violation
             from public.page_versions v join private.page_content_schemas s using (page_key)
            where v.page_key = $1
            order by v.version desc
            limit 1`,
          [key],
        );
        expect(rows).toHaveLength(1);
        const { content, violation } = rows[0]!;
        const parsed = pageContentSchemas[key].safeParse(content);
        expect(parsed.error?.issues ?? []).toEqual([]);
        // zod drops the keys it does not know: what it keeps is the whole of the shipped content.
        expect(parsed.data).toEqual(content);
        expect(violation).toBeNull();
      }),
    );
  });

  describe("the database's rules for a field agree with zod's", () => {
    const cases = {
      "link()": {
        schema: link(),
        accepted: [
          "https://www.sec.gov/",
          "http://example.com/a?b#c",
          "mailto:a@example.com",
          "tel:+17015550148",
          "/",
          "/fees#faq",
        ],
        refused: [
          "javascript:alert(1)",
          "//evil.com",
          "/\\evil.com",
          "data:text/html,hi",
          "",
          "   ",
          "https://",
          "fees",
        ],
      },
      "paragraph()": {
        schema: paragraph(300),
        accepted: [
          "Plain text with (parentheses) and [brackets].",
          "See [Form ADV](/adv) and [the SEC](https://www.sec.gov/).",
          "[Write](mailto:hello@example.com) or [call](tel:+17015550148); [home](/).",
        ],
        refused: [
          "[x](javascript:alert(1))",
          "[x]( javascript:alert(1))",
          "[x](<javascript:alert(1)>)",
          "[x](JavaScript:alert(1))",
          "First line.\n[x](javascript:alert(1))",
          "[x](//evil.com)",
          "[x](/\\evil.com)",
          "[x](data:text/html,hi)",
          "[x]()",
          "",
          " \n ",
        ],
      },
      "text()": {
        schema: text(10),
        accepted: ["Fees", "Ten chars!"],
        refused: ["", "   ", "\t\n", "Eleven char"],
      },
    };

    for (const [kind, { schema, accepted, refused }] of Object.entries(cases)) {
      test(
        `${kind}: both accept what zod accepts and refuse what it refuses`,
        rolledBack(async (tx) => {
          const verdicts = async (values: string[]) =>
            Promise.all(
              values.map(async (value) => ({
                value,
                zod: schema.safeParse(value).success,
                database: await databaseAccepts(tx, value, schema),
              })),
            );
          expect(await verdicts(accepted)).toEqual(
            accepted.map((value) => ({ value, zod: true, database: true })),
          );
          expect(await verdicts(refused)).toEqual(
            refused.map((value) => ({ value, zod: false, database: false })),
          );
        }),
      );
    }
  });
});
