export { LegalDocumentDownloads, FormCrsDownload } from "./components/legal-document-downloads";
export type { DocumentVersion } from "./documents";
