import type { AuthChangeEvent, User } from "@supabase/supabase-js";
import { supabase } from "@/lib/supabase";

export type { User };

/**
 * Calls `listener` with the signed-in user (or null): once with the stored session as soon as the
 * client has read it (INITIAL_SESSION), then on every change, a sign-out in another tab included
 * (supabase-js tells the other tabs through a BroadcastChannel). Returns the unsubscribe function.
 * The listener must not call Supabase itself: the client is still inside its auth lock.
 */
export function onAuthUserChange(
  listener: (user: User | null, event: AuthChangeEvent) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) =>
    listener(session?.user ?? null, event),
  );
  return () => data.subscription.unsubscribe();
}
