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
export { EditorColumns, PageEditor } from "./components/page-editor";
export { ContentFields } from "./components/content-fields";
export {
  DraftEditor,
  type DraftCalls,
  type DraftEditorCopy,
  type DraftStart,
  type Words,
} from "./components/draft-editor";
export { VersionList } from "./components/page-versions";
export type { PageVersion } from "./api/get-page-versions";
export { callFailure, pageCallError, PageConflictError } from "./api/page-conflict";
export { approvalStateOf, versionOf } from "./api/draft-rows";
export { returnCommentSchema, type PageChange } from "./api/page-calls";
export { PreviewFrame } from "./components/preview-frame";
export { PreviewCard } from "./components/preview-card";
export { PublicationStatus } from "./components/publication-status";
export { SiteStatus } from "./components/site-status";
export { isPageKey, pageContentSchemas, type PageKey } from "./schemas/page-schemas";
export { pathOfPageKey } from "./schemas/page-schemas";
export { publicContentTables } from "./public-tables";
