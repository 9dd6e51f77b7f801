// Copy and demo data of /admin/seo-tools. Every value
// here is hard-coded demo data: no analysis runs, and the Pro flag is never on.
import { shellCopy } from "./shell";

export const seoTabs = [
  { value: "overview", label: "Overview" },
  { value: "pages", label: "Page Analysis" },
  { value: "keywords", label: "Keywords" },
  { value: "social", label: "Social Media" },
  { value: "technical", label: "Technical SEO" },
] as const;

export type SeoTab = (typeof seoTabs)[number]["value"];

export const seoCopy = {
  tabsLabel: "SEO sections",
  runAnalysis: "Run Analysis",
  runAnalysisToast: {
    title: "Analysis started",
    description: "This demo shows sample results; connect an SEO backend to analyse the live site.",
  },
  overview: {
    overallLabel: "Overall SEO Score",
    overall: 86,
    outOf: 100,
    pagesAnalysed: 12,
    pagesAnalysedLabel: "pages analysed",
    metrics: [
      { label: "Performance", value: 92 },
      { label: "Accessibility", value: 88 },
      { label: "Best practices", value: 84 },
      { label: "Content quality", value: 79 },
    ],
  },
  pages: {
    heading: "Page Analysis",
    issues: "Issues",
    recommendations: "Recommendations",
    none: "None",
  },
  keywords: {
    heading: "Keyword Rankings",
    columns: { keyword: "Keyword", position: "Position", volume: "Monthly searches" },
  },
  social: {
    heading: "Social Media Previews",
    description: "How the site's pages look when shared on Facebook, X and LinkedIn.",
    networks: ["Facebook", "X", "LinkedIn"],
  },
  technical: {
    heading: "Technical SEO",
    checks: [
      { label: "Pages with a title and meta description", value: 100 },
      { label: "Pages served over HTTPS", value: 100 },
      { label: "Images with alt text", value: 94 },
      { label: "Mobile-friendly pages", value: 100 },
      { label: "Sitemap coverage", value: 75 },
      { label: "Structured data", value: 58 },
    ],
  },
  premium: {
    title: "SEO Pro",
    description: "Unlock keyword tracking, social previews and competitor insights.",
    price: shellCopy.upgrade.price,
    action: shellCopy.upgrade.action,
    toast: shellCopy.upgrade.notice,
  },
} as const;

/** SEO page analysis demo records. */
export const seoPageAnalyses = [
  {
    page: "Home (/)",
    score: 94,
    issues: [],
    recommendations: ["Add FAQ structured data for the fee questions."],
  },
  {
    page: "Services (/services)",
    score: 88,
    issues: ["Meta description is longer than 160 characters."],
    recommendations: ["Shorten the meta description.", "Link each service to the fee page."],
  },
  {
    page: "Fees (/fees)",
    score: 81,
    issues: ["Two images have no width and height."],
    recommendations: ["Give every image its size to avoid layout shift."],
  },
  {
    page: "Resources (/resources)",
    score: 64,
    issues: ["Thin content: fewer than 300 words.", "No internal links to the process page."],
    recommendations: ["Introduce each resource with a sentence.", "Link to /process."],
  },
] as const;

/** Demo keyword positions (shown blurred behind the Pro prompt). */
export const seoKeywords = [
  { keyword: "fiduciary investment adviser north dakota", position: 3, volume: 320 },
  { keyword: "low fee financial advisor", position: 11, volume: 2400 },
  { keyword: "flat fee portfolio management", position: 7, volume: 880 },
  { keyword: "grand forks financial advisor", position: 2, volume: 210 },
] as const;

/** Spec §4: 90 or more default, 70 to 89 secondary, below 70 destructive. */
export function seoScoreVariant(score: number): "default" | "secondary" | "destructive" {
  if (score >= 90) return "default";
  if (score >= 70) return "secondary";
  return "destructive";
}
