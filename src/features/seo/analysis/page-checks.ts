// The checks of one page of a release, each answering pass, warning or error with the element and
// what to change. The checks across pages (a title or description another page has too) are in
// analyse.ts.
import { attribute, elements, metaContent, rawText, textOf, type Document } from "./html";
import type { Finding, PageCheck, PageWeight } from "./types";

type PageFinding = Finding<PageCheck>;

export const TITLE_LENGTH = { min: 30, max: 60 };
export const DESCRIPTION_LENGTH = { min: 70, max: 160 };
/** Fewer words than this is thin content to a search engine. */
export const MIN_WORDS = 300;

export interface PageContext {
  path: string;
  /** The site's origin, e.g. https://www.example.com. */
  siteUrl: string;
  /** The page paths and file paths the release serves. */
  releasePaths: ReadonlySet<string>;
  /** The paths the sitemap lists, or null when the release has no readable sitemap. */
  sitemapPaths: ReadonlySet<string> | null;
  /** The bytes of each file of the release, by path (absent: the weight check is not run). */
  sizes?: Readonly<Record<string, number>>;
  /** The page's HTML in bytes. */
  htmlBytes?: number;
}

const pass = (check: PageCheck, element: string, message: string): PageFinding => ({
  check,
  status: "pass",
  element,
  message,
});

function lengthCheck(
  check: "title" | "description",
  element: string,
  value: string | undefined,
  range: { min: number; max: number },
): PageFinding {
  const what = check === "title" ? "title" : "meta description";
  if (!value)
    return {
      check,
      status: "error",
      element,
      message: `The page has no ${what}.`,
      fix: `Write a ${what} of ${range.min} to ${range.max} characters.`,
    };
  const length = [...value].length;
  if (length < range.min || length > range.max)
    return {
      check,
      status: "warning",
      element,
      message: `The ${what} is ${length} characters long${length > range.max ? "; search results cut it" : ""}.`,
      fix: `${length > range.max ? "Shorten" : "Lengthen"} the ${what} to ${range.min} to ${range.max} characters.`,
    };
  return pass(check, element, `The ${what} is ${length} characters long.`);
}

export const titleOf = (document: Document) => {
  const title = elements(document, "title")[0];
  return title ? textOf(title) : undefined;
};

export const descriptionOf = (document: Document) => metaContent(document, "description")?.trim();

function checkH1(document: Document): PageFinding {
  const count = elements(document, "h1").length;
  if (count === 1) return pass("h1", "<h1>", "The page has one h1.");
  return {
    check: "h1",
    status: "error",
    element: "<h1>",
    message: count === 0 ? "The page has no h1." : `The page has ${count} h1 elements.`,
    fix: "Give the page exactly one h1: its main heading.",
  };
}

const headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"];

function checkHeadingOrder(document: Document): PageFinding[] {
  const levels = elements(document, (name) => headingTags.includes(name)).map((element) => ({
    level: Number(element.name[1]),
    text: textOf(element),
  }));
  const gaps: PageFinding[] = [];
  let previous = 0;
  for (const heading of levels) {
    if (heading.level > previous + 1)
      gaps.push({
        check: "heading-order",
        status: "warning",
        element: `<h${heading.level}> ${heading.text}`,
        message: previous
          ? `An h${heading.level} follows an h${previous}: level ${previous + 1} is skipped.`
          : `The first heading is an h${heading.level}.`,
        fix: `Make it an h${previous + 1}, or add the missing level above it.`,
      });
    previous = heading.level;
  }
  return gaps.length
    ? gaps
    : [pass("heading-order", "headings", "The heading levels follow without gaps.")];
}

function checkImages(document: Document): PageFinding[] {
  const missing = elements(document, "img").filter((img) => attribute(img, "alt") === undefined);
  if (!missing.length)
    return [pass("img-alt", "<img>", "Every picture has an alt text (empty when decorative).")];
  return missing.map((img) => ({
    check: "img-alt" as const,
    status: "error" as const,
    element: `<img src="${attribute(img, "src") ?? ""}">`,
    message: "The picture has no alt attribute.",
    fix: 'Describe the picture in alt, or set alt="" when it is only decoration.',
  }));
}

