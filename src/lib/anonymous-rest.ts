// The project's Data API (PostgREST) with plain fetch, for calls that must not load supabase-js: the
// public pages' visit count and newsletter sign-up. The URL and key are read as the build put them in;
// lib/env.ts validates them for the admin area, and its messages would swell the public bundle.

// Each variable read whole (import.meta.env.X): the build replaces it by its value, where an alias of
// import.meta.env would put every VITE_ variable of the build into the beacon.
const projectUrl: string | undefined = import.meta.env.VITE_SUPABASE_URL?.replace(/\/$/, "");
const publicKey: string | undefined =
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY;

/** The headers of a Data API call: the project's key, and the caller's token (anonymous: the key). */
export function restHeaders(key: string, bearer: string = key): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${bearer}` };
}

/** POSTs `args` to the RPC `name` as the anonymous role; rejects when the build has no project. */
export function postAnonymousRpc(
  name: string,
  args: object,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Response> {
  if (!projectUrl || !publicKey) {
    return Promise.reject(new Error("This build has no Supabase project (VITE_SUPABASE_URL, key)"));
  }
  return fetch(`${projectUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    keepalive,
    headers: { ...restHeaders(publicKey), "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
}
