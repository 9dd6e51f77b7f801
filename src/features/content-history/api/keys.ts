import type { HistoryFilters } from "../filters";

export const contentHistoryKeys = {
  all: ["content-history"] as const,
  lists: () => [...contentHistoryKeys.all, "list"] as const,
  list: (filters: HistoryFilters, page: number) =>
    [...contentHistoryKeys.lists(), { ...filters, page }] as const,
  verification: () => [...contentHistoryKeys.all, "verification"] as const,
};
