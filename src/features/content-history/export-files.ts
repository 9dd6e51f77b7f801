import {
  historyEntryCopy,
  historyOperationLabels,
  watchedTables,
  type WatchedTable,
} from "@/content/content-history";
import { toCsv, CSV_MIME_TYPE } from "@/lib/csv";
import { fileNameStamp } from "@/lib/downloads";
import { formatInstant } from "@/lib/instants";
import type { HistoryEntry } from "./api/select-history";
import type { HistoryVerification } from "./api/verify-history";
import { actorsOf, resolveActor, type ActorDirectory } from "./actors";
import { changedFieldNames, changesAsText, describeChanges, entryItemName } from "./diff";
import type { HistoryFilters } from "./filters";

export type ExportFormat = "csv" | "json";

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/** How the CSV's readable columns are written. */
export interface ReadableOptions {
  /** Who the actors are (the admins' directory at the time of the export). */
  actors: ActorDirectory;
}

export interface ExportContext extends ReadableOptions {
  filters: HistoryFilters;
  exportedAt: Date;
  /** The chain's state when the export was made: its last hash anchors this copy. */
  verification: HistoryVerification;
}

/**
 * Each stored value keeps its column (what the hash covers, for a script), and a readable one sits
 * beside it for a person: occurred_at_local, table, item, what, actor_name and actor_email, changes.
 */
export const csvColumns = [
  "id",
  "occurred_at",
  "occurred_at_local",
  "table_name",
  "table",
  "row_id",
  "item",
  "operation",
  "what",
  "actor",
  "actor_name",
  "actor_email",
  "changed_fields",
  "changes",
  "before",
  "after",
  "prev_hash",
  "hash",
] as const;

const hashDescription =
  "hash = SHA-256 (hex) of the UTF-8 text of a Postgres jsonb object of the entry's other fields " +
  "(occurred_at as UTC with microseconds); prev_hash = the previous entry's hash (64 zeros for the first). " +
  "A legal document's row image carries sha256 = SHA-256 (hex) of its file as uploaded " +
  "(null: not recorded), to check a copy of the file against (sha256sum). " +
  "actors = who the actor ids are (name and email from the user directory at the time of the " +
  "export; an id not listed is a deleted account), not covered by any hash.";

/** The actor's readable cells: name and email; the system; or a note for a deleted account. */
export function actorCells(
  entry: { actor: string | null },
  actors: ActorDirectory,
): [string, string] {
  const actor = resolveActor(entry.actor, actors);
  switch (actor.kind) {
    case "system":
      return [historyEntryCopy.noActor, ""];
    case "person":
      return [actor.name ?? "", actor.email ?? ""];
    default:
      return [historyEntryCopy.deletedActor, ""];
  }
}

/**
 * The entries as CSV (the admin area's writer, src/lib/csv.ts: CRLF, a byte-order mark, formula-like
 * cells neutralised). Each row image is one JSON cell; `changes` has one line per field.
 */
export function buildHistoryCsv(entries: HistoryEntry[], { actors }: ReadableOptions): string {
  const rows = entries.map((entry) => [
    entry.id,
    entry.occurred_at,
    formatInstant(entry.occurred_at),
    entry.table_name,
    watchedTables[entry.table_name as WatchedTable] ?? entry.table_name,
    entry.row_id,
    entryItemName(entry),
    entry.operation,
    historyOperationLabels[entry.operation],
    entry.actor ?? "",
    ...actorCells(entry, actors),
    changedFieldNames(entry).join("; "),
    changesAsText(describeChanges(entry, { people: actors })),
    entry.before === null ? "" : JSON.stringify(entry.before),
    entry.after === null ? "" : JSON.stringify(entry.after),
    entry.prev_hash,
    entry.hash,
  ]);
  return toCsv(csvColumns, rows);
}

/**
 * The entries as one JSON document, with the filters, the chain's state, how hashes are made and
 * who the actors are.
 */
export function buildHistoryJson(entries: HistoryEntry[], context: ExportContext): string {
  const { filters, exportedAt, verification, actors } = context;
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
    actors: actorsOf(entries, actors),
    entries,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** content-history[-<table>]-<UTC date and time of the export>.<csv|json> */
export function exportFileName(
  format: ExportFormat,
  context: Pick<ExportContext, "filters" | "exportedAt">,
): string {
  const stamp = fileNameStamp(context.exportedAt);
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
        content: buildHistoryCsv(entries, context),
      }
    : {
        fileName: exportFileName(format, context),
        mimeType: "application/json",
        content: buildHistoryJson(entries, context),
      };
}
