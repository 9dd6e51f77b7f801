// The <head> of a prerendered page: its title and description, its canonical URL and Open Graph
// tags, the firm as JSON-LD, the speculation rules that prerender the next page, and the hold on
// its first render until its footer is parsed. No modulepreload links: the entry is started after the
// first paint (./entry-loader.ts) and the islands' code once the page is idle
// (src/app/public/islands-runtime.ts), so nothing but the HTML stands before the first paint.
import { footerId } from "../src/components/layout/landmarks";
import { paths } from "../src/content/routes";
import type { SiteData, SiteImage, SitePost } from "../src/features/site-content/published-site";
import { speculationRulesScript } from "./speculation-rules";

export interface PageHead {
  /** The site's origin, e.g. https://www.example.com (VITE_SITE_URL). */
  siteUrl: string;
  /** The page's path; undefined for the not-found page, which is served for any unknown path. */
  path: string | undefined;
  title: string;
  description: string;
  /** The published site: the firm's name, contact details and adviser for the JSON-LD. */
  site: SiteData;
  /** A Market Insights post's page: an Article, in the JSON-LD and Open Graph. */
  article?: SitePost;
  /** A Market Insights page: it names the Atom feed. */
  feed?: string;
}

/** A post as schema.org Article, for JSON-LD. */
export function articleStructuredData(
  url: string,
  siteUrl: string,
  post: SitePost,
  site: SiteData,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: site.settings.siteName, url: `${siteUrl}/` },
    ...(post.cover ? { image: `${siteUrl}${post.cover.src}` } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** The firm as schema.org FinancialService, for JSON-LD. `siteUrl` is the site's origin. */
export function firmStructuredData(siteUrl: string, site: SiteData) {
  const { contact, adviser } = site.pages.layout.content;
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: site.settings.siteName,
    url: `${siteUrl}/`,
    description: site.settings.siteDescription,
    slogan: site.pages.home.content.hero.tagline,
    telephone: contact.phoneDigits,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: contact.city,
      addressRegion: contact.state,
      addressCountry: "US",
    },
    areaServed: { "@type": "Country", name: "United States" },
    founder: { "@type": "Person", name: adviser.name, jobTitle: adviser.role },
    feesAndCommissionsSpecification: `${siteUrl}${paths.fees}`,
  };
}

const iconTypes: Record<string, string> = {
  png: "image/png",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

/** The favicon the admin uploaded, in place of the built-in one. */
const faviconLink = (favicon: SiteImage) =>
  `<link rel="icon" type="${iconTypes[favicon.src.split(".").at(-1) ?? ""] ?? "image/png"}" href="${favicon.src}" />`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page's first render held until the parser reaches its footer, the element after the main
 * content (src/components/layout/landmarks.ts). A browser may otherwise draw a page while its HTML is
 * still arriving or being parsed, and a later part can move what it drew: a grid row or a flex line
 * sized by a column not parsed yet (/contact's contact details moved 17 px when the side column
 * beside them arrived, CLS 0.00008), the header's menu while half its links were in. The HTML is
 * small (at most 18 KB gzip, the budget's ceiling) and nothing in it waits for the network (its
 * entry starts after the first paint, its stylesheet is inline), so the wait is the parsing of the main content. A
 * browser without `rel=expect` (Firefox, Safari today) ignores it.
 */
export const firstRenderHold = `<link rel="expect" href="#${footerId}" blocking="render">`;

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function headTags({
  siteUrl,
  path,
  title,
  description,
  site,
  article,
  feed,
}: PageHead): string {
  const tags: string[] = [firstRenderHold, speculationRulesScript];
  if (path === undefined) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    const url = `${siteUrl}${path === "/" ? "/" : path}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="${article ? "article" : "website"}">`,
      `<meta property="og:site_name" content="${escapeHtml(site.settings.siteName)}">`,
      `<meta property="og:locale" content="en_US">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta name="twitter:card" content="summary">`,
      `<script type="application/ld+json">${scriptJson(firmStructuredData(siteUrl, site))}</script>`,
    );
    if (article)
      tags.push(
        `<meta property="article:published_time" content="${escapeHtml(article.publishedAt)}">`,
        `<meta property="article:modified_time" content="${escapeHtml(article.modifiedAt)}">`,
        `<meta property="article:author" content="${escapeHtml(article.authorName)}">`,
        `<script type="application/ld+json">${scriptJson(articleStructuredData(url, siteUrl, article, site))}</script>`,
      );
    if (feed)
      tags.push(
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(site.settings.siteName)}" href="${escapeHtml(`${siteUrl}${feed}`)}">`,
      );
  }
  return tags.map((tag) => `    ${tag}\n`).join("");
}

const titleElement = /<title>[^<]*<\/title>/;
const descriptionElement = /<meta\s+name="description"[^>]*>/;
const iconElement = /<link\s+rel="icon"[^>]*>/;

/** `template` (the built index.html) with the page's title, description and the tags above. */
export function withHead(template: string, head: PageHead): string {
  if (!titleElement.test(template) || !descriptionElement.test(template)) {
    throw new Error(
      'index.html needs a <title> and a <meta name="description"> for the prerenderer to fill',
    );
  }
  const favicon = head.site.settings.favicon;
  return template
    .replace(iconElement, (icon) => (favicon ? faviconLink(favicon) : icon))
    .replace(titleElement, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      descriptionElement,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace("</head>", () => `${headTags(head)}  </head>`);
}

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

/** The file of the stylesheet the built index.html links (e.g. assets/style-1a2b.css). */
export function linkedStylesheet(html: string): string {
  const link = stylesheetLink.exec(html);
  if (!link) throw new Error("The built index.html links no stylesheet to inline");
  return link[1]!;
}

/**
 * The page with `css`, the rules of the stylesheet it uses (lib/site-build/page-css.ts), in place of
 * the link to the stylesheet: nothing to fetch before the first paint, and no other page's rules,
 * nor the admin area's, to parse.
 */
export function withInlineStylesheet(html: string, css: string): string {
  linkedStylesheet(html);
  return html.replace(
    stylesheetLink,
    () => `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`,
  );
}
