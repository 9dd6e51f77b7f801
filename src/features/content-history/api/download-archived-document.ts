import { useMutation } from "@tanstack/react-query";
import { sha256Hex } from "@/lib/sha256";
import { supabase } from "@/lib/supabase";

/** The private bucket of the legal documents' files; no file is ever deleted from it. */
const LEGAL_DOCUMENTS_BUCKET = "legal-documents";

/** The stored file is not the one whose SHA-256 the document recorded when it was uploaded. */
export class ArchivedFileMismatchError extends Error {
  constructor(
    readonly filePath: string,
    readonly recorded: string,
    readonly actual: string,
  ) {
    super(`${filePath}: SHA-256 ${actual}, recorded ${recorded}`);
  }
}

/**
 * A legal document's stored file, by its path in the bucket, whether the document is still active,
 * deleted or replaced (the storage policies let admins read every file there), checked against the
 * SHA-256 its document recorded, if it recorded one.
 */
export async function downloadArchivedDocument({
  filePath,
  sha256,
}: {
  filePath: string;
  sha256: string | null;
}): Promise<Blob> {
  const { data, error } = await supabase.storage.from(LEGAL_DOCUMENTS_BUCKET).download(filePath);
  if (error) throw error;
  if (sha256 !== null) {
    const actual = await sha256Hex(data);
    if (actual !== sha256) throw new ArchivedFileMismatchError(filePath, sha256, actual);
  }
  return data;
}

export function useArchivedDocumentDownload() {
  return useMutation({ mutationFn: downloadArchivedDocument });
}
