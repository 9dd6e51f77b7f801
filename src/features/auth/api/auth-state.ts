import type { AuthChangeEvent, User } from "@supabase/supabase-js";
import { supabase } from "@/lib/supabase";

export type { User };

/**
 * Calls `listener` with the signed-in user (or null) and a key of the session's access token: once
 * with the stored session as soon as the client has read it (INITIAL_SESSION), then on every change
 * (a verified code and a refresh bring a new token), a sign-out in another tab included (supabase-js
 * tells the other tabs through a BroadcastChannel). Returns the unsubscribe function. The listener
 * must not call Supabase itself: the client is still inside its auth lock.
 */
export function onAuthSessionChange(
  listener: (user: User | null, tokenKey: string | undefined, event: AuthChangeEvent) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) =>
    // The signature names the token without holding the token itself.
    listener(session?.user ?? null, session?.access_token.split(".")[2], event),
  );
  return () => data.subscription.unsubscribe();
}
