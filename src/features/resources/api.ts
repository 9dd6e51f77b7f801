import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
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
export async function getFeaturedResources({ signal }: { signal?: AbortSignal } = {}): Promise<
  FeaturedResource[]
> {
  let query = supabase
    .from("recommended_resources")
    .select("id, title, description, category, url, thumbnail_url")
    .eq("is_featured", true)
    .order("created_at", { ascending: false })
    // TanStack Query owns retries; supabase-js's own would add up to 7 s before a failure shows.
    .retry(false);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const featuredResourcesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.featured(),
    queryFn: ({ signal }) => getFeaturedResources({ signal }),
  });

export function useFeaturedResources() {
  return useQuery(featuredResourcesQueryOptions());
}
