import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "@/content/site-settings";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { allFields, settingsFromRow } from "./columns";

export const siteSettingsKeys = {
  all: ["site-settings"] as const,
  current: () => [...siteSettingsKeys.all, "current"] as const,
};

/** The one row of site settings, as the admin form edits it. */
export async function getSiteSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SiteSettings> {
  const [row] = await runQuery(supabase.from("site_settings").select("*").eq("id", 1), signal);
  if (!row) throw new Error("public.site_settings has no row");
  return settingsFromRow(row, allFields);
}

const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.current(),
    queryFn: ({ signal }) => getSiteSettings({ signal }),
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
