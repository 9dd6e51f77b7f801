import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { runCountedQuery } from "@/lib/run-query";
import type { HistoryFilters } from "../filters";
import { contentHistoryKeys } from "./keys";
import { selectHistory, type HistoryEntry } from "./select-history";

/** Ten entries a page: with their diffs open, 25 made a page some 10,000 px tall. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Entries matching the filters, on every page. */
  total: number;
  /** Zero-based. */
  page: number;
  pageCount: number;
}

/** One page of the matching entries, newest first, with the exact number of matches. */
export async function getHistoryEntries({
  filters,
  page,
  signal,
}: {
  filters: HistoryFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<HistoryPage> {
  const first = page * HISTORY_PAGE_SIZE;
  const { rows, total } = await runCountedQuery(
    selectHistory(filters, { count: "exact" })
      .order("id", { ascending: false })
      .range(first, first + HISTORY_PAGE_SIZE - 1),
    signal,
  );
  return { entries: rows, total, page, pageCount: Math.ceil(total / HISTORY_PAGE_SIZE) };
}

export const historyEntriesQueryOptions = (filters: HistoryFilters, page: number) =>
  queryOptions({
    queryKey: contentHistoryKeys.list(filters, page),
    queryFn: ({ signal }) => getHistoryEntries({ filters, page, signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useHistoryEntries(filters: HistoryFilters, page: number) {
  return useQuery(historyEntriesQueryOptions(filters, page));
}
