import { z } from "@/lib/zod";
import { historyFilterMessages, watchedTables, type WatchedTable } from "@/content/content-history";

/** What the archive and the per-item histories ask for. Instants are ISO 8601. */
export interface HistoryFilters {
  table?: WatchedTable;
  /** One item's history: its row id, with `table`. */
  rowId?: string;
  /** Entries at or after this instant. */
  from?: string;
  /** Entries before this instant. */
  to?: string;
}

const tableNames = Object.keys(watchedTables) as [WatchedTable, ...WatchedTable[]];
const optionalDay = z.union([
  z.literal(""),
  z.iso.date({ error: historyFilterMessages.invalidDate }),
]);

/** The archive's filter form: a table (or all) and a range of calendar days, both ends included. */
export const historyFilterFormSchema = z
  .object({
    table: z.union([z.literal("all"), z.enum(tableNames)]),
    fromDay: optionalDay,
    toDay: optionalDay,
  })
  .refine((values) => !values.fromDay || !values.toDay || values.fromDay <= values.toDay, {
    path: ["toDay"],
    error: historyFilterMessages.endBeforeStart,
  });

export type HistoryFilterForm = z.infer<typeof historyFilterFormSchema>;

/** Midnight at the start of a YYYY-MM-DD day in the browser's time zone, `offset` days later. */
function localMidnight(day: string, offset = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year!, month! - 1, date! + offset).toISOString();
}

/** The form's days as instants: from the start of the first day to the end of the last, local time. */
export function historyFiltersFromForm(values: HistoryFilterForm): HistoryFilters {
  return {
    ...(values.table !== "all" && { table: values.table }),
    ...(values.fromDay && { from: localMidnight(values.fromDay) }),
    ...(values.toDay && { to: localMidnight(values.toDay, 1) }),
  };
}
