// The analysis of a release: every page's checks (page-checks.ts), the checks across pages (a title
// or description two pages share), the site's (site-checks.ts), and the scores (weights.ts).
import { parseHtml, type Document } from "./html";
import {
  checkPage,
  descriptionOf,
  isNoindex,
  normalisePath,
  titleOf,
  type PageContext,
} from "./page-checks";
import { pageKeywords } from "./keywords";
import {
  checkNotFound,
  checkRobots,
  checkSecurityHeaders,
  checkSitemap,
  sitemapPaths,
} from "./site-checks";
import { shareTags } from "./social";
import type { Finding, PageCheck, PageReport, ReleaseInput, SiteReport } from "./types";
import { pageCheckWeights, siteCheckWeights, siteScore, weightedScore } from "./weights";

/** A finding for each page whose value (title, description) another page has too. */
function uniqueness(
  check: "title-unique" | "description-unique",
  valueOf: (document: Document) => string | undefined,
  parsed: { path: string; document: Document }[],
): Map<string, Finding<PageCheck>> {
  const pagesWith = new Map<string, string[]>();
  for (const { path, document } of parsed) {
    const value = valueOf(document);
    if (value) pagesWith.set(value, [...(pagesWith.get(value) ?? []), path]);
  }
  const what = check === "title-unique" ? "title" : "meta description";
  const element = check === "title-unique" ? "<title>" : '<meta name="description">';
  const findings = new Map<string, Finding<PageCheck>>();
  for (const paths of pagesWith.values())
    for (const path of paths) {
      const others = paths.filter((other) => other !== path);
      findings.set(
        path,
        others.length
          ? {
              check,
              status: "warning",
              element,
              message: `${others.join(", ")} ${others.length > 1 ? "have" : "has"} the same ${what}.`,
              fix: `Give each page a ${what} of its own.`,
            }
          : { check, status: "pass", element, message: `No other page has this ${what}.` },
      );
    }
  return findings;
}

export function analyseRelease(input: ReleaseInput): SiteReport {
  const siteUrl = new URL(input.siteUrl).origin;
  const pagePaths = input.pages.map((page) => normalisePath(page.path));
  const releasePaths = new Set([...pagePaths, ...(input.otherPaths ?? []).map(normalisePath)]);
  const sitemap = sitemapPaths(input.sitemap, siteUrl);
  const listed = "paths" in sitemap ? sitemap.paths : null;

  const parsed: { path: string; document: Document; bytes: number }[] = [];
  const unreadable = new Map<string, string>();
  const encoder = new TextEncoder();
  for (const { path, file } of input.pages) {
    if ("missing" in file) unreadable.set(path, file.missing);
    else
      parsed.push({
        path,
        document: parseHtml(file.text),
        bytes: input.sizes?.[path] ?? encoder.encode(file.text).length,
      });
  }
  const titles = uniqueness("title-unique", titleOf, parsed);
  const descriptions = uniqueness("description-unique", descriptionOf, parsed);

  const pages: PageReport[] = input.pages.map(({ path }) => {
    const why = unreadable.get(path);
    if (why !== undefined)
      return {
        path,
        score: 0,
        wordCount: 0,
        findings: [
          {
            check: "file",
            status: "error",
            element: path,
            message: `The page's file could not be read: ${why}.`,
            fix: "Publish again, so the release holds the page.",
          },
        ],
      };
    const { document, bytes } = parsed.find((page) => page.path === path)!;
    const context: PageContext = {
      path,
      siteUrl,
      releasePaths,
      sitemapPaths: listed,
      sizes: input.sizes,
      htmlBytes: input.sizes ? bytes : undefined,
    };
    const { findings, wordCount, weight, bodyText } = checkPage(document, context);
    for (const extra of [titles.get(path), descriptions.get(path)]) if (extra) findings.push(extra);
    return {
      path,
      wordCount,
      findings,
      score: weightedScore(findings, pageCheckWeights),
      keywords: pageKeywords(document, bodyText),
      share: shareTags(document, { siteUrl, path, releasePaths }),
      ...(weight && { weight }),
    };
  });

  const indexable = parsed
    .filter(({ document }) => !isNoindex(document))
    .map(({ path }) => normalisePath(path));
  const siteFindings = [
    ...checkRobots(input.robots, siteUrl),
    ...checkSitemap(sitemap, new Set(pagePaths), indexable),
    ...checkSecurityHeaders(input.headers),
    ...(input.notFound ? [checkNotFound(input.notFound)] : []),
  ];
  return {
    score: siteScore(
      pages.map((page) => page.score),
      weightedScore(siteFindings, siteCheckWeights),
    ),
    pageCount: pages.length,
    pages,
    siteFindings,
  };
}

export interface RankedFinding {
  /** The page it is on; none for a site finding. */
  path?: string;
  finding: Finding;
  weight: number;
}

const severity = { error: 0, warning: 1, pass: 2 } as const;

/** Every error and warning, the worst first: errors before warnings, heavier checks first. */
export function worstFirst(report: SiteReport): RankedFinding[] {
  const ranked: RankedFinding[] = [
    ...report.siteFindings.map((finding) => ({
      finding: finding as Finding,
      weight: siteCheckWeights[finding.check],
    })),
    ...report.pages.flatMap((page) =>
      page.findings.map((finding) => ({
        path: page.path,
        finding: finding as Finding,
        weight: pageCheckWeights[finding.check],
      })),
    ),
  ].filter(({ finding }) => finding.status !== "pass");
  return ranked.sort(
    (a, b) =>
      severity[a.finding.status] - severity[b.finding.status] ||
      b.weight - a.weight ||
      (a.path ?? "").localeCompare(b.path ?? ""),
  );
}
