import { z } from "@/lib/zod";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import { siteSettingLimits } from "@/content/site-settings";

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

/** The site settings form (spec §5), shared by the form and its tests. */
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
