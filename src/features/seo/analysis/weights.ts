// The score's weights. A check scores its full weight when it passes, half when it warns and
// nothing on an error; a page's score is the points it earned over the points it could earn, out of
// 100, rounded. The site's score is 70% the mean of its pages' scores and 30% the site checks'
// score, computed the same way from their weights. The weights say what costs a page most in a
// search engine's eyes: a missing title, description, h1, canonical or a broken link weighs most;
// social tags, word count and heading order least. docs/architecture.md ("SEO analysis") repeats
// them.
import type { FindingStatus, PageCheck, SiteCheck } from "./types";

export const pageCheckWeights: Record<PageCheck, number> = {
  // A page the release holds but the analysis cannot read: its only finding, so it scores 0.
  file: 10,
  title: 15,
  "title-unique": 5,
  description: 10,
  "description-unique": 5,
  h1: 10,
  "heading-order": 5,
  "img-alt": 10,
  canonical: 10,
  "open-graph": 5,
  "twitter-card": 3,
  "json-ld": 5,
  "internal-links": 10,
  "external-links": 3,
  "page-weight": 5,
  "word-count": 4,
  indexing: 10,
  viewport: 5,
  lang: 5,
};

export const siteCheckWeights: Record<SiteCheck, number> = {
  robots: 20,
  sitemap: 30,
  "not-found": 10,
  "header-csp": 15,
  "header-hsts": 15,
  "header-referrer-policy": 10,
  "header-content-type-options": 10,
};

/** The share of the site's score the pages' mean makes; the site checks make the rest. */
export const PAGES_SHARE = 0.7;

const credit: Record<FindingStatus, number> = { pass: 1, warning: 0.5, error: 0 };

/**
 * Points earned over points possible, out of 100. A check with several findings (two broken links)
 * counts once, at its worst finding.
 */
export function weightedScore<Check extends string>(
  findings: { check: Check; status: FindingStatus }[],
  weights: Record<Check, number>,
): number {
  const worst = new Map<Check, number>();
  for (const finding of findings)
    worst.set(finding.check, Math.min(worst.get(finding.check) ?? 1, credit[finding.status]));
  let earned = 0;
  let possible = 0;
  for (const [check, value] of worst) {
    earned += weights[check] * value;
    possible += weights[check];
  }
  return possible === 0 ? 100 : Math.round((100 * earned) / possible);
}

/** The site's score from its pages' scores and its own checks' score. */
export function siteScore(pageScores: number[], siteChecksScore: number): number {
  if (pageScores.length === 0) return Math.round((1 - PAGES_SHARE) * siteChecksScore);
  const mean = pageScores.reduce((sum, score) => sum + score, 0) / pageScores.length;
  return Math.round(PAGES_SHARE * mean + (1 - PAGES_SHARE) * siteChecksScore);
}
