import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateHistory } from "@/features/content-history";
import { supabase } from "@/lib/supabase";
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

export function useRetireLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireLegalDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: legalDocumentKeys.all }),
        invalidateHistory(queryClient),
      ]),
  });
}
