import { useQuery } from "@tanstack/react-query";
import type { LegalDocument } from "../documents";
import { downloadLegalDocumentFile } from "./download-document";
import { legalDocumentKeys } from "./keys";

/**
 * An object URL of `document`'s file, to show in the page. A document's file never changes, so the
 * URL is made once and kept for the page's life (the browser frees it when the page is left).
 */
export function useLegalDocumentFileUrl(document: LegalDocument | undefined) {
  return useQuery({
    queryKey: legalDocumentKeys.file(document?.id ?? ""),
    queryFn: async () => URL.createObjectURL(await downloadLegalDocumentFile(document!)),
    enabled: document !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
