// The offline verifier's copy of public.content_history_hash (records/archive) against entries
// the database wrote: unicode, escapes, numbers of every shape, nested objects and arrays, a time
// printed in another zone. Entries are read as Postgres prints them (row_to_json) and parsed as the
// verifier reads an export (parseJsonExactly: JSON.parse, or lossless-json when a number needs it).
import { isLosslessNumber, parse } from "lossless-json";
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import {
  historyEntryHash,
  historyEntryText,
  type ChainEntry,
} from "../../records/archive/history-hash";
import { numericText, parseJsonExactly } from "../../records/archive/jsonb-text";
import { backends, inRolledBackTransaction, useSeededDatabase } from "./support/database";

const hash = (c: string) => c.repeat(64);

const awkwardTitle =
  'Straße "quoted" \\ back\\slash, tab\t, newline\n, bell\u0007, del\u007f, é, 日本語, 🙂, \u2028, </script>';

/** A release whose pages carry extra nested keys: the check constraint allows them, jsonb keeps them. */
const pagesWithNumbers = `[{
  "path": "/",
  "sha256": "${hash("a")}",
  "bytes": 1.50,
  "zz": {"numbers": [1e3, -0.0, 0.000001, 1.5E-7, 12345678901234567890123, -42, 3.14159, 2e-2, 100E+2],
         "nested": {"b": [true, false, null], "a": {"": "", "longer key": "ü", "é": 1, "ab": 2, "日": 3}},
         "empty": {}, "none": []}
}]`;

async function writeAwkwardEntries(tx: Queryable): Promise<void> {
  await tx.query(
    `update public.recommended_resources set title = $1
     where id = (select id from public.recommended_resources order by id limit 1)`,
    [awkwardTitle],
  );
  await tx.query(
    `insert into public.site_releases (build_commit, build_modified, pages, assets)
     values ($1, true, $2::jsonb, '[]')`,
    ["0123456789abcdef0123456789abcdef01234567", pagesWithNumbers],
  );
}

describe("numericText: numeric_out for JSON numbers", () => {
  test.each([
    ["0", "0"],
    ["-0", "0"],
    ["-0.0", "0.0"],
    ["1.50", "1.50"],
    ["1e3", "1000"],
    ["1.5e1", "15"],
    ["1.5E-7", "0.00000015"],
    ["100E+2", "10000"],
    ["2e-2", "0.02"],
    ["12345678901234567890123", "12345678901234567890123"],
    ["-0.000001", "-0.000001"],
  ])("%s prints as %s", (input, output) => {
    expect(numericText(input)).toBe(output);
  });

  test("parseJsonExactly keeps digits a double would lose, and plain numbers otherwise", () => {
    const plain = parseJsonExactly('{"id": 7, "size": 123456, "ratio": 0.000001, "text": "1.50"}');
    expect(plain).toEqual({ id: 7, size: 123456, ratio: 0.000001, text: "1.50" });
    for (const awkward of ["1.50", "12345678901234567890123", "-0.0"]) {
      const parsed = parseJsonExactly(`{"id": 7, "value": ${awkward}}`) as Record<string, unknown>;
      expect(isLosslessNumber(parsed.value)).toBe(true);
      expect(numericText(String(parsed.value))).toBe(numericText(awkward));
    }
  });
});

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);

  test(
    "every entry's hash recomputes, from text the database printed in another time zone",
    inRolledBackTransaction(database, async (tx) => {
      await writeAwkwardEntries(tx);
      await tx.query("set local timezone = 'America/Chicago'");
      const { rows } = await tx.query<{ entry: string; text: string }>(
        `select row_to_json(e)::text as entry,
                jsonb_build_object('id', e.id, 'table_name', e.table_name, 'row_id', e.row_id,
                  'operation', e.operation, 'before', e.before, 'after', e.after, 'actor', e.actor,
                  'occurred_at', to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                  'prev_hash', e.prev_hash)::text as text
         from public.content_history e order by e.id`,
      );
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.at(-1)!.entry).toContain("-06:00");
      expect(rows.at(-1)!.text).toContain("12345678901234567890123");
      for (const row of rows) {
        const entry = parseJsonExactly(row.entry) as ChainEntry;
        expect(historyEntryText(entry)).toBe(row.text);
        expect(historyEntryHash(entry)).toBe(entry.hash);
      }
    }),
  );

  test(
    "a changed character, number or key changes the hash",
    inRolledBackTransaction(database, async (tx) => {
      await writeAwkwardEntries(tx);
      const { rows } = await tx.query<{ entry: string }>(
        "select row_to_json(e)::text as entry from public.content_history e order by e.id desc limit 1",
      );
      const text = rows[0]!.entry;
      expect(historyEntryHash(parse(text) as ChainEntry)).toBe((parse(text) as ChainEntry).hash);
      for (const [from, to] of [
        ["1.50", "1.5"],
        ["12345678901234567890123", "12345678901234567890124"],
        ['"longer key"', '"longer_key"'],
      ] as const) {
        expect(text).toContain(from);
        const altered = parse(text.replace(from, to)) as ChainEntry;
        expect(historyEntryHash(altered)).not.toBe(altered.hash);
      }
    }),
  );
});
