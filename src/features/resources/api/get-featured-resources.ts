import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { publicDatabase } from "@/lib/public-supabase";
import { runQuery } from "@/lib/run-query";
import { resourceKeys } from "./keys";

export type FeaturedResource = Pick<
  Tables<"recommended_resources">,
  "id" | "title" | "description" | "category" | "url" | "thumbnail_url"
>;

/** The featured resources, newest first (what the public resources page shows). */
export const getFeaturedResources = ({ signal }: { signal?: AbortSignal } = {}): Promise<
  FeaturedResource[]
> =>
  runQuery(
    publicDatabase()
      .from("recommended_resources")
      .select("id, title, description, category, url, thumbnail_url")
      .eq("is_featured", true)
      .order("created_at", { ascending: false }),
    signal,
  );

export const featuredResourcesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.featured(),
    queryFn: ({ signal }) => getFeaturedResources({ signal }),
  });

export function useFeaturedResources() {
  return useQuery(featuredResourcesQueryOptions());
}
