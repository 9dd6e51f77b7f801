// The documents' admin screen (/admin/documents): kept out of index.ts, which public pages import.
export { DocumentUploadCard } from "./components/document-upload-card";
export { DocumentVersions } from "./components/document-versions";
export { FormCrsAge } from "./components/form-crs-age";
export { DocumentFileMismatchError } from "./api/download-document";
export { useSaveAnyLegalDocument } from "./api/download-any-document";
