import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewLog, type Publication } from "../review-log";
import { getAllHistoryEntries } from "./export-history";
import { contentHistoryKeys } from "./keys";

/** The log's entries: the pages' and posts' versions, the resources, the settings and the releases,
 * as the history holds them. */
export async function getReviewLog(signal?: AbortSignal): Promise<Publication[]> {
  const tables = await Promise.all(
    (
      [
        "page_versions",
        "post_versions",
        "recommended_resources",
        "site_settings",
        "site_releases",
      ] as const
    ).map((table) => getAllHistoryEntries({ filters: { table }, signal })),
  );
  return reviewLog(tables.flat());
}

export const reviewLogQueryOptions = () =>
  queryOptions({
    queryKey: contentHistoryKeys.reviewLog(),
    queryFn: ({ signal }) => getReviewLog(signal),
    // A release is recorded by the publisher after the publication: read anew on each visit.
    refetchOnMount: "always",
  });

export function useReviewLog() {
  return useQuery(reviewLogQueryOptions());
}
