import { useMutation } from "@tanstack/react-query";
import { downloadFileName, saveBlob } from "@/lib/downloads";
import { mutationToasts, type ToastText } from "@/lib/mutation-toasts";
import { sha256Hex } from "@/lib/sha256";

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

/** Reads a file of the documents' private bucket by its path (download-any-document.ts). */
export type ReadDocumentFile = (filePath: string) => Promise<Blob>;

/**
 * A document's file, read with `read`, checked against the SHA-256 its document recorded at upload
 * when one is given.
 */
export async function downloadLegalDocumentFile(
  { file_path: filePath, sha256 = null }: StoredFile,
  read: ReadDocumentFile,
): Promise<Blob> {
  const data = await read(filePath);
  if (sha256 !== null) {
    const actual = await sha256Hex(data);
    if (actual !== sha256) throw new DocumentFileMismatchError(filePath, sha256, actual);
  }
  return data;
}

/** A file to save under its document's name (with the stored file's extension). */
export type NamedFile = StoredFile & { name: string };

/**
 * Downloads a file and saves it; the mutation's variables are the caller's own (a document, a
 * history file), and so is the toast of a failure (`failed`, given the saved file's name).
 */
export function useSaveLegalDocument<File extends NamedFile>(
  read: ReadDocumentFile,
  failed: (error: Error, fileName: string) => ToastText,
) {
  return useMutation({
    mutationFn: async (file: File) =>
      saveBlob(await downloadLegalDocumentFile(file, read), downloadFileName(file)),
    meta: mutationToasts<File>({ error: (error, file) => failed(error, downloadFileName(file)) }),
  });
}
