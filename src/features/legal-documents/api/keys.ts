export const legalDocumentKeys = {
  all: ["legal-documents"] as const,
  active: () => [...legalDocumentKeys.all, "active"] as const,
  /** Every version, retired ones included (admins). */
  versions: () => [...legalDocumentKeys.all, "versions"] as const,
  /** A document's file (it never changes: a new version is a new document). */
  file: (id: string) => [...legalDocumentKeys.all, "file", id] as const,
};

/** The private bucket of the documents' files. */
export const LEGAL_DOCUMENTS_BUCKET = "legal-documents";
