import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { onAuthUserChange, type User } from "../api/auth-state";
import { useIsAdmin } from "../api/get-is-admin";

export interface AuthState {
  /** The signed-in user, or null. */
  user: User | null;
  /** True until the stored session has been read. */
  loading: boolean;
  /** Whether the has_role check said admin; false while signed out, while checking and on error. */
  isAdmin: boolean;
  /** A user is signed in and the has_role check has not answered yet. */
  checkingAdmin: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The auth state of the admin area (spec §4), around the admin routes only: the public site never
 * loads Supabase. The user comes from the session on start and on every change; once a user is
 * there, the admin check runs as a query, after the auth callback has returned (the spec's "next
 * tick": supabase-js must not be called from inside its own callback).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<{ user: User | null; loading: boolean }>({
    user: null,
    loading: true,
  });

  useEffect(
    () =>
      onAuthUserChange((user, event) => {
        setSession({ user, loading: false });
        // Nothing the signed-in user could read may outlive the session in the cache.
        if (event === "SIGNED_OUT") queryClient.clear();
      }),
    [queryClient],
  );

  const { user, loading } = session;
  const adminCheck = useIsAdmin(user?.id);

  useEffect(() => {
    if (adminCheck.error) {
      console.error("The admin check failed; treating the user as not admin.", adminCheck.error);
    }
  }, [adminCheck.error]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      isAdmin: user !== null && adminCheck.data === true,
      checkingAdmin: user !== null && adminCheck.isPending,
    }),
    [user, loading, adminCheck.data, adminCheck.isPending],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider.");
  return auth;
}
