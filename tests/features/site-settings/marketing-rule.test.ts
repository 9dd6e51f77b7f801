// The site settings under the Marketing Rule check: which settings are checked (the words every
// public page shows, not the social links' addresses), under which field names the findings and
// their answers are kept (the form's, which the build uses too), and the settings the site ships
// with pass it.
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "@/content/site-settings";
import { checkSettings, settingsFieldTexts } from "@/features/site-settings/marketing-rule";

const shipped: SiteSettings = {
  siteName: "Prairie Ledger Advisors",
  siteDescription:
    "Fiduciary, Series 65 licensed investment adviser in North Dakota serving clients nationwide. A 0.21% annual fee and portfolios built for the 21st century.",
  companyTagline: "Traditional discipline. 21st-century edge.",
  facebookUrl: "",
  twitterUrl: "",
  linkedinUrl: "",
  twitterHandle: "",
  copyrightText: "Prairie Ledger Advisors. All rights reserved.",
  newsletterHeading: "Stay Updated",
  newsletterDescription:
    "Market perspective and firm news, a few times a year. No spam, unsubscribe anytime.",
};

describe("the site settings' Marketing Rule check", () => {
  it("finds nothing in the settings the site ships with", () => {
    expect(checkSettings(shipped)).toEqual([]);
  });

  it("checks every setting the public reads as words, under the form's field names; not an empty one", () => {
    expect(settingsFieldTexts(shipped).map(({ field }) => field)).toEqual([
      "siteName",
      "siteDescription",
      "companyTagline",
      "copyrightText",
      "newsletterHeading",
      "newsletterDescription",
    ]);
  });

  it("a guarantee in the tagline is an error keyed by the field; a superlative in the newsletter heading a warning", () => {
    const findings = checkSettings({
      ...shipped,
      companyTagline: "Guaranteed returns",
      newsletterHeading: "The best market letter",
    });
    expect(findings.map(({ key, level }) => ({ key, level }))).toEqual([
      { key: "promise:companyTagline:guaranteed", level: "error" },
      { key: "superlative:newsletterHeading:the best", level: "warning" },
    ]);
  });

  it("the Twitter handle is checked too (a name the firm publishes under); the social links, addresses, are not", () => {
    const settings: SiteSettings = {
      ...shipped,
      twitterHandle: "@guaranteed_returns",
      linkedinUrl: "https://www.linkedin.com/company/guaranteed-returns",
    };
    const findings = checkSettings(settings);
    expect(findings.map(({ field, level }) => ({ field, level }))).toEqual([
      { field: "twitterHandle", level: "error" },
    ]);
  });
});
