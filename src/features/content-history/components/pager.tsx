import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { BusyButton } from "@/components/ui/busy-button";

export interface PagerCopy {
  previous: string;
  next: string;
  pagesLabel: string;
  page: (page: number, pageCount: number) => string;
}

/** Previous and next page under a list; `page` counts from 0. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  busy = false,
  copy,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Another page is loading: neither button acts. */
  busy?: boolean;
  copy: PagerCopy;
}) {
  return (
    <nav aria-label={copy.pagesLabel} className="flex items-center justify-between gap-3">
      <PageButton
        label={copy.previous}
        disabled={page === 0 || busy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </PageButton>
      <p className="text-sm text-navy-700">{copy.page(page + 1, pageCount)}</p>
      <PageButton
        label={copy.next}
        disabled={page + 1 >= pageCount || busy}
        onClick={() => onPageChange(page + 1)}
        iconAfter
      >
        <ChevronRight aria-hidden="true" />
      </PageButton>
    </nav>
  );
}

/** A BusyButton: on the last page it is unavailable but keeps the focus of a keyboard user. */
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
    <BusyButton variant="outline" size="sm" unavailable={disabled} onClick={onClick}>
      {!iconAfter && children}
      <span className="max-sm:sr-only">{label}</span>
      {iconAfter && children}
    </BusyButton>
  );
}
