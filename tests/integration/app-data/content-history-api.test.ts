// The content-history data layer (lists, counts, filters, verification, export) against the real
// local stack (PGlite + the Supabase-compatible HTTP API, in process), through the app's own client
// signed in as the seeded admin: row-level security decides what each call gets.
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ExportApi from "@/features/content-history/api/export-history";
import type * as EntriesApi from "@/features/content-history/api/get-history-entries";
import type * as VerifyApi from "@/features/content-history/api/verify-history";
import type { HistoryEntry } from "@/features/content-history";
import type * as SupabaseModule from "@/lib/supabase";
import { pointAppAt, seedAccounts } from "../../support/test-stack";
import { jsonRowsOf } from "../../support/json-rows";
import { useTestStack } from "../../support/use-test-stack";
import { signInAtAal2 } from "../../support/mfa";

const stack = useTestStack();
let client: (typeof SupabaseModule)["supabase"];
let entriesApi: typeof EntriesApi;
let verifyApi: typeof VerifyApi;
let exportApi: typeof ExportApi;

/** The admin with both steps (aal2, which admin data needs), the visitor with the password. */
async function signInAs(account: keyof typeof seedAccounts) {
  await client.auth.signOut();
  const { email, password } = seedAccounts[account];
  if (account === "admin") {
    await signInAtAal2(client, { email, password, totpSecret: seedAccounts.admin.totp.secret });
    return;
  }
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

const sql = jsonRowsOf(() => stack().db);

/** The entries as the database owner sees them, newest first, as the API renders them to JSON. */
const entriesInDatabase = (where = "true", params: unknown[] = []) =>
  sql<HistoryEntry>(`select * from public.content_history where ${where} order by id desc`, params);

const ids = (entries: HistoryEntry[]) => entries.map((entry) => entry.id);

/** A database instant between two batches of changes. */
let boundary: string;

beforeAll(async () => {
  pointAppAt(stack());
  ({ supabase: client } = await import("@/lib/supabase"));
  entriesApi = await import("@/features/content-history/api/get-history-entries");
  verifyApi = await import("@/features/content-history/api/verify-history");
  exportApi = await import("@/features/content-history/api/export-history");

  // Two batches of changes, so there are several pages and a date range to cut.
  await stack().db.query("update public.recommended_resources set category = category || ' (1)'");
  boundary = (
    await stack().db.query<{ now: string }>(
      "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') as now",
    )
  ).rows[0]!.now;
  await stack().db.query("update public.recommended_resources set category = category || ' (2)'");
  await stack().db.query(
    "update public.legal_documents set is_active = false where document_type = 'form_adv'",
  );
  await signInAs("admin");
}, 120_000);

afterAll(async () => {
  await client?.auth.signOut();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("as the admin", () => {
  it("pages through every entry newest first, with the exact total", async () => {
    const all = await entriesInDatabase();
    expect(all.length).toBeGreaterThan(entriesApi.HISTORY_PAGE_SIZE);
    const first = await entriesApi.getHistoryEntries({ filters: {}, page: 0 });
    const second = await entriesApi.getHistoryEntries({ filters: {}, page: 1 });
    expect(first.total).toBe(all.length);
    expect(first.pageCount).toBe(Math.ceil(all.length / entriesApi.HISTORY_PAGE_SIZE));
    expect(ids(first.entries)).toEqual(ids(all.slice(0, entriesApi.HISTORY_PAGE_SIZE)));
    expect(ids(second.entries)).toEqual(
      ids(all.slice(entriesApi.HISTORY_PAGE_SIZE, 2 * entriesApi.HISTORY_PAGE_SIZE)),
    );
    expect(first.entries[0]).toEqual(all[0]);
  });

  it("filters by table", async () => {
    const page = await entriesApi.getHistoryEntries({
      filters: { table: "legal_documents" },
      page: 0,
    });
    const expected = await entriesInDatabase("table_name = 'legal_documents'");
    expect(ids(page.entries)).toEqual(ids(expected));
    expect(page.total).toBe(expected.length);
    expect(page.entries.some((entry) => entry.operation === "update")).toBe(true);
  });

  it("shows one item's history", async () => {
    const [item] = await entriesInDatabase("table_name = 'recommended_resources'");
    const page = await entriesApi.getHistoryEntries({
      filters: { table: "recommended_resources", rowId: item!.row_id },
      page: 0,
    });
    expect(page.entries.map((entry) => entry.operation)).toEqual(["update", "update", "insert"]);
    expect(
      page.entries.map((entry) => (entry.after as { category?: string } | null)?.category),
    ).toEqual([
      expect.stringMatching(/ \(1\) \(2\)$/),
      expect.stringMatching(/ \(1\)$/),
      expect.not.stringContaining("("),
    ]);
  });

  it("cuts a date range: from is included, to is not", async () => {
    const after = await entriesApi.getHistoryEntries({ filters: { from: boundary }, page: 0 });
    const before = await entriesApi.getHistoryEntries({ filters: { to: boundary }, page: 0 });
    expect(ids(after.entries)).toEqual(
      ids(await entriesInDatabase("occurred_at >= $1", [boundary])),
    );
    expect(after.total + before.total).toBe((await entriesInDatabase()).length);
    expect(after.total).toBeGreaterThan(0);
    expect(before.total).toBeGreaterThan(0);
    const none = await entriesApi.getHistoryEntries({
      filters: { from: boundary, to: boundary },
      page: 0,
    });
    expect(none).toEqual({ entries: [], total: 0, page: 0, pageCount: 0 });
  });

  it("keys each page under the feature's list key, with its filters", () => {
    expect(entriesApi.historyEntriesQueryOptions({ table: "legal_documents" }, 2).queryKey).toEqual(
      ["content-history", "list", { table: "legal_documents", page: 2 }],
    );
  });

  it("verifies the chain", async () => {
    const [newest] = await entriesInDatabase();
    expect(await verifyApi.verifyHistory()).toEqual({
      valid: true,
      entries: (await entriesInDatabase()).length,
      last_id: newest!.id,
      last_hash: newest!.hash,
      broken_id: null,
      reason: null,
      detail: null,
    });
  });

  it("fetches everything in a range for an export, oldest first, however small the chunks", async () => {
    const entries = await exportApi.getAllHistoryEntries({
      filters: { table: "recommended_resources" },
      chunkSize: 7,
    });
    expect(ids(entries)).toEqual(
      ids(await entriesInDatabase("table_name = 'recommended_resources'")).reverse(),
    );
  });

  it("exports CSV and JSON with the hashes and the chain's state", async () => {
    const filters = { from: boundary };
    const expected = (await entriesInDatabase("occurred_at >= $1", [boundary])).reverse();
    const csv = await exportApi.exportHistory({ filters, format: "csv" });
    const { data } = Papa.parse<Record<string, string>>(csv.content.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data.map((row) => [Number(row.id), row.prev_hash, row.hash])).toEqual(
      expected.map((entry) => [entry.id, entry.prev_hash, entry.hash]),
    );
    expect(csv.fileName).toMatch(/^content-history-\d{8}-\d{6}\.csv$/);

    const json = JSON.parse((await exportApi.exportHistory({ filters, format: "json" })).content);
    expect(json.entries).toEqual(expected);
    expect(json.chain).toMatchObject({ valid: true, last_hash: expected.at(-1)?.hash });
  });
});

describe("as a signed-in visitor (not admin)", () => {
  beforeAll(async () => {
    await signInAs("visitor");
  });

  it("sees no entry and a total of zero", async () => {
    expect(await entriesApi.getHistoryEntries({ filters: {}, page: 0 })).toEqual({
      entries: [],
      total: 0,
      page: 0,
      pageCount: 0,
    });
  });

  it("is refused the verification", async () => {
    await expect(verifyApi.verifyHistory()).rejects.toMatchObject({ code: "42501" });
  });
});

describe("signed out", () => {
  beforeAll(async () => {
    await client.auth.signOut();
  });

  it("is refused the entries and the verification", async () => {
    await expect(entriesApi.getHistoryEntries({ filters: {}, page: 0 })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(verifyApi.verifyHistory()).rejects.toMatchObject({ code: "42501" });
  });
});
