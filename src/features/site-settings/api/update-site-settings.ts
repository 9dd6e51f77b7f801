import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateHistory } from "@/features/content-history";
import type { SiteSettings } from "@/content/site-settings";
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

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteSettingsKeys.current() }),
        invalidateHistory(queryClient),
      ]),
  });
}
