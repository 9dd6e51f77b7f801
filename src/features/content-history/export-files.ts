import { toCsv, CSV_MIME_TYPE } from "@/lib/csv";
import type { HistoryEntry } from "./api/select-history";
import type { HistoryVerification } from "./api/verify-history";
import { changedFieldNames } from "./diff";
import type { HistoryFilters } from "./filters";

export type ExportFormat = "csv" | "json";

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

export interface ExportContext {
  filters: HistoryFilters;
  exportedAt: Date;
  /** The chain's state when the export was made: its last hash anchors this copy. */
  verification: HistoryVerification;
}

export const csvColumns = [
  "id",
  "occurred_at",
  "table_name",
  "row_id",
  "operation",
  "actor",
  "changed_fields",
  "before",
  "after",
  "prev_hash",
  "hash",
] as const;

const hashDescription =
  "hash = SHA-256 (hex) of the UTF-8 text of a Postgres jsonb object of the entry's other fields " +
  "(occurred_at as UTC with microseconds); prev_hash = the previous entry's hash (64 zeros for the first). " +
  "A legal document's row image carries sha256 = SHA-256 (hex) of its file as uploaded " +
  "(null: not recorded), to check a copy of the file against (sha256sum).";

/**
 * The entries as CSV (the admin area's writer, src/lib/csv.ts: CRLF, a byte-order mark, formula-like
 * cells neutralised). Each row image is one JSON cell.
 */
export function buildHistoryCsv(entries: HistoryEntry[]): string {
  const rows = entries.map((entry) => [
    entry.id,
    entry.occurred_at,
    entry.table_name,
    entry.row_id,
    entry.operation,
    entry.actor ?? "",
    changedFieldNames(entry).join("; "),
    entry.before === null ? "" : JSON.stringify(entry.before),
    entry.after === null ? "" : JSON.stringify(entry.after),
    entry.prev_hash,
    entry.hash,
  ]);
  return toCsv(csvColumns, rows);
}

/** The entries as one JSON document, with the filters, the chain's state and how hashes are made. */
export function buildHistoryJson(entries: HistoryEntry[], context: ExportContext): string {
  const { filters, exportedAt, verification } = context;
  const document = {
    record: "public.content_history",
    exported_at: exportedAt.toISOString(),
    filters: {
      table: filters.table ?? null,
      row_id: filters.rowId ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
    },
    chain: verification,
    hashes: hashDescription,
    entries,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** content-history[-<table>]-<UTC date and time of the export>.<csv|json> */
export function exportFileName(
  format: ExportFormat,
  context: Pick<ExportContext, "filters" | "exportedAt">,
): string {
  const stamp = context.exportedAt
    .toISOString()
    .slice(0, 19)
    .replace(/[-:]/g, "")
    .replace("T", "-");
  const table = context.filters.table ? `-${context.filters.table.replaceAll("_", "-")}` : "";
  return `content-history${table}-${stamp}.${format}`;
}

export function buildExportFile(
  format: ExportFormat,
  entries: HistoryEntry[],
  context: ExportContext,
): ExportFile {
  return format === "csv"
    ? {
        fileName: exportFileName(format, context),
        mimeType: CSV_MIME_TYPE,
        content: buildHistoryCsv(entries),
      }
    : {
        fileName: exportFileName(format, context),
        mimeType: "application/json",
        content: buildHistoryJson(entries, context),
      };
}
