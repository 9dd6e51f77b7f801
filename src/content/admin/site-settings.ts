// The site settings page.
import { siteSettingLimits } from "../site-settings";
import { marketingRuleStatusCopy } from "./marketing-rule";

const tooLong = (what: string, limit: number) => `${what} must be at most ${limit} characters`;

/** "A", "A and B", "A, B and C" */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export const siteSettingsCopy = {
  sections: {
    general: { title: "General", description: "The site's name and what it is about." },
    social: {
      title: "Social Media",
      description:
        "Shown in the footer of every public page. Leave a field empty to hide its icon.",
    },
    footer: {
      title: "Footer and Newsletter",
      description: "The copyright line and the 'Stay Updated' box.",
    },
    branding: {
      title: "Logo and Favicon",
      description:
        "PNG, SVG or ICO, up to 1 MB each. Without one, the site shows its built-in mark and icon.",
    },
  },
  fields: {
    siteName: { label: "Site name" },
    siteDescription: { label: "Site description" },
    companyTagline: { label: "Company tagline", description: "Under the logo in the footer." },
    facebookUrl: { label: "Facebook URL", placeholder: "https://www.facebook.com/yourfirm" },
    twitterUrl: { label: "Twitter (X) URL", placeholder: "https://x.com/yourfirm" },
    linkedinUrl: {
      label: "LinkedIn URL",
      placeholder: "https://www.linkedin.com/company/yourfirm",
    },
    twitterHandle: { label: "Twitter handle", placeholder: "@yourfirm" },
    copyrightText: { label: "Copyright text", description: "After '© <year>' in the footer." },
    newsletterHeading: { label: "Newsletter heading" },
    newsletterDescription: { label: "Newsletter description" },
  },
  uploads: {
    logo: { label: "Logo", hint: "Recommended 200x60px" },
    footerLogo: { label: "Footer logo", hint: "Recommended 200x60px; the logo when there is none" },
    favicon: { label: "Favicon", hint: "32x32px" },
  },
  upload: {
    prompt: "Drop a picture here, or click to choose one",
    types: "PNG, SVG or ICO, up to 1 MB",
    current: (label: string) => `The ${label.toLowerCase()} now`,
    chosen: (label: string) => `The new ${label.toLowerCase()}`,
    builtIn: "The site's built-in one",
    remove: "Remove",
    keep: "Undo",
    removed: "Removed: the site's built-in one is used once you save.",
    invalidType: "Choose a PNG, SVG or ICO file.",
    tooLarge: "Choose a picture of at most 1 MB.",
  },
  /** The Marketing Rule check on the settings' words: where the form stands, by Save. */
  marketingRule: {
    ...marketingRuleStatusCopy({
      checks: "these settings",
      action: "save",
      keptWith: "the settings",
      why: "These settings are shown on every public page",
    }),
    /** What the toast names when answers were saved. */
    answersSaved: "Marketing Rule answers",
  },
  save: "Save Settings",
  saving: "Saving...",
  loading: "Loading the site settings",
  loadFailed: "The site settings could not be loaded.",
  retry: "Try Again",
  errors: {
    siteName: "Site name is required",
    siteDescription: "Site description is required",
    companyTagline: "Company tagline is required",
    copyrightText: "Copyright text is required",
    newsletterHeading: "Newsletter heading is required",
    newsletterDescription: "Newsletter description is required",
    facebookUrl: "Invalid Facebook URL",
    twitterUrl: "Invalid Twitter URL",
    linkedinUrl: "Invalid LinkedIn URL",
    tooLong: {
      siteName: tooLong("Site name", siteSettingLimits.siteName),
      siteDescription: tooLong("Site description", siteSettingLimits.siteDescription),
      companyTagline: tooLong("Company tagline", siteSettingLimits.companyTagline),
      twitterHandle: tooLong("Twitter handle", siteSettingLimits.twitterHandle),
      copyrightText: tooLong("Copyright text", siteSettingLimits.copyrightText),
      newsletterHeading: tooLong("Newsletter heading", siteSettingLimits.newsletterHeading),
      newsletterDescription: tooLong(
        "Newsletter description",
        siteSettingLimits.newsletterDescription,
      ),
    },
  },
  /** Asked before leaving the page with changes that are not saved. */
  unsaved: {
    title: "Leave without saving?",
    description:
      "Your changes to the site settings are not saved yet. If you leave, they are lost.",
    stay: "Keep Editing",
    leave: "Discard Changes",
  },
  toasts: {
    // The product's own title, then what was saved.
    success: {
      title: "Settings updated",
      description: (labels: readonly string[]) => `Saved: ${listOf(labels)}.`,
    },
    failed: {
      title: "Update failed",
      description: "Failed to update site settings. Please try again.",
    },
  },
} as const;

export type SiteSettingsCopy = typeof siteSettingsCopy;
