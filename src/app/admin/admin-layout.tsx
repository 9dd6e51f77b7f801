import { useCallback } from "react";
import { Outlet } from "react-router-dom";
import { toast } from "sonner";
import { AdminShell } from "@/components/layout/admin/admin-shell";
import { accessCopy } from "@/content/admin/access";
import { inactivity, sessionCopy } from "@/content/admin/session";
import { RequireAdmin, useAuth, useInactivityTimeout, type AccessDecision } from "@/features/auth";
import { adminEvents, useLogSecurityEvent } from "@/features/security-events";
import { useEndSession } from "./use-end-session";

/** The admin pages behind the sign-in: the guard, then the shell. */
export default function AdminLayout() {
  const { mutate: logEvent } = useLogSecurityEvent();
  const logDecision = useCallback(
    ({ granted, path }: AccessDecision) =>
      logEvent(granted ? adminEvents.accessGranted(path) : adminEvents.unauthorizedAccess(path)),
    [logEvent],
  );
  return (
    <RequireAdmin copy={accessCopy} onDecision={logDecision}>
      <SignedInShell />
    </RequireAdmin>
  );
}

function SignedInShell() {
  const { user } = useAuth();
  const endSession = useEndSession();
  useInactivityTimeout({
    warnAfterMs: inactivity.warnAfterMs,
    timeoutMs: inactivity.timeoutMs,
    onWarn: () =>
      toast.warning(sessionCopy.expiring.title, {
        description: sessionCopy.expiring.description,
        duration: inactivity.warningDurationMs,
      }),
    onTimeout: () => void endSession("inactivity"),
  });
  return (
    <AdminShell email={user?.email ?? ""} onSignOut={() => void endSession("sign-out")}>
      <Outlet />
    </AdminShell>
  );
}
