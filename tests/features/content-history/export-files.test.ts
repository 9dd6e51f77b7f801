import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { HistoryEntry, HistoryVerification } from "@/features/content-history";
import {
  buildExportFile,
  buildHistoryCsv,
  buildHistoryJson,
  csvColumns,
} from "@/features/content-history/export-files";

const admin = "a1a1a1a1-0000-4000-8000-000000000001";
const deletedAdmin = "c3c3c3c3-0000-4000-8000-000000000003";
const actors = new Map([[admin, { name: "Jane Examiner", email: "jane@example.com" }]]);
const readable = { actors };
const rowId = "5b0e1c9a-0000-4000-8000-000000000001";
const hash = (digit: string) => digit.repeat(64);
const row = {
  id: rowId,
  title: 'Fees, "expenses" and you',
  description: "Line one.\nLine two, with a comma.",
  is_featured: true,
};

const entries: HistoryEntry[] = [
  {
    id: 1,
    table_name: "recommended_resources",
    row_id: rowId,
    operation: "insert",
    before: null,
    after: row,
    actor: null,
    occurred_at: "2026-11-23T10:00:00.000001+00:00",
    prev_hash: hash("0"),
    hash: hash("a"),
  },
  {
    id: 2,
    table_name: "recommended_resources",
    row_id: rowId,
    operation: "update",
    before: row,
    after: { ...row, title: '=HYPERLINK("https://evil.example")' },
    actor: admin,
    occurred_at: "2026-11-23T11:00:00+00:00",
    prev_hash: hash("a"),
    hash: hash("b"),
  },
  {
    id: 3,
    table_name: "legal_documents",
    row_id: "7d0e1c9a-0000-4000-8000-000000000003",
    operation: "update",
    before: { name: "Brochure", document_type: "adv_part_2a", is_active: true },
    after: { name: "Brochure", document_type: "adv_part_2a", is_active: false },
    actor: deletedAdmin,
    occurred_at: "2026-11-23T12:00:00+00:00",
    prev_hash: hash("b"),
    hash: hash("c"),
  },
];

const verification: HistoryVerification = {
  valid: true,
  entries: 2,
  last_id: 2,
  last_hash: hash("b"),
  broken_id: null,
  reason: null,
  detail: null,
};
const context = {
  filters: { table: "recommended_resources" as const, from: "2026-11-23T06:00:00.000Z" },
  exportedAt: new Date("2026-11-24T15:04:05.678Z"),
  verification,
  ...readable,
};

function parseCsv(text: string) {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const result = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(result.errors).toEqual([]);
  return result;
}

describe("the CSV export", () => {
  it("has one header row and one row per entry, with the hashes", () => {
    const { data, meta } = parseCsv(buildHistoryCsv(entries, readable));
    expect(meta.fields).toEqual([...csvColumns]);
    expect(
      data.map((line) => [line.id, line.operation, line.actor, line.prev_hash, line.hash]),
    ).toEqual([
      ["1", "insert", "", hash("0"), hash("a")],
      ["2", "update", admin, hash("a"), hash("b")],
      ["3", "update", deletedAdmin, hash("b"), hash("c")],
    ]);
    expect(data[1]?.changed_fields).toBe("title");
  });

  it("writes beside the stored values what a person reads: labels, names, local times with the zone", () => {
    const { data } = parseCsv(buildHistoryCsv(entries, readable));
    const cells = (line: Record<string, string> | undefined) => ({
      occurred_at_local: line?.occurred_at_local,
      table: line?.table,
      item: line?.item,
      what: line?.what,
      actor_name: line?.actor_name,
      actor_email: line?.actor_email,
      changes: line?.changes,
    });
    expect(cells(data[0])).toEqual({
      occurred_at_local: "November 23, 2026, 4:00 AM CST",
      table: "Resources",
      item: 'Fees, "expenses" and you',
      what: "Added",
      actor_name: "the system (no signed-in user)",
      actor_email: "",
      changes: [
        'Title: Fees, "expenses" and you',
        "Description: Line one.\nLine two, with a comma.",
        "Featured: Yes",
        `Record id: ${rowId}`,
      ].join("\n"),
    });
    expect(cells(data[1])).toMatchObject({
      what: "Changed",
      actor_name: "Jane Examiner",
      actor_email: "jane@example.com",
      changes: `Title: Fees, "expenses" and you → =HYPERLINK("https://evil.example")`,
    });
    expect(cells(data[2])).toEqual({
      occurred_at_local: "November 23, 2026, 6:00 AM CST",
      table: "Legal documents",
      item: "Brochure",
      what: "Changed",
      actor_name: "(account deleted since)",
      actor_email: "",
      changes: "Active: Yes → No",
    });
  });

  it("keeps the row images whole: quotes, commas and line breaks survive a round trip", () => {
    const { data } = parseCsv(buildHistoryCsv(entries, readable));
    expect(data[0]?.before).toBe("");
    expect(JSON.parse(data[0]!.after!)).toEqual(row);
    expect(JSON.parse(data[1]!.before!)).toEqual(row);
    expect(JSON.parse(data[1]!.after!).title).toBe('=HYPERLINK("https://evil.example")');
  });

  it("ends every line with CRLF and quotes only where needed", () => {
    const text = buildHistoryCsv(entries.slice(0, 1), readable);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(csvColumns.join(","));
    expect(lines.at(-1)).toBe("");
    expect(text.slice(1).replaceAll("\r\n", "")).not.toMatch(/\r(?!\n)/);
    expect(lines[1]).toMatch(
      /^1,2026-11-23T10:00:00\.000001\+00:00,"November 23, 2026, 4:00 AM CST",recommended_resources,Resources,/,
    );
  });

  it("escapes a cell that a spreadsheet would run as a formula", () => {
    const forged = { ...entries[0]!, row_id: "=1+1", table_name: "@SUM(A1)" };
    const { data } = parseCsv(buildHistoryCsv([forged], readable));
    expect([data[0]?.row_id, data[0]?.table_name]).toEqual(["'=1+1", "'@SUM(A1)"]);
  });

  it("is just the header when nothing matched", () => {
    expect(buildHistoryCsv([], readable)).toBe(`\uFEFF${csvColumns.join(",")}\r\n`);
  });
});

describe("the JSON export", () => {
  it("holds the entries as they are, the filters, the chain's state and how hashes are made", () => {
    const document = JSON.parse(buildHistoryJson(entries, context));
    expect(document).toEqual({
      record: "public.content_history",
      exported_at: "2026-11-24T15:04:05.678Z",
      filters: {
        table: "recommended_resources",
        row_id: null,
        from: "2026-11-23T06:00:00.000Z",
        to: null,
      },
      chain: verification,
      hashes: expect.stringContaining("SHA-256"),
      // Only the actors the directory still knows; the deleted one is an id alone.
      actors: [{ id: admin, name: "Jane Examiner", email: "jane@example.com" }],
      entries,
    });
  });
});

describe("the export file", () => {
  it("is named after the table and the moment of the export, with the format's type", () => {
    expect(buildExportFile("csv", entries, context)).toMatchObject({
      fileName: "content-history-recommended-resources-20261124-150405.csv",
      mimeType: "text/csv;charset=utf-8",
    });
    const json = buildExportFile("json", entries, { ...context, filters: {} });
    expect(json).toMatchObject({
      fileName: "content-history-20261124-150405.json",
      mimeType: "application/json",
    });
    expect(JSON.parse(json.content).entries).toHaveLength(3);
  });
});
