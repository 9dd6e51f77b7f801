// What an SEO analysis of a release reads and what it answers: pure data, no React, no DOM.

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
  | "word-count"
  | "indexing"
  | "viewport"
  | "lang";

export type SiteCheck =
  | "robots"
  | "sitemap"
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
}

export interface PageReport {
  path: string;
  score: number;
  wordCount: number;
  findings: Finding<PageCheck>[];
}

export interface SiteReport {
  /** 0 to 100: the pages' mean and the site checks, weighted (weights.ts). */
  score: number;
  pageCount: number;
  pages: PageReport[];
  siteFindings: Finding<SiteCheck>[];
}
