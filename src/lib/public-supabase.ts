import { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "./database.types";
import { readSupabaseEnv, type SupabaseEnv } from "./env";

// What the public pages' data islands read from Supabase, without supabase-js (whose auth, storage,
// realtime and functions clients are about 200 KB that a visitor never uses): Supabase's own
// PostgREST client, which is what supabase-js's `from()` is, for the rows, and one fetch of Storage's
// documented download endpoint for a file. Both as the anonymous visitor (the publishable key), so
// row-level security and the storage policies decide. The admin area keeps supabase-js (lib/supabase.ts).
// Only features' api files import this (ESLint). The environment is read on first use, so a build
// without a Supabase project (BUILD_WITHOUT_DATA) shows the data lists' error states.

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");
/** The anonymous visitor's headers, as supabase-js sends them. */
const anonymousHeaders = ({ key }: SupabaseEnv) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
});

let database: PostgrestClient<Database> | undefined;

/** The PostgREST client of the public pages (retries are TanStack Query's, lib/run-query.ts). */
export function publicDatabase(): PostgrestClient<Database> {
  if (!database) {
    const env = readSupabaseEnv();
    database = new PostgrestClient<Database>(`${withoutTrailingSlash(env.url)}/rest/v1`, {
      headers: anonymousHeaders(env),
      retry: false,
    });
  }
  return database;
}

/**
 * A file of `bucket` that the storage policies let anyone read: Storage's authenticated download,
 * `GET /storage/v1/object/authenticated/{bucket}/{path}` (what supabase-js's `download()` sends).
 * Throws when Storage refuses it or cannot be reached.
 */
export async function downloadPublicFile(bucket: string, path: string): Promise<Blob> {
  const env = readSupabaseEnv();
  const objectPath = [bucket, ...path.split("/")].map(encodeURIComponent).join("/");
  const response = await fetch(
    `${withoutTrailingSlash(env.url)}/storage/v1/object/authenticated/${objectPath}`,
    { headers: anonymousHeaders(env) },
  );
  if (!response.ok) throw new Error(`Storage answered ${response.status} for ${bucket}/${path}`);
  return response.blob();
}
