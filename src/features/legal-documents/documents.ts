import type { Tables } from "@/lib/database.types";

export type LegalDocument = Pick<
  Tables<"legal_documents">,
  "id" | "name" | "document_type" | "file_path" | "file_size" | "created_at"
>;

/** The first document of each type in `documents` (newest first), keyed by document type. */
export function newestOfEachType(
  documents: readonly LegalDocument[],
): ReadonlyMap<string, LegalDocument> {
  const newest = new Map<string, LegalDocument>();
  for (const document of documents) {
    if (!newest.has(document.document_type)) newest.set(document.document_type, document);
  }
  return newest;
}

/** "48 KB", "1.2 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
