import { toast } from "sonner";
import { documentsCopy } from "@/content/admin/documents";
import { useDownloadLegalDocument, type ReadDocumentFile } from "../api/download-document";
import { downloadFileName, saveBlob } from "@/lib/downloads";
import type { LegalDocument } from "../documents";

/**
 * Downloads a document's file with `read` and saves it under the document's name; a failure is a
 * toast.
 */
export function useDownloadAndSaveDocument(read: ReadDocumentFile) {
  const download = useDownloadLegalDocument<LegalDocument>(read);
  const downloadAndSave = (document: LegalDocument) =>
    download.mutate(document, {
      onSuccess: (file) => saveBlob(file, downloadFileName(document)),
      onError: (error) => {
        console.error(`Could not download ${document.file_path}:`, error);
        toast.error(documentsCopy.downloadFailed);
      },
    });
  return { downloadAndSave, downloadingId: download.isPending ? download.variables.id : undefined };
}
