import type { QueryClient } from "@tanstack/react-query";
import { contentHistoryKeys } from "./keys";

/**
 * What a change to a recorded table (a resource, a document, the site settings) makes stale: the
 * database's trigger adds an entry, so the lists of entries and the chain's verification change.
 * Each mutation of such a table calls this on success.
 */
export const invalidateHistory = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contentHistoryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: contentHistoryKeys.verification() }),
  ]);
