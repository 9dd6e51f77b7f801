import { useCallback } from "react";
import { inactivity } from "@/content/admin/session";
import { useSignOut, type SessionEnd } from "@/features/auth";
import { adminEvents, useLogSecurityEvent } from "@/features/security-events";
import { settled } from "@/lib/mutation-toasts";

/**
 * Ends the admin's session: logs why (while the session can still write), signs out, and says so.
 * The guard then sends the browser to the sign-in page, which brings the admin back to the page
 * they were on. A failed sign-out leaves the admin signed in, with the 'Logout Error' toast.
 */
export function useEndSession(): (reason: SessionEnd) => Promise<void> {
  const { mutateAsync: logEvent } = useLogSecurityEvent();
  const { mutateAsync: signOut } = useSignOut();

  return useCallback(
    async (reason: SessionEnd) => {
      const event =
        reason === "sign-out"
          ? adminEvents.signOut()
          : adminEvents.sessionExpired(inactivity.timeoutMs / 60_000);
      await logEvent(event).catch(() => {
        // Logged by the mutation cache; the sign-out goes ahead regardless.
      });
      await settled(signOut(reason));
    },
    [logEvent, signOut],
  );
}