function checkCanonical(document: Document, { path, siteUrl }: PageContext): PageFinding {
  const link = elements(document, "link").find((element) =>
    (attribute(element, "rel") ?? "").split(/\s+/).includes("canonical"),
  );
  const element = '<link rel="canonical">';
  const href = link && attribute(link, "href");
  if (!href)
    return {
      check: "canonical",
      status: "error",
      element,
      message: "The page names no canonical URL.",
      fix: `Add <link rel="canonical" href="${siteUrl}${path}">.`,
    };
  let url: URL | undefined;
  try {
    url = new URL(href);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== siteUrl)
    return {
      check: "canonical",
      status: "error",
      element: `${element} ${href}`,
      message: url
        ? `The canonical URL is on ${url.origin}, not the site's address ${siteUrl}.`
        : "The canonical URL is not absolute.",
      fix: `Use the page's absolute address: ${siteUrl}${path}.`,
    };
  if (url.pathname.replace(/\/$/, "") !== path.replace(/\/$/, ""))
    return {
      check: "canonical",
      status: "warning",
      element: `${element} ${href}`,
      message: "The canonical URL names another page: search engines will index that one instead.",
      fix: `Name the page itself, ${siteUrl}${path}, unless that is intended.`,
    };
  return pass("canonical", `${element} ${href}`, "The canonical URL is the page's own address.");
}

function checkTags(
  document: Document,
  check: "open-graph" | "twitter-card",
  wanted: string[],
): PageFinding {
  const missing = wanted.filter((key) => !metaContent(document, key)?.trim());
  const network = check === "open-graph" ? "Open Graph" : "X (Twitter) card";
  if (!missing.length) return pass(check, wanted.join(", "), `The ${network} tags are complete.`);
  return {
    check,
    status: "warning",
    element: missing.map((key) => `<meta ${key}>`).join(", "),
    message: `The page's share card lacks ${missing.join(", ")}.`,
    fix: `Add ${missing.join(", ")}, so a shared link shows the page's title, description and picture.`,
  };
}

const openGraphTags = [
  "og:title",
  "og:description",
  "og:image",
  "og:image:width",
  "og:image:height",
];

