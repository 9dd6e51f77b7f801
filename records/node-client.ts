// supabase-js for Node scripts and tests. Node 20 has no global WebSocket, which supabase-js's
// Realtime client insists on at construction; nothing here uses Realtime, so a stand-in that refuses
// to connect lets the client start. On Node 22 and later the real WebSocket is used.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

class RealtimeUnavailable {
  constructor() {
    throw new Error("Realtime needs a global WebSocket (Node 22 or later).");
  }
}

/** `accessToken` makes every request carry that token (a session made elsewhere) instead of the key. */
export function createNodeClient(
  url: string,
  key: string,
  { accessToken }: { accessToken?: () => Promise<string> } = {},
): SupabaseClient {
  return createClient(url, key, {
    ...(accessToken ? { accessToken } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: (globalThis.WebSocket ?? RealtimeUnavailable) as typeof WebSocket },
  });
}
