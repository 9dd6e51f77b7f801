import { supabase } from "@/lib/supabase";
import type { ToastText } from "@/lib/mutation-toasts";
import { useSaveLegalDocument, type NamedFile, type ReadDocumentFile } from "./download-document";
import { LEGAL_DOCUMENTS_BUCKET } from "./keys";

/** Any version's file, retired and replaced ones too, with the admin's session (storage policies). */
export const readAnyDocumentFile: ReadDocumentFile = async (filePath) => {
  const { data, error } = await supabase.storage.from(LEGAL_DOCUMENTS_BUCKET).download(filePath);
  if (error) throw error;
  return data;
};

/** The admin's download of any file the documents' history names, checked by its SHA-256, saved. */
export const useSaveAnyLegalDocument = <File extends NamedFile = NamedFile>(
  failed: (error: Error, fileName: string) => ToastText,
) => useSaveLegalDocument<File>(readAnyDocumentFile, failed);
