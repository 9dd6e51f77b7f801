import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Database } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { contentHistoryKeys } from "./keys";

export type HistoryVerification =
  Database["public"]["Functions"]["verify_content_history"]["Returns"][number];

/** The database walks the whole chain and reports its first broken link, if any (one row). */
export async function verifyHistory({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HistoryVerification> {
  const [result] = await runQuery(supabase.rpc("verify_content_history"), signal);
  if (!result) throw new Error("verify_content_history answered without a result.");
  return result;
}

export const historyVerificationQueryOptions = () =>
  queryOptions({
    queryKey: contentHistoryKeys.verification(),
    queryFn: ({ signal }) => verifyHistory({ signal }),
  });

export function useHistoryVerification() {
  return useQuery(historyVerificationQueryOptions());
}
