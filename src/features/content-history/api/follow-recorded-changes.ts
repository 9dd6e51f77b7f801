import type { QueryClient } from "@tanstack/react-query";
import { contentHistoryKeys } from "./keys";

/**
 * Keeps the history fresh: after each successful mutation whose meta says its table is recorded in
 * the history (`recordedInHistory`: a resource, a document, the site settings), the database's
 * trigger has added an entry, so the lists of entries and the chain's verification are invalidated.
 * Returns the unsubscribe.
 */
export const followRecordedChanges = (queryClient: QueryClient) =>
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (!event.mutation.meta?.recordedInHistory) return;
    void queryClient.invalidateQueries({ queryKey: contentHistoryKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: contentHistoryKeys.verification() });
  });
