import { queryOptions, useQuery } from "@tanstack/react-query";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";

export const authKeys = {
  all: ["auth"] as const,
  isAdmin: (userId: string) => [...authKeys.all, "is-admin", userId] as const,
  factors: () => [...authKeys.all, "factors"] as const,
  assurance: (userId: string, token: string) => [...authKeys.all, "aal", userId, token] as const,
};

/** The spec's role check: the has_role RPC for `userId` and the admin role. */
export const getIsAdmin = (
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<boolean> =>
  runQuery(supabase.rpc("has_role", { _user_id: userId, _role: "admin" }), signal);

export const isAdminQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.isAdmin(userId),
    queryFn: ({ signal }) => getIsAdmin(userId, { signal }),
    // A failed check counts as "not admin" at once, never retried into a grant: the admin area
    // fails closed, and the guard refuses access.
    retry: false,
  });

/** Whether the signed-in user is an admin; idle while nobody is signed in. */
export function useIsAdmin(userId: string | undefined) {
  return useQuery({ ...isAdminQueryOptions(userId ?? ""), enabled: userId !== undefined });
}
