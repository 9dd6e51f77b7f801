import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { HistoryListCopy } from "@/content/content-history";
import { HISTORY_PAGE_SIZE, type HistoryPage } from "../api/get-history-entries";
import { HistoryEntryView, type HistoryEntryViewProps } from "./history-entry";

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

/** A page of entries with its loading, error and empty states and the pager under it. */
export function HistoryEntryList({
  query,
  onPageChange,
  listCopy,
  empty,
  ...entryProps
}: HistoryEntryListProps) {
  const { data, isPending, isPlaceholderData, isFetching, refetch } = query;
  if (isPending) return <Spinner label={listCopy.loading} className="py-10" />;
  // A failed first load; a failed refetch keeps the entries it has on screen.
  if (!data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-900"
      >
        <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">{listCopy.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {listCopy.retry}
        </Button>
      </div>
    );
  }
  if (data.total === 0) {
    return (
      <p className="rounded-lg border border-dashed border-navy-200 bg-white p-6 text-center text-sm text-navy-700">
        {empty}
      </p>
    );
  }
  const first = data.page * HISTORY_PAGE_SIZE + 1;
  const last = data.page * HISTORY_PAGE_SIZE + data.entries.length;
  const loadingOtherPage = isPlaceholderData && isFetching;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-700" aria-live="polite">
        {listCopy.range(first, last, data.total)}
      </p>
      <ol className="grid gap-4" aria-busy={loadingOtherPage || undefined}>
        {data.entries.map((entry) => (
          <li key={entry.id}>
            <HistoryEntryView entry={entry} {...entryProps} />
          </li>
        ))}
      </ol>
      {data.pageCount > 1 && (
        <nav aria-label={listCopy.pagesLabel} className="flex items-center justify-between gap-3">
          <PageButton
            label={listCopy.previous}
            disabled={data.page === 0 || loadingOtherPage}
            onClick={() => onPageChange(data.page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </PageButton>
          <p className="text-sm text-navy-700">{listCopy.page(data.page + 1, data.pageCount)}</p>
          <PageButton
            label={listCopy.next}
            disabled={data.page + 1 >= data.pageCount || loadingOtherPage}
            onClick={() => onPageChange(data.page + 1)}
            iconAfter
          >
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </nav>
      )}
    </div>
  );
}

/** aria-disabled rather than disabled: the button keeps the focus of a keyboard user on the last page. */
function PageButton({
  label,
  disabled,
  onClick,
  iconAfter = false,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  iconAfter?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={disabled || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {!iconAfter && children}
      <span className="max-sm:sr-only">{label}</span>
      {iconAfter && children}
    </Button>
  );
}
