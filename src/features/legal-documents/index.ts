export { DocumentLinks, type DocumentSlot } from "./components/document-links";
export { FormCrs, type FormCrsLabels } from "./components/form-crs";
export type { DocumentVersion, PublicDocument } from "./documents";
