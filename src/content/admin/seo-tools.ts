// Copy of /admin/seo-tools. Every figure on the screen comes from an analysis of the latest release
// (src/features/seo); the Pro panels stay locked (the Pro flag is never on).
import { shellCopy } from "./shell";

export const seoTabs = [
  { value: "overview", label: "Overview" },
  { value: "pages", label: "Page Analysis" },
  { value: "keywords", label: "Keywords" },
  { value: "social", label: "Social Media" },
  { value: "technical", label: "Technical SEO" },
] as const;

export type SeoTab = (typeof seoTabs)[number]["value"];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export const seoCopy = {
  tabsLabel: "SEO sections",
  runAnalysis: "Run Analysis",
  running: "Analysing the latest release…",
  toasts: {
    done: (score: number, pages: number) => ({
      title: "Analysis complete",
      description: `The site scores ${score}/100 over ${plural(pages, "page", "pages")}.`,
    }),
    failed: { title: "The analysis could not be run" },
    noRelease: {
      title: "No release to analyse",
      description: "Publish the site first: the analysis reads the files of its latest release.",
    },
  },
  empty: {
    title: "No analysis yet — Run Analysis",
    description:
      "The analysis reads every page of the site's latest release (what the public and search engines are served) and scores it.",
  },
  loading: "Loading the SEO analyses",
  loadFailed: "The SEO analyses could not be loaded.",
  retry: "Try again",
  outOf: 100,
  statusLabel: { pass: "Pass", warning: "Warning", error: "Error" },
  overview: {
    overallLabel: "Overall SEO Score",
    pagesAnalysed: (count: number) => `${plural(count, "page", "pages")} analysed`,
    analysedAt: "Analysed",
    by: "by",
    release: "Release",
    worstHeading: "Issues, worst first",
    noIssues: "No errors or warnings: every check passes.",
    site: "Whole site",
    fix: "What to change:",
    more: (count: number) =>
      `and ${plural(count, "more issue", "more issues")} (see Page Analysis)`,
  },
  history: {
    heading: "Earlier analyses",
    caption: "Every analysis, newest first",
    columns: { when: "When", by: "By", score: "Score", pages: "Pages" },
    shown: "Shown above",
  },
  pages: {
    heading: "Page Analysis",
    issues: "Issues",
    none: "None: every check passes.",
    words: (count: number) => plural(count, "word", "words"),
  },
  keywords: {
    heading: "Keywords",
    description:
      "The terms each page's visible text uses most (stop words left out, words counted by their stem: plan, plans and planning are one term), and whether its target phrase is where search engines weigh words.",
    noVolume:
      "No search-volume data: the site has no source of how often people search for a term, so none is shown. The counts are of each page's own words.",
    termsCaption: (path: string) => `Most frequent terms on ${path}`,
    columns: { term: "Term", count: "Times" },
    noTerms: "No words to count on this page.",
    phrase: "Target phrase",
    noPhrase: "No target phrase set.",
    setPhrase: "Set it in the page editor",
    editPhrase: "Change it in the page editor",
    places: {
      title: "Title",
      h1: "Main heading (h1)",
      description: "Meta description",
      firstParagraph: "First paragraph",
    },
    found: "Found",
    notFound: "Not found",
    olderAnalysis:
      "This analysis was kept before keywords were recorded: Run Analysis to count them.",
    rankings: {
      heading: "Keyword Rankings",
      columns: { keyword: "Keyword", position: "Position", volume: "Monthly searches" },
    },
  },
  social: {
    heading: "Social Media Previews",
    description:
      "Each page's share card as Facebook and LinkedIn (Open Graph tags) and X (its twitter: tags, else Open Graph's) would draw it, from the page's own tags and the release's own picture.",
    networks: ["Facebook", "X", "LinkedIn"],
    facebook: "Facebook and LinkedIn",
    x: "X",
    noImage: "No picture",
    imageFailed: "The picture could not be read from the release",
    imageElsewhere: (url: string) => `Picture on another site, not loaded: ${url}`,
    imageSize: (width?: number, height?: number) =>
      width && height ? `Picture ${width} × ${height} px` : "Picture size not given",
    noTitle: "(no og:title)",
    missing: "Missing:",
    complete: "Nothing missing: every share tag is there.",
    olderAnalysis:
      "This analysis was kept before share cards were recorded: Run Analysis to see them.",
    pro: "Scheduled posts and engagement tracking",
  },
  technical: {
    heading: "Technical SEO",
    description:
      "The release's robots.txt, sitemap.xml and security headers (_headers), and what every page must have.",
    pageChecks: {
      viewport: "Mobile viewport",
      "page-weight": "Page weight (HTML, CSS, JS) within 500 kB",
      "external-links": 'Links to other sites with rel="noopener noreferrer"',
      lang: "Language attribute",
      canonical: "Canonical URL on the site's address",
    },
    pagesPassing: (passing: number, total: number) => `${passing} of ${total} pages`,
  },
  premium: {
    title: "SEO Pro",
    description: "Unlock keyword tracking, social previews and competitor insights.",
    price: shellCopy.upgrade.price,
    action: shellCopy.upgrade.action,
    toast: shellCopy.upgrade.notice,
  },
} as const;

/** A score's badge: 90 or more default (good), 70 to 89 secondary (fair), below 70 destructive (poor). */
export function seoScoreVariant(score: number): "default" | "secondary" | "destructive" {
  if (score >= 90) return "default";
  if (score >= 70) return "secondary";
  return "destructive";
}
