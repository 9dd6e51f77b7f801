import { useMutation, useQueryClient } from "@tanstack/react-query";
import { factorCardCopy, twoStepCopy } from "@/content/admin/two-step";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";

/** Removes an authenticator app; Supabase Auth allows it for a verified one at aal2 only. */
export async function unenrollFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

/** Removing the old app is the last step of replacing it (factor-card.tsx): its toasts are that. */
export function useUnenrollFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollFactor,
    meta: mutationToasts<string>({
      success: () => factorCardCopy.toasts.replaced,
      error: () => twoStepCopy.toasts.unexpected,
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.factors() }),
  });
}
