import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "@/content/site-settings";
import type { Answers } from "@/features/marketing-rule";
import { runQuery } from "@/lib/run-query";
import { z } from "@/lib/zod";
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
  /** The adviser's answers to the Marketing Rule check's warnings on the saved words, by finding key. */
  answers: Answers;
}

const answersSchema = z.record(z.string(), z.string());

/**
 * The one row of site settings, as the admin form edits it: its public columns by name (the row as
 * a whole is not readable: its answers' column is not the public's), and the answers
 * to the Marketing Rule check, which only an admin at aal2 reads (public.site_settings_answers();
 * null for anyone else, read here as none).
 */
export async function getSiteSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SavedSiteSettings> {
  const [[row], answers] = await Promise.all([
    runQuery(
      supabase
        .from("site_settings")
        .select(
          "site_name, site_description, company_tagline, facebook_url, twitter_url, linkedin_url, twitter_handle, copyright_text, newsletter_heading, newsletter_description, logo_url, footer_logo_url, favicon_url",
        )
        .eq("id", 1),
      signal,
    ),
    runQuery(supabase.rpc("site_settings_answers"), signal),
  ]);
  if (!row) throw new Error("public.site_settings has no row");
  return {
    values: settingsFromRow(row, allFields),
    images: { logo: row.logo_url, footerLogo: row.footer_logo_url, favicon: row.favicon_url },
    answers: answersSchema.parse(answers ?? {}),
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
