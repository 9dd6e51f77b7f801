import { useMutation } from "@tanstack/react-query";
import { sessionCopy } from "@/content/admin/session";
import { mutationToasts, type ToastText } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";

/**
 * Ends this browser's session (every tab of it; other devices stay signed in). The AuthProvider
 * then drops the cached data of the signed-in user.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: "local" });
  if (error) throw error;
}

/** Why the admin shell ends the session, which it says; a sign-out without one says nothing. */
export type SessionEnd = "sign-out" | "inactivity";

const ended: Record<SessionEnd, ToastText> = {
  "sign-out": sessionCopy.loggedOut,
  inactivity: { ...sessionCopy.expired, kind: "error" },
};

export function useSignOut() {
  return useMutation({
    mutationFn: (_reason: SessionEnd | void) => signOut(),
    meta: mutationToasts<SessionEnd | void>({
      success: (reason) => (reason ? ended[reason] : undefined),
      error: (_error, reason) => (reason ? sessionCopy.logoutError : undefined),
    }),
  });
}
