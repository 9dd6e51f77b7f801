export { LegalDocumentDownloads } from "./components/legal-document-downloads";
