import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";

/** Removes an authenticator app; Supabase Auth allows it for a verified one at aal2 only. */
export async function unenrollFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useUnenrollFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  });
}
