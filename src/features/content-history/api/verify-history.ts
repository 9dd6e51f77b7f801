import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Database } from "@/lib/database.types";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { contentHistoryKeys } from "./keys";

type VerificationRow = Database["public"]["Functions"]["verify_content_history"]["Returns"][number];

/**
 * The function's one row. The type generator cannot tell which columns of a function's result may be
 * null; these are, on a valid chain (no break) or an empty one (no last entry).
 */
export type HistoryVerification = Omit<
  VerificationRow,
  "last_id" | "last_hash" | "broken_id" | "reason" | "detail"
> & {
  [Column in "last_id" | "last_hash" | "broken_id" | "reason" | "detail"]:
    VerificationRow[Column] | null;
};

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
