// The one map between the settings' fields and public.site_settings' columns: the admin's form reads
// and saves through it.
import type { SiteSettings } from "@/content/site-settings";
import type { Tables, TablesUpdate } from "@/lib/database.types";

type Column = Exclude<
  keyof Tables<"site_settings">,
  "id" | "updated_at" | "logo_url" | "footer_logo_url" | "favicon_url"
>;

const columnOf = {
  siteName: "site_name",
  siteDescription: "site_description",
  companyTagline: "company_tagline",
  facebookUrl: "facebook_url",
  twitterUrl: "twitter_url",
  linkedinUrl: "linkedin_url",
  twitterHandle: "twitter_handle",
  copyrightText: "copyright_text",
  newsletterHeading: "newsletter_heading",
  newsletterDescription: "newsletter_description",
} as const satisfies Record<keyof SiteSettings, Column>;

/** The social links a firm may not have: stored as null, shown and edited as "". */
const optional = new Set<keyof SiteSettings>(["facebookUrl", "twitterUrl", "linkedinUrl"]);

const fields = Object.keys(columnOf) as (keyof SiteSettings)[];

/** The `select` of the given fields' columns. */
export const columnsOf = (keys: readonly (keyof SiteSettings)[]) =>
  keys.map((key) => columnOf[key]).join(",");

/** A row (or its public part) as settings: a null column is "". Throws on a column that is not text. */
export function settingsFromRow<Key extends keyof SiteSettings>(
  row: Partial<Record<Column, unknown>>,
  keys: readonly Key[],
): Pick<SiteSettings, Key> {
  const settings = {} as Pick<SiteSettings, Key>;
  for (const key of keys) {
    const value = row[columnOf[key]] ?? "";
    if (typeof value !== "string") throw new Error(`site_settings.${columnOf[key]} is not text`);
    settings[key] = value as SiteSettings[Key];
  }
  return settings;
}

/** Every field of the admin's form. */
export const allFields = fields;

/** The form's values as the update: an empty optional link is stored as null. */
export const settingsToRow = (values: SiteSettings): TablesUpdate<"site_settings"> =>
  Object.fromEntries(
    fields.map((key) => [
      columnOf[key],
      optional.has(key) && values[key] === "" ? null : values[key],
    ]),
  );
