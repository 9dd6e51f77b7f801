import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { LegalDocument } from "../documents";
import { LEGAL_DOCUMENTS_BUCKET } from "./keys";

/** The file of `document` from the private bucket (storage policies: active ones, or any for admins). */
export async function downloadLegalDocumentFile(document: LegalDocument): Promise<Blob> {
  const { data, error } = await supabase.storage
    .from(LEGAL_DOCUMENTS_BUCKET)
    .download(document.file_path);
  if (error) throw error;
  return data;
}

export function useDownloadLegalDocument() {
  return useMutation({ mutationFn: downloadLegalDocumentFile });
}
