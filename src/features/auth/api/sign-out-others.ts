import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/** Ends every session of the user but this one (other browsers, other devices). */
export async function signOutOthers(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: "others" });
  if (error) throw error;
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
