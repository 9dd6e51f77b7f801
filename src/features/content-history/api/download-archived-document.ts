import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/** The private bucket of the legal documents' files; no file is ever deleted from it. */
const LEGAL_DOCUMENTS_BUCKET = "legal-documents";

/**
 * A legal document's stored file, by its path in the bucket, whether the document is still active,
 * deleted or replaced: the storage policies let admins read every file there.
 */
export async function downloadArchivedDocument({ filePath }: { filePath: string }): Promise<Blob> {
  const { data, error } = await supabase.storage.from(LEGAL_DOCUMENTS_BUCKET).download(filePath);
  if (error) throw error;
  return data;
}

export function useArchivedDocumentDownload() {
  return useMutation({ mutationFn: downloadArchivedDocument });
}
