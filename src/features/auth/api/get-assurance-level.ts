import type { AuthenticatorAssuranceLevels } from "@supabase/supabase-js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";

export interface AssuranceLevel {
  /** The `aal` claim of the session's access token: what the database's policies read. */
  current: AuthenticatorAssuranceLevels | null;
  /** aal2 when the user has a verified authenticator app, so a second step is due below it. */
  next: AuthenticatorAssuranceLevels | null;
}

/**
 * The session's assurance level, read from its access token (never from anything the page keeps
 * beside it): supabase-js decodes the token's claims and lists the user's verified factors.
 */
export async function getAssuranceLevel(): Promise<AssuranceLevel> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return { current: data.currentLevel, next: data.nextLevel };
}

/** `token` identifies the access token the answer belongs to: a new token, a new answer. */
export const assuranceLevelQueryOptions = (userId: string, token: string) =>
  queryOptions({
    queryKey: authKeys.assurance(userId, token),
    queryFn: getAssuranceLevel,
    staleTime: Infinity,
    retry: false,
  });

/**
 * Idle while nobody is signed in. While a new token's answer is read (a verified code, the hourly
 * refresh), the same user's last answer stands in, so the guard does not unmount the page (and
 * lose what is typed in it) for a moment; the database reads the new token's claim regardless.
 */
export function useAssuranceLevel(session: { userId: string; token: string } | undefined) {
  const userId = session?.userId ?? "";
  return useQuery({
    ...assuranceLevelQueryOptions(userId, session?.token ?? ""),
    enabled: session !== undefined,
    placeholderData: (previous, previousQuery) => {
      const [, , previousUserId] = previousQuery?.queryKey ?? [];
      return previousUserId === userId ? previous : undefined;
    },
  });
}
