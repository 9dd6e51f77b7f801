import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/**
 * Ends this browser's session (every tab of it; other devices stay signed in). The AuthProvider
 * then drops the cached data of the signed-in user.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: "local" });
  if (error) throw error;
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
