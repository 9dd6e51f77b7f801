import { useCallback } from "react";
import { toast } from "sonner";
import { inactivity, sessionCopy } from "@/content/admin/session";
import { useSignOut } from "@/features/auth";
import { adminEvents, useLogSecurityEvent } from "@/features/security-events";

export type SessionEnd = "sign-out" | "inactivity";

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
        // Reported by the mutation; the sign-out goes ahead regardless.
      });
      try {
        await signOut();
      } catch (error) {
        console.error("Sign-out failed", error);
        toast.error(sessionCopy.logoutError.title, {
          description: sessionCopy.logoutError.description,
        });
        return;
      }
      if (reason === "sign-out") {
        toast.success(sessionCopy.loggedOut.title, {
          description: sessionCopy.loggedOut.description,
        });
      } else {
        toast.error(sessionCopy.expired.title, { description: sessionCopy.expired.description });
      }
    },
    [logEvent, signOut],
  );
}
