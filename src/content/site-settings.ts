// The site settings the admin edits, stored in the one row of
// public.site_settings (supabase/migrations/20261124120000_site_settings.sql ships its first values).
// The public pages show them as the build read them: the firm's name, tagline, social links,
// copyright and newsletter box.

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  companyTagline: string;
  /** "" when the firm has no such profile. */
  facebookUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  twitterHandle: string;
  copyrightText: string;
  newsletterHeading: string;
  newsletterDescription: string;
}

/** Texts longer than these are refused by the form and by the table's CHECK constraints. */
export const siteSettingLimits = {
  siteName: 100,
  siteDescription: 500,
  companyTagline: 200,
  url: 2048,
  twitterHandle: 50,
  copyrightText: 200,
  newsletterHeading: 100,
  newsletterDescription: 500,
} as const;
