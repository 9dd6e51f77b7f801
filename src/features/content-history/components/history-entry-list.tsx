import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Empty } from "@/components/ui/empty";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { HistoryListCopy } from "@/content/content-history";
import { firmTimeZone } from "@/lib/instants";
import { useActorDirectory } from "../api/get-actor-directory";
import { HISTORY_PAGE_SIZE, type HistoryPage } from "../api/get-history-entries";
import { resolveActor } from "../actors";
import { HistoryEntryView, type HistoryEntryViewProps } from "./history-entry";
import { Pager } from "./pager";

export interface HistoryEntryListProps extends Pick<
  HistoryEntryViewProps,
  "copy" | "currentUserId" | "headingLevel"
> {
  query: UseQueryResult<HistoryPage>;
  onPageChange: (page: number) => void;
  listCopy: HistoryListCopy;
  /** Said when no entry matches. */
  empty: string;
}

/**
 * A page of entries with its loading, error and empty states and the pager under it. Each entry's
 * actor is named from the admins' directory (the id until it has loaded, or if it cannot be).
 * After Previous or Next, the focus moves to the top of the new page, so a keyboard reads on from
 * its first entry.
 */
export function HistoryEntryList({
  query,
  onPageChange,
  listCopy,
  empty,
  ...entryProps
}: HistoryEntryListProps) {
  const { data, isPending, isPlaceholderData, isFetching, refetch } = query;
  const directory = useActorDirectory();
  const rangeRef = useRef<HTMLParagraphElement>(null);
  const pagedTo = useRef<number | null>(null);
  const shownPage = isPlaceholderData ? undefined : data?.page;
  useEffect(() => {
    if (shownPage === undefined || shownPage !== pagedTo.current) return;
    pagedTo.current = null;
    rangeRef.current?.focus();
  }, [shownPage]);

  if (isPending) return <Spinner label={listCopy.loading} className="py-10" />;
  // A failed first load; a failed refetch keeps the entries it has on screen.
  if (!data) {
    return (
      <LoadError
        message={listCopy.loadFailed}
        retry={{ label: listCopy.retry, onRetry: () => void refetch() }}
      />
    );
  }
  if (data.total === 0) {
    return <Empty>{empty}</Empty>;
  }
  const first = data.page * HISTORY_PAGE_SIZE + 1;
  const last = data.page * HISTORY_PAGE_SIZE + data.entries.length;
  const loadingOtherPage = isPlaceholderData && isFetching;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-sm text-navy-700">
        <p
          ref={rangeRef}
          tabIndex={-1}
          className="w-fit rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {listCopy.range(first, last, data.total)}
        </p>
        <p>{listCopy.timeZone(firmTimeZone)}</p>
      </div>
      <ol className="grid gap-4" aria-busy={loadingOtherPage || undefined}>
        {data.entries.map((entry) => (
          <li key={entry.id}>
            <HistoryEntryView
              entry={entry}
              actor={resolveActor(entry.actor, directory.data)}
              {...entryProps}
            />
          </li>
        ))}
      </ol>
      {data.pageCount > 1 && (
        <Pager
          page={data.page}
          pageCount={data.pageCount}
          onPageChange={(page) => {
            pagedTo.current = page;
            onPageChange(page);
          }}
          busy={loadingOtherPage}
          copy={listCopy}
        />
      )}
    </div>
  );
}
