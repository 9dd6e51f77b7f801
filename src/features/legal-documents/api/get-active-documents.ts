import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { runQuery } from "@/lib/run-query";
import { documentColumns, newestOfEachType, type LegalDocument } from "../documents";
import { legalDocumentKeys } from "./keys";

/** The active documents, newest first. */
export const getActiveLegalDocuments = ({ signal }: { signal?: AbortSignal } = {}): Promise<
  LegalDocument[]
> =>
  runQuery(
    supabase
      .from("legal_documents")
      .select(documentColumns)
      .eq("is_active", true)
      .order("created_at", { ascending: false }),
    signal,
  );

/** The newest active document of each type: the one the public page offers. */
export const newestLegalDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: legalDocumentKeys.active(),
    queryFn: ({ signal }) => getActiveLegalDocuments({ signal }),
    select: newestOfEachType,
  });

export function useNewestLegalDocuments() {
  return useQuery(newestLegalDocumentsQueryOptions());
}
