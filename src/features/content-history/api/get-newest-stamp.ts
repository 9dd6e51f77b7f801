import { useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { contentHistoryKeys } from "./keys";

export interface NewestStamp {
  gen_time: string;
  tsa_url: string;
}

/** The history's newest RFC 3161 time-stamp (by the authority's time), or none. */
export function useNewestStamp() {
  return useQuery({
    queryKey: contentHistoryKeys.newestStamp(),
    queryFn: async ({ signal }): Promise<NewestStamp | null> => {
      const rows = await runQuery(
        supabase
          .from("history_timestamps")
          .select("gen_time, tsa_url")
          .order("gen_time", { ascending: false })
          .limit(1),
        signal,
      );
      return rows[0] ?? null;
    },
  });
}
