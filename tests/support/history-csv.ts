// Reading the Compliance archive's CSV export the way a spreadsheet or an examiner's script would,
// for the component tests and the browser tests alike.
import Papa from "papaparse";

export interface ExportedTitleChange {
  id: number;
  row_id: string;
  operation: string;
  actor: string;
  actorName: string;
  actorEmail: string;
  /** The readable time, in the exporting browser's zone with the zone named. */
  localTime: string;
  oldTitle: unknown;
  newTitle: unknown;
  hash: string;
  prev_hash: string;
}

/** The tables of a CSV export's rows, and its rows that changed a title alone. */
export function readHistoryCsv(text: string) {
  const rows = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const titleChanges: ExportedTitleChange[] = rows
    .filter((row) => row.changed_fields === "title")
    .map((row) => ({
      id: Number(row.id),
      row_id: row.row_id!,
      operation: row.operation!,
      actor: row.actor!,
      actorName: row.actor_name!,
      actorEmail: row.actor_email!,
      localTime: row.occurred_at_local!,
      oldTitle: JSON.parse(row.before!).title,
      newTitle: JSON.parse(row.after!).title,
      hash: row.hash!,
      prev_hash: row.prev_hash!,
    }));
  return { tables: [...new Set(rows.map((row) => row.table_name))], titleChanges };
}

/** A SHA-256 in lowercase hex, as the chain writes it. */
export const sha256Hex = /^[0-9a-f]{64}$/;
