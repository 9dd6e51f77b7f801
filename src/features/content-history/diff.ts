import { documentTypeTitle } from "@/content/document-types";
import {
  historyFieldLabels,
  historyValueLabels,
  oneRowItemName,
  pageVersionName,
  watchedTables,
  type WatchedTable,
} from "@/content/content-history";
import { pageNames } from "@/content/admin/page-editor";
import type { Json } from "@/lib/database.types";
import type { HistoryEntry } from "./api/select-history";
import { personLabel, type ActorDirectory } from "./actors";
import { formatInstant, isStoredInstant } from "@/lib/instants";

/** A value as people read it. */
export interface FieldValue {
  text: string;
  /** The address of a picture (a thumbnail): the page shows the picture, the CSV the address. */
  imageUrl?: string;
}

export interface FieldChange {
  field: string;
  label: string;
  /** The value before; absent for an added row. */
  before?: FieldValue;
  /** The value after; absent for a deleted row. */
  after?: FieldValue;
}

export interface ValueOptions {
  /** Names a user id (a resource's owner) by name and email. */
  people?: ActorDirectory;
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

/** Fields whose value is a user's id. */
const userFields = new Set(["user_id", "approval_requested_by", "approved_by"]);

/** Fields whose value is the address of a picture. */
const pictureFields = new Set(["thumbnail_url"]);

/**
 * A field's value with its label: a document type by its title, yes or no, a time in the firm's
 * zone with the zone named, a picture's address as the picture, a user by name and email; a list
 * or object as its JSON.
 */
export function formatFieldValue(
  field: string,
  value: Json | undefined,
  { people }: ValueOptions = {},
): FieldValue {
  if (value === null || value === undefined || value === "")
    return { text: historyValueLabels.empty };
  if (typeof value === "boolean")
    return { text: value ? historyValueLabels.yes : historyValueLabels.no };
  if (typeof value === "object") return { text: JSON.stringify(value) };
  if (typeof value !== "string") return { text: String(value) };
  if (field === "document_type") return { text: documentTypeTitle(value) };
  if (pictureFields.has(field)) return { text: value, imageUrl: value };
  const person = userFields.has(field) ? people?.get(value) : undefined;
  if (person) return { text: personLabel(person) || value };
  if (isStoredInstant(value)) return { text: formatInstant(value) };
  return { text: value };
}

/** An entry as a readable list: each touched field with its value before and after. */
export function describeChanges(entry: ChangeSource, options: ValueOptions = {}): FieldChange[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  return changedFieldNames(entry).map((field) => ({
    field,
    label: fieldLabel(field),
    ...(entry.operation !== "insert" && {
      before: formatFieldValue(field, before[field], options),
    }),
    ...(entry.operation !== "delete" && { after: formatFieldValue(field, after[field], options) }),
  }));
}

/** The changes as lines of text ("Title: old → new"), for the CSV export's readable column. */
export function changesAsText(changes: FieldChange[]): string {
  return changes
    .map(({ label, before, after }) => {
      const values = [before, after].flatMap((value) => (value ? [value.text] : []));
      return `${label}: ${values.join(" → ")}`;
    })
    .join("\n");
}

/** Tables of one row: the item is the table itself, and a change is told by the fields it touched. */
const oneRowTables = new Set<string>(["site_settings", "timestamp_authority", "publishing_policy"]);
/** Fields a save sets by itself: they say nothing of what the admin changed. */
const bookkeepingFields = new Set(["updated_at"]);

/**
 * What the entry is about, as people know the item: its title or name (a page's version by the
 * page's name and number), a one-row table's name with the fields a change touched ("Site settings
 * (Company tagline, Copyright text)"), else its record id.
 */
export function entryItemName(
  entry: Pick<HistoryEntry, "table_name" | "row_id" | "operation" | "before" | "after">,
): string {
  if (oneRowTables.has(entry.table_name)) {
    const fields =
      entry.operation === "update"
        ? changedFieldNames(entry).filter((field) => !bookkeepingFields.has(field))
        : [];
    return oneRowItemName(
      watchedTables[entry.table_name as WatchedTable] ?? entry.table_name,
      fields.map(fieldLabel),
    );
  }
  for (const row of [asObject(entry.after), asObject(entry.before)]) {
    const page = row.page_key;
    if (typeof page === "string" && typeof row.version === "number")
      return pageVersionName(pageNames[page as keyof typeof pageNames] ?? page, row.version);
    for (const field of ["title", "name"]) {
      const value = row[field];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
  }
  return entry.row_id;
}
