export { LegalDocumentDownloads } from "./components/legal-document-downloads";
export { FormCrsDocument } from "./components/form-crs-document";
export type { DocumentVersion } from "./documents";
