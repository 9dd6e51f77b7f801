import { documentsCopy } from "@/content/admin/documents";
import { useSaveLegalDocument, type ReadDocumentFile } from "../api/download-document";
import type { LegalDocument } from "../documents";

/** Downloads a document's file with `read` and saves it under the document's name. */
export function useDownloadAndSaveDocument(read: ReadDocumentFile) {
  const download = useSaveLegalDocument<LegalDocument>(read, () => ({
    title: documentsCopy.downloadFailed,
  }));
  return {
    downloadAndSave: (document: LegalDocument) => download.mutate(document),
    downloadingId: download.isPending ? download.variables.id : undefined,
  };
}
