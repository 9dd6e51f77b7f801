export const legalDocumentKeys = {
  all: ["legal-documents"] as const,
  active: () => [...legalDocumentKeys.all, "active"] as const,
  /** Every version, retired ones included (admins). */
  versions: () => [...legalDocumentKeys.all, "versions"] as const,
};

/** The private bucket of the documents' files. */
export const LEGAL_DOCUMENTS_BUCKET = "legal-documents";
