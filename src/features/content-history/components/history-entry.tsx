import { Badge } from "@/components/ui/badge";
import {
  historyOperationLabels,
  watchedTables,
  type HistoryEntryCopy,
  type WatchedTable,
} from "@/content/content-history";
import type { HistoryEntry } from "../api/select-history";
import type { Actor } from "../actors";
import { entryItemName } from "../diff";
import { archivedFiles } from "../documents";
import { formatInstant } from "@/lib/instants";
import { ArchivedFileButton } from "./archived-file-button";
import { FieldChanges } from "./field-changes";
import { ActorName } from "./person-name";

const tableLabel = (table: string) => watchedTables[table as WatchedTable] ?? table;

export interface HistoryEntryViewProps {
  entry: HistoryEntry;
  /** Who made the change, as the directory knows them. */
  actor: Actor;
  copy: HistoryEntryCopy;
  /** The signed-in admin's id: their own entries say so. */
  currentUserId?: string;
  headingLevel?: 3 | 4 | 5;
}

/** One entry: what happened to which item, when and by whom, the fields' diff, files and hashes. */
export function HistoryEntryView({
  entry,
  actor,
  copy,
  currentUserId,
  headingLevel = 3,
}: HistoryEntryViewProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `history-entry-${entry.id}`;
  const files = archivedFiles(entry);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-white p-4 shadow-card sm:p-5"
    >
      <header className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-navy-700">
          <Badge variant="neutral">{historyOperationLabels[entry.operation]}</Badge>
          <span>{tableLabel(entry.table_name)}</span>
          <span aria-hidden="true">·</span>
          <span>{copy.entry(entry.id)}</span>
        </div>
        <Heading
          id={headingId}
          className="font-display [overflow-wrap:anywhere] text-lg font-semibold text-navy-950"
        >
          {historyOperationLabels[entry.operation]}: {entryItemName(entry)}
        </Heading>
        <p className="text-sm text-navy-700">
          <time dateTime={entry.occurred_at}>{formatInstant(entry.occurred_at)}</time>
          {" · "}
          {copy.by} <ActorName actor={actor} copy={copy} />
          {entry.actor !== null && entry.actor === currentUserId && ` ${copy.you}`}
        </p>
        <p className="text-xs text-navy-600">
          {copy.record} <code className="break-all font-mono">{entry.row_id}</code>
        </p>
      </header>
      <FieldChanges entry={entry} copy={copy} />
      {files.length > 0 && (
        <div className="grid gap-2">
          <span className="text-sm font-semibold text-navy-900">{copy.file}</span>
          {files.map((file) => (
            <div key={file.filePath} className="grid justify-items-start gap-1">
              <ArchivedFileButton file={file} copy={copy} />
              <p className="text-xs text-navy-700">
                {copy.fileHash}{" "}
                {file.sha256 ? (
                  <code className="break-all font-mono">{file.sha256}</code>
                ) : (
                  copy.fileHashNotRecorded
                )}
              </p>
            </div>
          ))}
        </div>
      )}
      <details className="text-xs text-navy-700">
        <summary className="w-fit cursor-pointer rounded-sm font-semibold text-navy-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {copy.hashes}
        </summary>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold">{copy.hash}</dt>
          <dd>
            <code className="break-all font-mono">{entry.hash}</code>
          </dd>
          <dt className="font-semibold">{copy.prevHash}</dt>
          <dd>
            <code className="break-all font-mono">{entry.prev_hash}</code>
          </dd>
        </dl>
      </details>
    </article>
  );
}
