import { queryOptions, useQuery } from "@tanstack/react-query";
import { documentsCopy } from "@/content/admin/documents";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { documentColumns, type DocumentVersion } from "../documents";
import { legalDocumentKeys } from "./keys";

/** Every document, retired ones too, newest first (row-level security shows them to admins only). */
export const getDocumentVersions = ({ signal }: { signal?: AbortSignal } = {}): Promise<
  DocumentVersion[]
> =>
  runQuery(
    supabase
      .from("legal_documents")
      .select(`${documentColumns}, is_active`)
      .order("created_at", { ascending: false }),
    signal,
  );

const documentVersionsQueryOptions = () =>
  queryOptions({
    queryKey: legalDocumentKeys.versions(),
    queryFn: ({ signal }) => getDocumentVersions({ signal }),
    meta: { loadFailed: () => documentsCopy.toasts.loadFailed },
  });

export function useDocumentVersions() {
  return useQuery(documentVersionsQueryOptions());
}
