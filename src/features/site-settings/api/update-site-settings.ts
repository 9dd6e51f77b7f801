import { useMutation, useQueryClient } from "@tanstack/react-query";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import type { Answers } from "@/features/marketing-rule";
import {
  brandImages,
  settingsAnswersSchema,
  siteSettingsSchema,
  type BrandImage,
} from "../schemas";
import { removeBrandImages, uploadBrandImage } from "./brand-images";
import { siteSettingsKeys } from "./get-site-settings";
import { settingsToRow } from "./columns";

const imageColumn = {
  logo: "logo_url",
  footerLogo: "footer_logo_url",
  favicon: "favicon_url",
} as const satisfies Record<BrandImage, string>;

/** What a save may change: a setting, a picture, or the answers to the Marketing Rule check. */
export type SiteSettingsChange = keyof SiteSettings | BrandImage | "marketingRuleAnswers";

/** The settings to save with the adviser's answers to the Marketing Rule check's warnings on them,
 * the pictures changed (a new file, or null: back to the built-in) and which of all of them changed
 * (the toast names those). */
export interface SiteSettingsSave {
  values: SiteSettings;
  answers: Answers;
  images: Partial<Record<BrandImage, File | null>>;
  changed: SiteSettingsChange[];
}

/**
 * Saves the settings, the answers to the Marketing Rule check's warnings on them and the pictures
 * in one update of the one row (an admin's at aal2; row-level security refuses
 * anyone else, which PostgREST answers with no row updated, so that is an error here too). A new
 * picture is stored first; if the row is refused it is removed again. A replaced one stays stored:
 * the content history names it, and the database keeps what the history names.
 */
export async function updateSiteSettings({
  values,
  answers,
  images,
}: SiteSettingsSave): Promise<void> {
  const row = {
    ...settingsToRow(siteSettingsSchema.parse(values)),
    marketing_rule_answers: settingsAnswersSchema.parse(answers),
  };
  const changedImages = brandImages.filter((image) => images[image] !== undefined);
  const stored = await Promise.all(
    changedImages.map(async (image) => {
      const file = images[image];
      return [image, file ? await uploadBrandImage(file) : null] as const;
    }),
  );
  const { data, error } = await supabase
    .from("site_settings")
    .update({
      ...row,
      ...Object.fromEntries(
        stored.map(([image, file]) => [imageColumn[image], file?.publicUrl ?? null]),
      ),
    })
    .eq("id", 1)
    .select("id");
  const failure =
    error ??
    (data.length !== 1 ? new Error("The site settings were not updated (not an admin?)") : null);
  if (failure) {
    await removeBrandImages(stored.map(([, file]) => file?.path));
    throw failure;
  }
}

const { fields, toasts, uploads, marketingRule } = siteSettingsCopy;
const labelOf = (name: SiteSettingsChange) =>
  name === "marketingRuleAnswers"
    ? marketingRule.answersSaved
    : (brandImages as readonly string[]).includes(name)
      ? uploads[name as BrandImage].label
      : fields[name as keyof SiteSettings].label;

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    meta: mutationToasts<SiteSettingsSave>({
      recordedInHistory: true,
      success: ({ changed }) => ({
        title: toasts.success.title,
        description: toasts.success.description(changed.map((name) => labelOf(name))),
      }),
      error: () => toasts.failed,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsKeys.current() }),
  });
}
