// What the public pages and the prerenderer use: the site's published content, as one snapshot
// the build reads and every page renders from.
export { SiteDataProvider, useLayout, usePage, useSiteData } from "./site-data";
export type {
  SiteData,
  SiteDocument,
  SiteImage,
  SitePost,
  SiteResource,
  SiteSettings,
} from "./published-site";
export {
  pageKeyOfPath,
  type AnyPageContent,
  type PageContent,
  type PageKey,
} from "./schemas/page-schemas";
