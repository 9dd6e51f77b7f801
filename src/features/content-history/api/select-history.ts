import type { Tables } from "@/lib/database.types";
import { supabase } from "@/lib/supabase";
import type { HistoryFilters } from "../filters";

/** An entry as the archive reads it: its columns, not the computed `content_history_hash`. */
export type HistoryEntry = Omit<Tables<"content_history">, "content_history_hash">;

const columns =
  "id, table_name, row_id, operation, before, after, actor, occurred_at, prev_hash, hash";

/** The entries that match the filters (admins see them all; row-level security shows others none). */
export function selectHistory(filters: HistoryFilters, options: { count?: "exact" } = {}) {
  let query = supabase.from("content_history").select(columns, options);
  if (filters.table) query = query.eq("table_name", filters.table);
  if (filters.rowId) query = query.eq("row_id", filters.rowId);
  if (filters.from) query = query.gte("occurred_at", filters.from);
  if (filters.to) query = query.lt("occurred_at", filters.to);
  return query;
}
