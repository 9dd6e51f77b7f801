import { z } from "@/lib/zod";
import { historyFilterMessages, watchedTables, type WatchedTable } from "@/content/content-history";
import { firmMidnight } from "@/content/firm-time-zone";

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

/** No table, no days: every entry. */
export const noHistoryFilters: HistoryFilterForm = { table: "all", fromDay: "", toDay: "" };

/** Where the archive is: its filter form and its zero-based page. */
export interface ArchiveView {
  form: HistoryFilterForm;
  page: number;
}

const archiveParamsSchema = z.object({
  table: historyFilterFormSchema.shape.table.catch("all"),
  from: optionalDay.catch(""),
  to: optionalDay.catch(""),
  page: z.coerce.number().int().min(1).catch(1),
});

/**
 * The archive's view in its URL (?table=legal_documents&from=2026-11-01&to=2026-11-30&page=2), so a
 * reload, the back button and a link sent to a colleague show the same entries. Anything unreadable
 * is left out, as if it were not there.
 */
export function archiveViewFromParams(params: URLSearchParams): ArchiveView {
  const read = (name: string) => params.get(name) ?? undefined;
  const { table, from, to, page } = archiveParamsSchema.parse({
    table: read("table"),
    from: read("from"),
    to: read("to"),
    page: read("page"),
  });
  const range = historyFilterFormSchema.safeParse({ table, fromDay: from, toDay: to });
  return { form: range.success ? range.data : { ...noHistoryFilters, table }, page: page - 1 };
}

/** The URL parameters of a view: only what differs from the whole archive's first page. */
export function archiveViewParams({ form, page }: ArchiveView): URLSearchParams {
  const params = new URLSearchParams();
  if (form.table !== "all") params.set("table", form.table);
  if (form.fromDay) params.set("from", form.fromDay);
  if (form.toDay) params.set("to", form.toDay);
  if (page > 0) params.set("page", String(page + 1));
  return params;
}

export function historyFiltersFromForm(values: HistoryFilterForm): HistoryFilters {
  return {
    ...(values.table !== "all" && { table: values.table }),
    ...(values.fromDay && { from: firmMidnight(values.fromDay).toISOString() }),
    ...(values.toDay && { to: firmMidnight(values.toDay, 1).toISOString() }),
  };
}
