import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "@/content/site-settings";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import type { BrandImage } from "../schemas";
import { allFields, settingsFromRow } from "./columns";

export const siteSettingsKeys = {
  all: ["site-settings"] as const,
  current: () => [...siteSettingsKeys.all, "current"] as const,
};

/** The settings' pictures: the public URL of each uploaded one, null for the site's built-in. */
export type BrandImageUrls = Record<BrandImage, string | null>;

export interface SavedSiteSettings {
  values: SiteSettings;
  images: BrandImageUrls;
}

/** The one row of site settings, as the admin form edits it. */
export async function getSiteSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SavedSiteSettings> {
  const [row] = await runQuery(supabase.from("site_settings").select("*").eq("id", 1), signal);
  if (!row) throw new Error("public.site_settings has no row");
  return {
    values: settingsFromRow(row, allFields),
    images: { logo: row.logo_url, footerLogo: row.footer_logo_url, favicon: row.favicon_url },
  };
}

const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.current(),
    queryFn: ({ signal }) => getSiteSettings({ signal }),
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
