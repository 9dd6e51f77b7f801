// The site settings the admin edits (spec §3 "site settings"), stored in the one row of
// public.site_settings. The values below are the row the migration ships
// (supabase/migrations/20261124120000_site_settings.sql): what a page shows when the build could not
// read the row (supabase/tests/site-settings-policies.test.ts checks that both agree).
import { firm, socialLinks } from "./firm.ts";
import { footerCopy, newsletter } from "./footer.ts";

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

/** The settings the public pages show: footer tagline, social links, copyright and the newsletter box. */
export type PublicSiteSettings = Pick<
  SiteSettings,
  | "companyTagline"
  | "facebookUrl"
  | "twitterUrl"
  | "linkedinUrl"
  | "copyrightText"
  | "newsletterHeading"
  | "newsletterDescription"
>;

const socialHref = (label: (typeof socialLinks)[number]["label"]) =>
  socialLinks.find((link) => link.label === label)?.href ?? "";

/** The row as the migration writes it. */
export const shippedSiteSettings: SiteSettings = {
  siteName: firm.name,
  siteDescription:
    "Fiduciary, Series 65 licensed investment adviser in North Dakota serving clients nationwide. A 0.21% annual fee and portfolios built for the 21st century.",
  companyTagline: firm.footerTagline,
  facebookUrl: socialHref("Facebook"),
  twitterUrl: socialHref("X"),
  linkedinUrl: socialHref("LinkedIn"),
  twitterHandle: "",
  copyrightText: `${firm.name}. ${footerCopy.rights}`,
  newsletterHeading: newsletter.heading,
  newsletterDescription: newsletter.description,
};

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

const {
  companyTagline,
  facebookUrl,
  twitterUrl,
  linkedinUrl,
  copyrightText,
  newsletterHeading,
  newsletterDescription,
} = shippedSiteSettings;

/** The public part of the shipped row: what the build bakes into the pages when it cannot read the row. */
export const shippedPublicSiteSettings: PublicSiteSettings = {
  companyTagline,
  facebookUrl,
  twitterUrl,
  linkedinUrl,
  copyrightText,
  newsletterHeading,
  newsletterDescription,
};