function checkJsonLd(document: Document): PageFinding[] {
  const scripts = elements(document, "script").filter(
    (script) => attribute(script, "type") === "application/ld+json",
  );
  if (!scripts.length)
    return [
      {
        check: "json-ld",
        status: "warning",
        element: '<script type="application/ld+json">',
        message: "The page has no structured data.",
        fix: "Describe the firm or the page in JSON-LD with a schema.org @type.",
      },
    ];
  return scripts.map((script, index) => {
    const element = `<script type="application/ld+json"> #${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(rawText(script));
    } catch {
      return {
        check: "json-ld" as const,
        status: "error" as const,
        element,
        message: "The structured data is not valid JSON.",
        fix: "Correct the JSON so search engines can read it.",
      };
    }
    const typed = (Array.isArray(data) ? data : [data]).every(
      (item) => typeof item === "object" && item !== null && "@type" in item,
    );
    return typed
      ? pass("json-ld", element, "The structured data parses and names its @type.")
      : {
          check: "json-ld" as const,
          status: "error" as const,
          element,
          message: "The structured data has no @type.",
          fix: "Give each item a schema.org @type.",
        };
  });
}

/** The path a link leads to on this site, or undefined for another site (or a mailto:, tel:...). */
function internalPath(href: string, { path, siteUrl }: PageContext): string | undefined {
  let url: URL;
  try {
    url = new URL(href, `${siteUrl}${path}`);
  } catch {
    return undefined;
  }
  if (url.origin !== siteUrl) return undefined;
  return decodeURIComponent(url.pathname);
}

const normalise = (path: string) =>
  path === "/" ? "/" : path.replace(/\/index\.html$/, "").replace(/\/$/, "") || "/";

function checkLinks(document: Document, context: PageContext): PageFinding[] {
  const broken = new Set<string>();
  for (const link of elements(document, "a")) {
    const href = attribute(link, "href");
    if (!href || href.startsWith("#")) continue;
    const target = internalPath(href, context);
    if (target !== undefined && !context.releasePaths.has(normalise(target))) broken.add(href);
  }
  if (!broken.size)
    return [
      pass("internal-links", "<a href>", "Every link within the site leads to a page of it."),
    ];
  return [...broken].map((href) => ({
    check: "internal-links" as const,
    status: "error" as const,
    element: `<a href="${href}">`,
    message: `The link leads to ${href}, which the release does not hold (a 404).`,
    fix: "Point the link at a page of the site, or remove it.",
  }));
}

/** The site's rule for a link to another site (src/components/sections/new-tab-link.tsx): it
 * opens without giving that site a hold on the page or the address it came from. */
export const EXTERNAL_REL = ["noopener", "noreferrer"];

function checkExternalLinks(document: Document, context: PageContext): PageFinding[] {
  const lacking: PageFinding[] = [];
  for (const link of elements(document, "a")) {
    const href = attribute(link, "href");
    if (!href || !/^https?:/i.test(href) || internalPath(href, context) !== undefined) continue;
    const rel = (attribute(link, "rel") ?? "").toLowerCase().split(/\s+/);
    const missing = EXTERNAL_REL.filter((value) => !rel.includes(value));
    if (missing.length)
      lacking.push({
        check: "external-links",
        status: "warning",
        element: `<a href="${href}"${attribute(link, "rel") ? ` rel="${attribute(link, "rel")}"` : ""}>`,
        message: `The link to another site lacks rel="${missing.join(" ")}".`,
        fix: `Give it rel="${EXTERNAL_REL.join(" ")}", as the site's other links to other sites have.`,
      });
  }
  return lacking.length
    ? lacking
    : [
        pass(
          "external-links",
          "<a href>",
          `Every link to another site has rel="${EXTERNAL_REL.join(" ")}".`,
        ),
      ];
}

/** What a page may transfer (HTML, CSS and JS) before it counts as heavy: 500 kB. */
export const WEIGHT_BUDGET = 500_000;

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The page's HTML, and the stylesheets and scripts it names, in bytes from the release. */
export function pageWeight(document: Document, context: PageContext): PageWeight | undefined {
  const { sizes, htmlBytes } = context;
  if (!sizes || htmlBytes === undefined) return undefined;
  const weight: PageWeight = { html: htmlBytes, css: 0, js: 0, uncounted: [] };
  const count = (href: string | undefined, kind: "css" | "js") => {
    const target = href ? internalPath(href, context) : undefined;
    if (!href || target === undefined) return;
    const bytes = sizes[target];
    if (bytes === undefined) weight.uncounted.push(target);
    else weight[kind] += bytes;
  };
  for (const link of elements(document, "link")) {
    const rel = (attribute(link, "rel") ?? "").split(/\s+/);
    if (rel.includes("stylesheet")) count(attribute(link, "href"), "css");
    else if (rel.includes("modulepreload")) count(attribute(link, "href"), "js");
  }
  // A page's entry is named by its loader's data-entry (scripts/entry-loader.ts).
  for (const script of elements(document, "script"))
    count(attribute(script, "src") ?? attribute(script, "data-entry"), "js");
  return weight;
}

function checkWeight(weight: PageWeight): PageFinding {
  const total = weight.html + weight.css + weight.js;
  const parts = `HTML ${kilobytes(weight.html)}, CSS ${kilobytes(weight.css)}, JS ${kilobytes(weight.js)}`;
  const uncounted = weight.uncounted.length
    ? ` Not counted, as the release does not keep them: ${weight.uncounted.join(", ")}.`
    : "";
  return total > WEIGHT_BUDGET
    ? {
        check: "page-weight",
        status: "warning",
        element: '<html>, <link rel="stylesheet">, <script src>',
        message: `The page transfers ${kilobytes(total)} (${parts}), over ${kilobytes(WEIGHT_BUDGET)}.${uncounted}`,
        fix: "Shorten the page, or load less CSS and JavaScript with it.",
      }
    : pass(
        "page-weight",
        '<html>, <link rel="stylesheet">, <script src>',
        `The page transfers ${kilobytes(total)} (${parts}).${uncounted}`,
      );
}

