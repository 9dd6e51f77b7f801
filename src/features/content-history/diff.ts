import { historyFieldLabels, historyValueLabels } from "@/content/content-history";
import type { Json } from "@/lib/database.types";
import type { HistoryEntry } from "./api/select-history";

export interface FieldChange {
  field: string;
  label: string;
  /** The value before, as people read it; absent for an added row. */
  before?: string;
  /** The value after; absent for a deleted row. */
  after?: string;
}

type ChangeSource = Pick<HistoryEntry, "operation" | "before" | "after">;
type JsonObject = { [key: string]: Json | undefined };

function asObject(value: Json | null): JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

// Both row images come from Postgres jsonb, which prints an object's keys in one fixed order, so
// equal values have equal JSON text.
const sameValue = (a: Json | undefined, b: Json | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

const labelOrder = Object.keys(historyFieldLabels);
const rank = (field: string) => {
  const index = labelOrder.indexOf(field);
  return index === -1 ? labelOrder.length : index;
};

/** The fields an entry touches: every field of an added or deleted row, the changed ones of an update. */
export function changedFieldNames(entry: ChangeSource): string[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => entry.operation !== "update" || !sameValue(before[field], after[field]))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function fieldLabel(field: string): string {
  const words = field.replaceAll("_", " ");
  return historyFieldLabels[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatFieldValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === "") return historyValueLabels.empty;
  if (typeof value === "boolean") return value ? historyValueLabels.yes : historyValueLabels.no;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** An entry as a readable list: each touched field with its value before and after. */
export function describeChanges(entry: ChangeSource): FieldChange[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  return changedFieldNames(entry).map((field) => ({
    field,
    label: fieldLabel(field),
    ...(entry.operation !== "insert" && { before: formatFieldValue(before[field]) }),
    ...(entry.operation !== "delete" && { after: formatFieldValue(after[field]) }),
  }));
}

/** What the entry is about, as people know the item: its title or name, else its record id. */
export function entryItemName(entry: Pick<HistoryEntry, "row_id" | "before" | "after">): string {
  for (const row of [asObject(entry.after), asObject(entry.before)]) {
    for (const field of ["title", "name"]) {
      const value = row[field];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
  }
  return entry.row_id;
}
