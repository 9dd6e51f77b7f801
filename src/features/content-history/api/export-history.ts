import { useMutation } from "@tanstack/react-query";
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
export async function exportHistory({
  filters,
  format,
}: {
  filters: HistoryFilters;
  format: ExportFormat;
}): Promise<ExportFile> {
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

export function useHistoryExport() {
  return useMutation({ mutationFn: exportHistory });
}
