import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsCopy } from "@/content/admin/documents";
import { documentTypeTitle, formCrsDocumentType } from "@/content/document-types";
import { mutationToasts } from "@/lib/mutation-toasts";
import { sha256Hex } from "@/lib/sha256";
import { supabase } from "@/lib/supabase";
import type { DocumentUploadValues } from "../schemas";
import { LEGAL_DOCUMENTS_BUCKET, legalDocumentKeys } from "./keys";

/**
 * Stores the PDF as {document_type}-{timestamp}.pdf, then its record with the file's SHA-256 (taken
 * here, before the upload, so the record vouches for the bytes the admin picked; the record cannot
 * change afterwards). When the record is refused, the file is removed again (the bucket lets an
 * admin delete a file no document names), so a failed upload leaves neither a row nor an orphaned
 * file.
 */
export async function uploadLegalDocument({
  file,
  document_type,
  name,
  material_changes,
}: DocumentUploadValues): Promise<void> {
  const sha256 = await sha256Hex(file);
  const filePath = `${document_type}-${Date.now()}.pdf`;
  const bucket = supabase.storage.from(LEGAL_DOCUMENTS_BUCKET);
  const { error: uploadError } = await bucket.upload(filePath, file, {
    contentType: "application/pdf",
    upsert: false,
  });
  if (uploadError) throw uploadError;
  const { error } = await supabase.from("legal_documents").insert({
    name,
    document_type,
    file_path: filePath,
    file_size: file.size,
    mime_type: "application/pdf",
    sha256,
    material_changes:
      document_type === formCrsDocumentType.type && material_changes !== ""
        ? material_changes
        : null,
  });
  if (error) {
    const { error: cleanupError } = await bucket.remove([filePath]);
    if (cleanupError)
      console.error(`Could not remove the orphaned file ${filePath}:`, cleanupError);
    throw error;
  }
}

const { uploaded, uploadFailed } = documentsCopy.toasts;

export function useUploadLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLegalDocument,
    meta: mutationToasts<DocumentUploadValues>({
      recordedInHistory: true,
      success: ({ name, document_type }) => ({
        title: uploaded.title,
        description: uploaded.description(name, documentTypeTitle(document_type)),
      }),
      error: (error) => ({
        title: uploadFailed.title,
        description: `${uploadFailed.description}: ${error.message}`,
      }),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalDocumentKeys.all }),
  });
}
