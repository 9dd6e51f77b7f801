// The site settings under the Marketing Rule check (src/features/marketing-rule): their words are
// shown on every public page (the header and footer, the newsletter box, every page's description),
// so each save of them is an advertisement, checked like a page's content. Pure TypeScript: the
// settings form runs it as the adviser types, the build (scripts/lib/site-build/read-published.ts)
// on the settings it reads, each finding under the form field's name.
import type { SiteSettings } from "@/content/site-settings";
import { checkPage, type FieldText, type Finding } from "@/features/marketing-rule";

/** The settings the public reads as words, and the Twitter handle, a name the firm publishes
 * under (not the social links, which are addresses). */
export const checkedSettings = [
  "siteName",
  "siteDescription",
  "companyTagline",
  "twitterHandle",
  "copyrightText",
  "newsletterHeading",
  "newsletterDescription",
] as const satisfies readonly (keyof SiteSettings)[];

export type CheckedSetting = (typeof checkedSettings)[number];

/** The settings' texts, each under its field's name ("companyTagline"). */
export const settingsFieldTexts = (settings: Pick<SiteSettings, CheckedSetting>): FieldText[] =>
  checkedSettings.flatMap((field) => {
    const text = settings[field];
    return text.trim() ? [{ field, text }] : [];
  });

/** Every finding of the check on the settings, in the form's order of the fields. */
export const checkSettings = (settings: Pick<SiteSettings, CheckedSetting>): Finding[] =>
  checkPage(settingsFieldTexts(settings));
