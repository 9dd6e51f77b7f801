import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export type FeaturedResource = Pick<
  Tables<"recommended_resources">,
  "id" | "title" | "description" | "category" | "url" | "thumbnail_url"
>;

export const resourceKeys = {
  all: ["recommended-resources"] as const,
  featured: () => [...resourceKeys.all, "featured"] as const,
};

/** The featured resources, newest first (what the public resources page shows). */
export const getFeaturedResources = ({ signal }: { signal?: AbortSignal } = {}): Promise<
  FeaturedResource[]
> =>
  runQuery(
    supabase
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
