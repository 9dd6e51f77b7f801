import { useMutation } from "@tanstack/react-query";
import { complianceArchiveCopy } from "@/content/content-history";
import { saveBlob } from "@/lib/downloads";
import { mutationToasts } from "@/lib/mutation-toasts";
import { runQuery } from "@/lib/run-query";
import { supabase } from "@/lib/supabase";
import { readActorDirectory } from "../actors";
import { buildExportFile, type ExportFile, type ExportFormat } from "../export-files";
import type { HistoryFilters } from "../filters";
import { selectHistory, type HistoryEntry } from "./select-history";
import { verifyHistory } from "./verify-history";

/** Rows per request: Supabase's default max-rows. */
const CHUNK_SIZE = 1000;

/**
 * Every matching entry, oldest first, fetched in id order a chunk at a time. It stops at an empty
 * chunk, not a short one: a project whose max-rows is below the chunk size still gets everything.
 */
export async function getAllHistoryEntries({
  filters,
  chunkSize = CHUNK_SIZE,
  signal,
}: {
  filters: HistoryFilters;
  chunkSize?: number;
  signal?: AbortSignal;
}): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (;;) {
    const chunk = await runQuery(
      selectHistory(filters)
        .gt("id", entries.at(-1)?.id ?? 0)
        .order("id", { ascending: true })
        .limit(chunkSize),
      signal,
    );
    if (chunk.length === 0) return entries;
    entries.push(...chunk);
  }
}

/** The export of the filtered entries in one format, with the chain's state at the time. */
type HistoryExport = { filters: HistoryFilters; format: ExportFormat };

export async function exportHistory({ filters, format }: HistoryExport): Promise<ExportFile> {
  const verification = await verifyHistory();
  const entries = await getAllHistoryEntries({ filters });
  const actors = await readActorDirectory(supabase);
  return buildExportFile(format, entries, {
    filters,
    exportedAt: new Date(),
    verification,
    actors,
  });
}

const copy = complianceArchiveCopy.export;

/** Exports and saves the file, then says so. */
export function useHistoryExport() {
  return useMutation({
    mutationFn: async (request: HistoryExport) => {
      const file = await exportHistory(request);
      saveBlob(new Blob([file.content], { type: file.mimeType }), file.fileName);
      return file;
    },
    meta: mutationToasts<HistoryExport, ExportFile>({
      success: (_variables, { fileName }) => ({ title: copy.saved(fileName) }),
      error: () => ({ title: copy.failed }),
    }),
  });
}
