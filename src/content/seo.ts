// What search engines and link previews read about each page: its description, and the firm as
// schema.org structured data. The prerenderer writes them into every page's <head>
// (scripts/page-head.ts); the page's <title> comes from the page itself (usePageTitle).
import { assetFeeRatePercent, performanceFeePercent } from "./fees";
import { contact, firm, founder } from "./firm";
import { paths, type PublicPath } from "./routes";

/** The site's description, for the home page and for pages without one of their own. */
export const siteDescription = `Fiduciary, ${firm.licence} licensed investment adviser in ${firm.state} serving clients nationwide. A ${assetFeeRatePercent}% annual fee and portfolios built for the 21st century.`;

export const pageDescriptions: Record<PublicPath, string> = {
  [paths.home]: siteDescription,
  [paths.about]: `Meet ${founder.name}, founder of ${firm.name}: an independent, fiduciary investment adviser in ${firm.state} serving clients nationwide.`,
  [paths.services]: `Discretionary and non-discretionary portfolio management from a fiduciary adviser, for one low ${assetFeeRatePercent}% annual fee.`,
  [paths.contact]: `Call or email ${firm.name} about our services, fees or process. ${contact.responseTime}, and you will hear from a person.`,
  [paths.fees]: `One ${assetFeeRatePercent}% annual asset-based fee for every client; a ${performanceFeePercent}% performance fee with a high watermark for qualified clients only.`,
  [paths.process]:
    "Discover, Design, Implement, Review: the four steps every client goes through with us, so you always know what happens next and why.",
  [paths.schedule]: `Book a free 30-minute call with ${founder.name}: an honest look at your goals and your portfolio, with no sales pressure.`,
  [paths.freeReview]:
    "A free fiduciary review of your portfolio: what you own, what it costs and how tax-efficient it is, without obligation.",
  [paths.resources]:
    "Guides, tools and reading we recommend to clients: plain-spoken material from regulators, investor-education groups and our own desk.",
  [paths.privacy]: `How ${firm.name} collects, uses and protects information about you.`,
  [paths.terms]: `The terms that apply when you use the ${firm.name} website.`,
  [paths.adv]: `Download ${firm.name}'s Form ADV disclosure brochures and advisory agreement: how we work, what we charge and the conflicts we manage.`,
  [paths.crs]: `${firm.name}'s Form CRS: a short, plain-language summary of our services, what they cost and our conflicts of interest.`,
};

/** The firm as schema.org FinancialService, for JSON-LD. `siteUrl` is the site's origin. */
export function firmStructuredData(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: firm.name,
    url: `${siteUrl}/`,
    description: siteDescription,
    slogan: firm.tagline,
    telephone: contact.phoneHref.replace(/^tel:/, ""),
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: firm.city,
      addressRegion: firm.state,
      addressCountry: "US",
    },
    areaServed: { "@type": "Country", name: "United States" },
    founder: { "@type": "Person", name: founder.name, jobTitle: founder.role },
    feesAndCommissionsSpecification: `${siteUrl}${paths.fees}`,
  };
}
