import { useId, useState } from "react";
import type { ItemHistoryCopy, WatchedTable } from "@/content/content-history";
import { useHistoryEntries } from "../api/get-history-entries";
import { HistoryEntryList } from "./history-entry-list";

export interface ItemHistoryProps {
  table: WatchedTable;
  /** The item's id (recommended_resources.id, legal_documents.id). */
  rowId: string;
  copy: ItemHistoryCopy;
  /** The signed-in admin's id: their own changes say so. */
  currentUserId?: string;
  /** The level of this section's heading; each entry's is one below. */
  headingLevel?: 2 | 3 | 4;
}

/** One item's history, newest first: who changed it, when, and each field before and after. */
export function ItemHistory({
  table,
  rowId,
  copy,
  currentUserId,
  headingLevel = 2,
}: ItemHistoryProps) {
  const [page, setPage] = useState(0);
  const query = useHistoryEntries({ table, rowId }, page);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-semibold text-navy-950">
        {copy.heading}
      </Heading>
      <HistoryEntryList
        query={query}
        onPageChange={setPage}
        listCopy={copy.list}
        empty={copy.empty}
        copy={copy.entry}
        currentUserId={currentUserId}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />
    </section>
  );
}
