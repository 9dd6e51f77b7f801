import { useMutation } from "@tanstack/react-query";
import { sha256Hex } from "@/lib/sha256";
import { supabase } from "@/lib/supabase";
import { LEGAL_DOCUMENTS_BUCKET } from "./keys";

/** The stored file is not the one whose SHA-256 the document recorded when it was uploaded. */
export class DocumentFileMismatchError extends Error {
  constructor(
    readonly filePath: string,
    readonly recorded: string,
    readonly actual: string,
  ) {
    super(`${filePath}: SHA-256 ${actual}, recorded ${recorded}`);
  }
}

/** Where a document's file is, and the SHA-256 to check it against (none: not checked). */
export type StoredFile = { file_path: string; sha256?: string | null };

/**
 * A document's file from the private bucket, by its path (storage policies: files of active
 * documents for everyone; every file, retired and replaced ones too, for admins), checked against
 * the SHA-256 its document recorded at upload when one is given.
 */
export async function downloadLegalDocumentFile({
  file_path: filePath,
  sha256 = null,
}: StoredFile): Promise<Blob> {
  const { data, error } = await supabase.storage.from(LEGAL_DOCUMENTS_BUCKET).download(filePath);
  if (error) throw error;
  if (sha256 !== null) {
    const actual = await sha256Hex(data);
    if (actual !== sha256) throw new DocumentFileMismatchError(filePath, sha256, actual);
  }
  return data;
}

/** Downloads a file; the mutation's variables are the caller's own (a document, a history file). */
export function useDownloadLegalDocument<File extends StoredFile = StoredFile>() {
  return useMutation({ mutationFn: (file: File) => downloadLegalDocumentFile(file) });
}
