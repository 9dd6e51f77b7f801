import type { Tables, TablesUpdate } from "@/lib/database.types";
import type { SiteSettings } from "@/content/site-settings";

/** The columns the form edits, for `select`. */
export const settingsSelect =
  "site_name, site_description, company_tagline, facebook_url, twitter_url, linkedin_url, twitter_handle, copyright_text, newsletter_heading, newsletter_description" as const;

type SettingsRow = Omit<Tables<"site_settings">, "id" | "updated_at">;

/** The row as the form's values: a social link the firm does not have (null) is "". */
export const fromRow = (row: SettingsRow): SiteSettings => ({
  siteName: row.site_name,
  siteDescription: row.site_description,
  companyTagline: row.company_tagline,
  facebookUrl: row.facebook_url ?? "",
  twitterUrl: row.twitter_url ?? "",
  linkedinUrl: row.linkedin_url ?? "",
  twitterHandle: row.twitter_handle,
  copyrightText: row.copyright_text,
  newsletterHeading: row.newsletter_heading,
  newsletterDescription: row.newsletter_description,
});

/** The form's values as the update: an empty social link is stored as null. */
export const toRow = (values: SiteSettings): TablesUpdate<"site_settings"> => ({
  site_name: values.siteName,
  site_description: values.siteDescription,
  company_tagline: values.companyTagline,
  facebook_url: values.facebookUrl || null,
  twitter_url: values.twitterUrl || null,
  linkedin_url: values.linkedinUrl || null,
  twitter_handle: values.twitterHandle,
  copyright_text: values.copyrightText,
  newsletter_heading: values.newsletterHeading,
  newsletter_description: values.newsletterDescription,
});
