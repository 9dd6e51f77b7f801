// What an SEO analysis of a release reads and what it answers: pure data, no React, no DOM.

import type { KeywordTerm, PlacedTexts } from "./keywords";
import type { ShareTags } from "./social";

export type FindingStatus = "pass" | "warning" | "error";

/** The checks, each with its weight in the score (weights.ts). */
export type PageCheck =
  | "file"
  | "title"
  | "title-unique"
  | "description"
  | "description-unique"
  | "h1"
  | "heading-order"
  | "img-alt"
  | "canonical"
  | "open-graph"
  | "twitter-card"
  | "json-ld"
  | "internal-links"
  | "external-links"
  | "page-weight"
  | "word-count"
  | "indexing"
  | "viewport"
  | "lang";

export type SiteCheck =
  | "robots"
  | "sitemap"
  | "not-found"
  | "header-csp"
  | "header-hsts"
  | "header-referrer-policy"
  | "header-content-type-options";

export interface Finding<Check extends string = PageCheck | SiteCheck> {
  check: Check;
  status: FindingStatus;
  /** The element or file the finding is about, as it reads in the source (`<title>`, `robots.txt`). */
  element: string;
  /** What was found. */
  message: string;
  /** What to change; absent when the check passes. */
  fix?: string;
}

/** A file of the release as the analysis gets it: its text, or why it could not be read. */
export type ReleaseText = { text: string } | { missing: string };

export interface ReleaseInput {
  /** The site's public origin (VITE_SITE_URL), e.g. https://www.example.com. */
  siteUrl: string;
  /** Every public page (not the not-found page), by URL path. */
  pages: { path: string; file: ReleaseText }[];
  /** The other paths the release serves (its stylesheet, pictures, PDFs): links to them resolve. */
  otherPaths?: string[];
  sitemap: ReleaseText;
  robots: ReleaseText;
  headers: ReleaseText;
  /** The bytes of each file the release holds, by path (a page's weight counts its CSS and JS). */
  sizes?: Record<string, number>;
  /** The not-found page: whether the release holds one, and what the host answers for an unknown
   * address when that could be asked (the site on the admin's own origin), or why not. */
  notFound?: { held: boolean; live: { status: number } | { unchecked: string } };
}

export interface PageReport {
  path: string;
  score: number;
  wordCount: number;
  findings: Finding<PageCheck>[];
  /** Absent from analyses kept before SEO Tools read keywords, social-media tags and page weight. */
  keywords?: { terms: KeywordTerm[]; placed: PlacedTexts };
  share?: ShareTags;
  weight?: PageWeight;
}

/** What a page transfers, from the release's own files, in bytes. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  /** Stylesheets and scripts the page names that the release does not hold: not counted. */
  uncounted: string[];
}

export interface SiteReport {
  /** 0 to 100: the pages' mean and the site checks, weighted (weights.ts). */
  score: number;
  pageCount: number;
  pages: PageReport[];
  siteFindings: Finding<SiteCheck>[];
}
