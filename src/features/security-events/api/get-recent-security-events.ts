import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export type RecentSecurityEvent = Pick<
  Tables<"security_events">,
  "id" | "action" | "severity" | "created_at" | "user_id"
>;

export const securityEventKeys = {
  all: ["security-events"] as const,
  recent: (limit: number) => [...securityEventKeys.all, "recent", limit] as const,
};

/** The newest `limit` events of the security log (admins read all of them; row-level security). */
export const getRecentSecurityEvents = ({
  limit,
  signal,
}: {
  limit: number;
  signal?: AbortSignal;
}): Promise<RecentSecurityEvent[]> =>
  runQuery(
    supabase
      .from("security_events")
      .select("id, action, severity, created_at, user_id")
      .order("created_at", { ascending: false })
      .limit(limit),
    signal,
  );

export const recentSecurityEventsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: securityEventKeys.recent(limit),
    queryFn: ({ signal }) => getRecentSecurityEvents({ limit, signal }),
  });

export function useRecentSecurityEvents(limit: number) {
  return useQuery(recentSecurityEventsQueryOptions(limit));
}
