import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export const profileKeys = {
  all: ["admin-profile"] as const,
  name: (userId: string) => [...profileKeys.all, "name", userId] as const,
};

/**
 * The admin's name as the archive shows it (public.admin_profiles, which only they write, at aal2);
 * "" when they have not given one.
 */
export async function getAdminName(userId: string, signal?: AbortSignal): Promise<string> {
  const rows = await runQuery(
    supabase.from("admin_profiles").select("full_name").eq("user_id", userId),
    signal,
  );
  return rows[0]?.full_name ?? "";
}

export const adminNameQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.name(userId),
    queryFn: ({ signal }) => getAdminName(userId, signal),
  });

export function useAdminName(userId: string) {
  return useQuery(adminNameQueryOptions(userId));
}
