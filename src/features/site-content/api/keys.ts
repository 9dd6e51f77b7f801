import type { PageKey } from "../schemas/page-schemas";

export const sitePageKeys = {
  all: ["site-pages"] as const,
  /** Every page with its state, for the Website Pages list. */
  list: () => [...sitePageKeys.all, "list"] as const,
  /** One page's row (its draft and revision) and its latest published version. */
  page: (key: PageKey) => [...sitePageKeys.all, "page", key] as const,
  versions: (key: PageKey) => [...sitePageKeys.all, "versions", key] as const,
  /** The published site around a page, for the editor's preview. */
  preview: () => [...sitePageKeys.all, "preview"] as const,
  /** Each page's published target phrase, for SEO Tools' Keywords tab. */
  targetPhrases: () => [...sitePageKeys.all, "target-phrases"] as const,
};

export const publicationKeys = {
  all: ["publication"] as const,
  /** The releases and builds: where each publication is. */
  state: () => [...publicationKeys.all, "state"] as const,
};
