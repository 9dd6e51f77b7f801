import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export const publishingPolicyKeys = {
  all: ["publishing-policy"] as const,
  current: () => [...publishingPolicyKeys.all, "current"] as const,
};

export interface PublishingPolicy {
  /** Publishing a page needs another admin's approval (public.publishing_policy). */
  requireApproval: boolean;
}

/** The one row of public.publishing_policy (admins at aal2 read it). */
export async function getPublishingPolicy({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PublishingPolicy> {
  const [row] = await runQuery(
    supabase.from("publishing_policy").select("require_approval").eq("id", 1),
    signal,
  );
  if (!row) throw new Error("public.publishing_policy has no row");
  return { requireApproval: row.require_approval };
}

export const publishingPolicyQueryOptions = () =>
  queryOptions({
    queryKey: publishingPolicyKeys.current(),
    queryFn: ({ signal }) => getPublishingPolicy({ signal }),
  });

export function usePublishingPolicy() {
  return useQuery(publishingPolicyQueryOptions());
}
