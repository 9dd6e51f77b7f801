// Relative imports: vite.config.ts imports this file, without the "@" alias.
import type { PublicSiteSettings } from "../../../content/site-settings";
import type { SupabaseEnv } from "../../../lib/env";
import { columnsOf, publicFields, settingsFromRow } from "./columns.ts";

// The public pages read the settings row with one plain GET of PostgREST, not with supabase-js,
// which they do not load (npm run budget checks). The build (vite.config.ts) uses the same request.

/** The request's URL: the public columns of the one row. */
export const liveSiteSettingsUrl = (supabaseUrl: string) =>
  `${supabaseUrl.replace(/\/$/, "")}/rest/v1/site_settings?select=${columnsOf(publicFields)}&id=eq.1`;

function settingsFrom(body: unknown): PublicSiteSettings {
  const row: unknown = Array.isArray(body) ? body[0] : undefined;
  if (typeof row !== "object" || row === null) throw new Error("site_settings answered no row");
  return settingsFromRow(row, publicFields);
}

/** The saved public settings, read anonymously. Throws when the API cannot be reached or answers an error. */
export async function getLiveSiteSettings(
  { url, key }: SupabaseEnv,
  signal?: AbortSignal,
): Promise<PublicSiteSettings> {
  const response = await fetch(liveSiteSettingsUrl(url), {
    // As supabase-js sends it: the publishable (or legacy anon) key as API key and bearer.
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`site_settings answered ${response.status}`);
  return settingsFrom(await response.json());
}
