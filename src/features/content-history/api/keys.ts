import type { HistoryFilters } from "../filters";

export const contentHistoryKeys = {
  all: ["content-history"] as const,
  lists: () => [...contentHistoryKeys.all, "list"] as const,
  list: (filters: HistoryFilters, page: number) =>
    [...contentHistoryKeys.lists(), { ...filters, page }] as const,
  /** The pages' publications with their Marketing Rule findings (a list of the history's). */
  reviewLog: () => [...contentHistoryKeys.lists(), "review-log"] as const,
  /** The history's actors by name and email. */
  actors: () => [...contentHistoryKeys.all, "actors"] as const,
  verification: () => [...contentHistoryKeys.all, "verification"] as const,
  releases: () => [...contentHistoryKeys.all, "releases"] as const,
  /** The newest RFC 3161 time-stamp of the history. */
  newestStamp: () => [...contentHistoryKeys.all, "newest-stamp"] as const,
  /** A release file never changes (its name is its SHA-256). */
  releaseFile: (sha256: string) => ["site-release-file", sha256] as const,
  /** A recorded page made safe to show, from its files' hashes (so it never changes either). */
  archivedPage: (hashes: string) => ["site-archived-page", hashes] as const,
};
