import { supabase } from "@/lib/supabase";
import type { DownloadLegalDocument } from "./download-document";
import { LEGAL_DOCUMENTS_BUCKET } from "./keys";

/** The file of any version, retired ones included, with the admin's session (storage policies). */
export const downloadAnyLegalDocument: DownloadLegalDocument = async (document) => {
  const { data, error } = await supabase.storage
    .from(LEGAL_DOCUMENTS_BUCKET)
    .download(document.file_path);
  if (error) throw error;
  return data;
};
