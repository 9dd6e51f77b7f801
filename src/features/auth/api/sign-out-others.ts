import { useMutation } from "@tanstack/react-query";
import { factorCardCopy } from "@/content/admin/two-step";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";

/** Ends every session of the user but this one (other browsers, other devices). */
export async function signOutOthers(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: "others" });
  if (error) throw error;
}

const { othersSignedOut, failed } = factorCardCopy.toasts;

export function useSignOutOthers() {
  return useMutation({
    mutationFn: signOutOthers,
    meta: mutationToasts<void>({ success: () => othersSignedOut, error: () => failed }),
  });
}
