import { queryOptions, useQuery } from "@tanstack/react-query";
import { resourcesCopy } from "@/content/admin/content-management";
import type { Answers } from "@/features/marketing-rule";
import type { Tables } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { z } from "@/lib/zod";
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
> & {
  /** The adviser's answers to the Marketing Rule check's warnings on its words, by finding key. */
  answers: Answers;
};

const answersByResource = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Every resource, newest first (row-level security shows an admin all of them), with its answers to
 * the Marketing Rule check, which only an admin at aal2 reads (public.resource_answers(); the
 * column is not the public's).
 */
export async function getResources({ signal }: { signal?: AbortSignal } = {}): Promise<Resource[]> {
  const [rows, answers] = await Promise.all([
    runQuery(
      supabase
        .from("recommended_resources")
        .select("id, title, description, category, url, thumbnail_url, is_featured, created_at")
        .order("created_at", { ascending: false }),
      signal,
    ),
    runQuery(supabase.rpc("resource_answers"), signal),
  ]);
  const byResource = answersByResource.parse(answers ?? {});
  return rows.map((row) => ({ ...row, answers: byResource[row.id] ?? {} }));
}

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
