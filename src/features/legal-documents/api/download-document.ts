import { useMutation } from "@tanstack/react-query";
import { downloadPublicFile } from "@/lib/public-supabase";
import { sha256Hex } from "@/lib/sha256";
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
 * Reads a file of the documents' private bucket by its path: as anyone (below), or with the admin's
 * session (download-any-document.ts, which loads supabase-js and so is the admin area's alone).
 */
export type ReadDocumentFile = (filePath: string) => Promise<Blob>;

/**
 * A file of an active document, as the storage policies let anyone read it: one fetch of Storage,
 * without supabase-js, for /adv and /crs.
 */
export const readActiveDocumentFile: ReadDocumentFile = (filePath) =>
  downloadPublicFile(LEGAL_DOCUMENTS_BUCKET, filePath);

/**
 * A document's file, read with `read` (an active document's, as anyone, unless given), checked
 * against the SHA-256 its document recorded at upload when one is given.
 */
export async function downloadLegalDocumentFile(
  { file_path: filePath, sha256 = null }: StoredFile,
  read: ReadDocumentFile = readActiveDocumentFile,
): Promise<Blob> {
  const data = await read(filePath);
  if (sha256 !== null) {
    const actual = await sha256Hex(data);
    if (actual !== sha256) throw new DocumentFileMismatchError(filePath, sha256, actual);
  }
  return data;
}

/** Downloads a file; the mutation's variables are the caller's own (a document, a history file). */
export function useDownloadLegalDocument<File extends StoredFile = StoredFile>(
  read: ReadDocumentFile = readActiveDocumentFile,
) {
  return useMutation({ mutationFn: (file: File) => downloadLegalDocumentFile(file, read) });
}
