// The back office's parts of the site's content: the Website Pages list, the page editor and where
// each publication is. Kept out of index.ts, which public pages import.
export { useSitePages, type SitePageSummary } from "./api/get-site-pages";
export { useSitePage, type EditedPage } from "./api/get-site-page";
export { usePreviewSite } from "./api/get-preview-site";
export { useTargetPhrases } from "./api/get-target-phrases";
export {
  usePublicationState,
  whereIs,
  type PublicationState,
  type Whereabouts,
} from "./api/get-publication-state";
export { PageEditor } from "./components/page-editor";
export { PreviewFrame } from "./components/preview-frame";
export { PublicationStatus } from "./components/publication-status";
export { SiteStatus } from "./components/site-status";
export { isPageKey, pageContentSchemas, type PageKey } from "./schemas/page-schemas";
export { pathOfPageKey } from "./schemas/page-schemas";
export { publicContentTables } from "./public-tables";
