import { queryOptions, useQuery } from "@tanstack/react-query";
import { resourcesCopy } from "@/content/admin/content-management";
import type { Tables } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { resourceKeys } from "./keys";

export type Resource = Pick<
  Tables<"recommended_resources">,
  | "id"
  | "title"
  | "description"
  | "category"
  | "url"
  | "thumbnail_url"
  | "is_featured"
  | "created_at"
>;

/** Every resource, newest first (row-level security shows an admin all of them). */
export const getResources = ({ signal }: { signal?: AbortSignal } = {}): Promise<Resource[]> =>
  runQuery(
    supabase
      .from("recommended_resources")
      .select("id, title, description, category, url, thumbnail_url, is_featured, created_at")
      .order("created_at", { ascending: false }),
    signal,
  );

const resourcesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.list(),
    queryFn: ({ signal }) => getResources({ signal }),
    meta: {
      loadFailed: (error) => ({ title: resourcesCopy.loadFailed, description: error.message }),
    },
  });

export function useResources() {
  return useQuery(resourcesQueryOptions());
}
