export { LegalDocumentDownloads, FormCrsDownload } from "./components/legal-document-downloads";
export { DocumentUploadCard } from "./components/document-upload-card";
export { DocumentVersions } from "./components/document-versions";
export type { DocumentVersion } from "./documents";
