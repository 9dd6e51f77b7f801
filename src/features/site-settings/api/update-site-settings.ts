import { useMutation, useQueryClient } from "@tanstack/react-query";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import { siteSettingsSchema } from "../schemas";
import { siteSettingsKeys } from "./get-site-settings";
import { settingsToRow } from "./columns";

/**
 * Saves the settings (an admin's update of the one row; row-level security refuses anyone else, which
 * PostgREST answers with no row updated, so that is an error here too).
 */
export async function updateSiteSettings(values: SiteSettings): Promise<void> {
  const { data, error } = await supabase
    .from("site_settings")
    .update(settingsToRow(siteSettingsSchema.parse(values)))
    .eq("id", 1)
    .select("id");
  if (error) throw error;
  if (data.length !== 1) throw new Error("The site settings were not updated (not an admin?)");
}

/** The settings to save, and which of them changed (the toast names those). */
export interface SiteSettingsSave {
  values: SiteSettings;
  changed: (keyof SiteSettings)[];
}

const { fields, toasts } = siteSettingsCopy;

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values }: SiteSettingsSave) => updateSiteSettings(values),
    meta: mutationToasts<SiteSettingsSave>({
      recordedInHistory: true,
      success: ({ changed }) => ({
        title: toasts.success.title,
        description: toasts.success.description(changed.map((name) => fields[name].label)),
      }),
      error: () => toasts.failed,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsKeys.current() }),
  });
}
