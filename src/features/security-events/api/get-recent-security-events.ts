import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export type RecentSecurityEvent = Pick<
  Tables<"security_events">,
  "id" | "action" | "severity" | "created_at" | "user_id" | "details"
>;

export type SecuritySeverity = RecentSecurityEvent["severity"];

export const securityEventKeys = {
  all: ["security-events"] as const,
  recent: (limit: number, severity?: SecuritySeverity) =>
    [...securityEventKeys.all, "recent", limit, severity ?? "all"] as const,
};

/**
 * The newest `limit` events of the security log, of one `severity` if given (admins read all of
 * them; row-level security).
 */
export function getRecentSecurityEvents({
  limit,
  severity,
  signal,
}: {
  limit: number;
  severity?: SecuritySeverity;
  signal?: AbortSignal;
}): Promise<RecentSecurityEvent[]> {
  const query = supabase
    .from("security_events")
    .select("id, action, severity, created_at, user_id, details");
  return runQuery(
    (severity ? query.eq("severity", severity) : query)
      .order("created_at", { ascending: false })
      .limit(limit),
    signal,
  );
}

export const recentSecurityEventsQueryOptions = (limit: number, severity?: SecuritySeverity) =>
  queryOptions({
    queryKey: securityEventKeys.recent(limit, severity),
    queryFn: ({ signal }) => getRecentSecurityEvents({ limit, severity, signal }),
  });

export function useRecentSecurityEvents(limit: number, severity?: SecuritySeverity) {
  return useQuery(recentSecurityEventsQueryOptions(limit, severity));
}
