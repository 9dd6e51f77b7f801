import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsCopy } from "@/content/admin/documents";
import { mutationToasts } from "@/lib/mutation-toasts";
import { supabase } from "@/lib/supabase";
import type { LegalDocument } from "../documents";
import { legalDocumentKeys } from "./keys";

/** The soft delete: the document is no longer offered; its row and file are kept. */
export async function retireLegalDocument(id: string): Promise<void> {
  const { data, error } = await supabase
    .from("legal_documents")
    .update({ is_active: false })
    .eq("id", id)
    .select("id");
  if (error) throw error;
  // Row-level security lets only an admin retire a document; anyone else changes no row.
  if (data.length === 0) throw new Error("The document could not be retired.");
}

type RetiredDocument = Pick<LegalDocument, "id" | "name">;
const { retired, retireFailed } = documentsCopy.toasts;

/** Retires the document; its name is for the toasts. */
export function useRetireLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: RetiredDocument) => retireLegalDocument(document.id),
    meta: mutationToasts<RetiredDocument>({
      recordedInHistory: true,
      success: ({ name }) => ({ title: retired.title, description: retired.description(name) }),
      error: () => retireFailed,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalDocumentKeys.all }),
  });
}
