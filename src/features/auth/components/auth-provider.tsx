import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { onAuthSessionChange, type User } from "../api/auth-state";
import { useAssuranceLevel, type AssuranceLevel } from "../api/get-assurance-level";
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
  /** The session's assurance level (from its access token); undefined while signed out or reading. */
  assurance: AssuranceLevel | undefined;
  /** Both steps done: the token says aal2, which the database's policies ask of an admin. */
  atAal2: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The auth state of the admin area, around the admin routes only: the public site never
 * loads Supabase. The user comes from the session on start and on every change; once a user is
 * there, the admin check and the assurance level run as queries, after the auth callback has
 * returned (the spec's "next tick": supabase-js must not be called from inside its own callback).
 * A new access token (a verified code, a refresh) is a new assurance answer.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<{
    user: User | null;
    token: string | undefined;
    loading: boolean;
  }>({ user: null, token: undefined, loading: true });

  useEffect(
    () =>
      onAuthSessionChange((user, token, event) => {
        setSession({ user, token, loading: false });
        // Nothing the signed-in user could read may outlive the session in the cache.
        if (event === "SIGNED_OUT") queryClient.clear();
      }),
    [queryClient],
  );

  const { user, token, loading } = session;
  const adminCheck = useIsAdmin(user?.id);
  const assurance = useAssuranceLevel(user && token ? { userId: user.id, token } : undefined);

  useEffect(() => {
    if (adminCheck.error) {
      console.error("The admin check failed; treating the user as not admin.", adminCheck.error);
    }
  }, [adminCheck.error]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading: loading || (user !== null && assurance.isPending),
      isAdmin: user !== null && adminCheck.data === true,
      checkingAdmin: user !== null && adminCheck.isPending,
      assurance: user ? assurance.data : undefined,
      atAal2: user !== null && assurance.data?.current === "aal2",
    }),
    [user, loading, adminCheck.data, adminCheck.isPending, assurance.data, assurance.isPending],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider.");
  return auth;
}
