import { useMutation } from "@tanstack/react-query";
import { downloadPublicFile } from "@/lib/public-supabase";
import type { LegalDocument } from "../documents";
import { LEGAL_DOCUMENTS_BUCKET } from "./keys";

/** Fetches the file of a document; the public pages and the admin area each pass their own. */
export type DownloadLegalDocument = (document: LegalDocument) => Promise<Blob>;

/**
 * The file of an active document, as anyone may read it (the storage policies): one fetch, without
 * supabase-js, for /adv and /crs.
 */
export const downloadActiveLegalDocument: DownloadLegalDocument = (document) =>
  downloadPublicFile(LEGAL_DOCUMENTS_BUCKET, document.file_path);

export function useDownloadLegalDocument(download: DownloadLegalDocument) {
  return useMutation({ mutationFn: download });
}
