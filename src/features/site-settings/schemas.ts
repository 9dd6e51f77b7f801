import { z } from "@/lib/zod";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import { siteSettingLimits } from "@/content/site-settings";
import { MAX_ANSWER_LENGTH, MIN_ANSWER_LENGTH } from "@/features/marketing-rule";

const { errors } = siteSettingsCopy;

// The same rule as the table's public.http_url domain: http or https, a host, no whitespace.
const httpUrl = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;

const requiredText = (required: string, limit: number, tooLong: string) =>
  z.string().trim().min(1, required).max(limit, tooLong);

/** Empty, or an http(s) URL the footer may link to (never javascript: or data:). */
const optionalUrl = (invalid: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (value.length <= siteSettingLimits.url && httpUrl.test(value)),
      invalid,
    );

/** The site settings form, shared by the form and its tests. */
export const siteSettingsSchema = z.object({
  siteName: requiredText(errors.siteName, siteSettingLimits.siteName, errors.tooLong.siteName),
  siteDescription: requiredText(
    errors.siteDescription,
    siteSettingLimits.siteDescription,
    errors.tooLong.siteDescription,
  ),
  companyTagline: requiredText(
    errors.companyTagline,
    siteSettingLimits.companyTagline,
    errors.tooLong.companyTagline,
  ),
  facebookUrl: optionalUrl(errors.facebookUrl),
  twitterUrl: optionalUrl(errors.twitterUrl),
  linkedinUrl: optionalUrl(errors.linkedinUrl),
  twitterHandle: z
    .string()
    .trim()
    .max(siteSettingLimits.twitterHandle, errors.tooLong.twitterHandle),
  copyrightText: requiredText(
    errors.copyrightText,
    siteSettingLimits.copyrightText,
    errors.tooLong.copyrightText,
  ),
  newsletterHeading: requiredText(
    errors.newsletterHeading,
    siteSettingLimits.newsletterHeading,
    errors.tooLong.newsletterHeading,
  ),
  newsletterDescription: requiredText(
    errors.newsletterDescription,
    siteSettingLimits.newsletterDescription,
    errors.tooLong.newsletterDescription,
  ),
});

export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;

/** The answers saved with the settings, as public.marketing_rule_answers takes them: each a reason
 * of 20 to 2000 characters, by finding key. */
export const settingsAnswersSchema = z.record(
  z.string(),
  z.string().trim().min(MIN_ANSWER_LENGTH).max(MAX_ANSWER_LENGTH),
);

/** The pictures of Site Settings, each a column of the settings' row. */
export const brandImages = ["logo", "footerLogo", "favicon"] as const;
export type BrandImage = (typeof brandImages)[number];

export const BRAND_IMAGE_MAX_BYTES = 1024 * 1024;

/** PNG, SVG or ICO by extension (a browser may give an .ico no type, or either of its two). */
const brandImageTypes: Record<string, string> = {
  png: "image/png",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

/** The file's extension and the type it is stored with, if it is one the site accepts. */
export function brandImageKind(file: File): { extension: string; type: string } | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const type = brandImageTypes[extension];
  const declared = file.type === "image/vnd.microsoft.icon" ? "image/x-icon" : file.type;
  if (!type || (declared !== "" && declared !== type)) return undefined;
  return { extension, type };
}

/** Why a chosen picture is refused (the bucket refuses it too), or undefined if it is fine. */
export function brandImageProblem(file: File): "invalidType" | "tooLarge" | undefined {
  if (!brandImageKind(file)) return "invalidType";
  if (file.size > BRAND_IMAGE_MAX_BYTES) return "tooLarge";
  return undefined;
}