/** The visible text of the page's body, spaces collapsed. */
export function bodyTextOf(document: Document): string {
  const body = elements(document, "body")[0];
  return body ? textOf(body) : "";
}

export function wordCount(document: Document, text = bodyTextOf(document)): number {
  return text ? text.split(" ").filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

function checkWords(words: number): PageFinding {
  return words >= MIN_WORDS
    ? pass("word-count", "<body>", `The page has ${words} words.`)
    : {
        check: "word-count",
        status: "warning",
        element: "<body>",
        message: `The page has ${words} words; search engines may count it as thin.`,
        fix: `Write at least ${MIN_WORDS} words, or accept it for a page that needs fewer.`,
      };
}

export const isNoindex = (document: Document) =>
  /\bnoindex\b/i.test(metaContent(document, "robots") ?? "");

function checkIndexing(document: Document, { path, sitemapPaths }: PageContext): PageFinding {
  const noindex = isNoindex(document);
  const inSitemap = sitemapPaths?.has(normalise(path));
  const element = '<meta name="robots">, sitemap.xml';
  if (noindex && inSitemap)
    return {
      check: "indexing",
      status: "error",
      element,
      message: "The page is in the sitemap but asks not to be indexed (noindex).",
      fix: "Remove noindex, or take the page out of the sitemap.",
    };
  if (noindex)
    return pass(
      "indexing",
      element,
      "The page is kept out of search results (noindex, not in the sitemap).",
    );
  if (sitemapPaths && !inSitemap)
    return {
      check: "indexing",
      status: "warning",
      element,
      message: "The page is indexable but the sitemap does not list it.",
      fix: "Add the page to the sitemap.",
    };
  if (!sitemapPaths)
    return {
      check: "indexing",
      status: "warning",
      element,
      message: "The release has no sitemap to list the page in.",
      fix: "Publish a sitemap.xml that lists every page.",
    };
  return pass("indexing", element, "The page is indexable and in the sitemap.");
}

function checkViewport(document: Document): PageFinding {
  const viewport = metaContent(document, "viewport") ?? "";
  return /width\s*=\s*device-width/.test(viewport)
    ? pass("viewport", '<meta name="viewport">', "The page fits a phone's screen.")
    : {
        check: "viewport",
        status: "error",
        element: '<meta name="viewport">',
        message: "The page sets no mobile viewport.",
        fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
      };
}

function checkLang(document: Document): PageFinding {
  const html = elements(document, "html")[0];
  const lang = html && attribute(html, "lang");
  return lang
    ? pass("lang", `<html lang="${lang}">`, "The page names its language.")
    : {
        check: "lang",
        status: "error",
        element: "<html>",
        message: "The page does not name its language.",
        fix: 'Add lang="en" to <html>.',
      };
}

/** Every check of one page but the ones across pages. */
export function checkPage(document: Document, context: PageContext) {
  const bodyText = bodyTextOf(document);
  const words = wordCount(document, bodyText);
  const findings: PageFinding[] = [
    lengthCheck("title", "<title>", titleOf(document), TITLE_LENGTH),
    lengthCheck(
      "description",
      '<meta name="description">',
      descriptionOf(document),
      DESCRIPTION_LENGTH,
    ),
    checkH1(document),
    ...checkHeadingOrder(document),
    ...checkImages(document),
    checkCanonical(document, context),
    checkTags(document, "open-graph", openGraphTags),
    checkTags(document, "twitter-card", ["twitter:card"]),
    ...checkJsonLd(document),
    ...checkLinks(document, context),
    ...checkExternalLinks(document, context),
    checkWords(words),
    checkIndexing(document, context),
    checkViewport(document),
    checkLang(document),
  ];
  const weight = pageWeight(document, context);
  if (weight) findings.push(checkWeight(weight));
  return { findings, wordCount: words, weight, bodyText };
}

export { normalise as normalisePath };
