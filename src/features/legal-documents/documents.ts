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

/** The name a download is saved under: the document's name, with the stored file's extension. */
export function downloadFileName(document: Pick<LegalDocument, "name" | "file_path">): string {
  const extension = /\.[a-z0-9]+$/i.exec(document.file_path)?.[0] ?? "";
  const name = document.name.replace(/[\\/:*?"<>|]+/g, "-").trim();
  return name.toLowerCase().endsWith(extension.toLowerCase()) ? name : `${name}${extension}`;
}

/** "48 KB", "1.2 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Saves `blob` as a file named `fileName` through a temporary object URL and a[download]. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
