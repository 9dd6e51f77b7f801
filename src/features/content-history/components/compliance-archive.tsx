import { complianceArchiveCopy as copy, watchedTables } from "@/content/content-history";
import { useHistoryEntries } from "../api/get-history-entries";
import { historyFiltersFromForm, type ArchiveView } from "../filters";
import { ArchiveExportButton } from "./archive-export-button";
import { ChainStatus } from "./chain-status";
import { ExportButtons } from "./export-buttons";
import { HistoryEntryList } from "./history-entry-list";
import { HistoryFiltersForm } from "./history-filters-form";

interface ComplianceArchiveProps {
  /** The filters and page shown (the page keeps them in its URL). */
  view: ArchiveView;
  onViewChange: (view: ArchiveView) => void;
  currentUserId?: string;
}

/**
 * The Compliance archive: the chain's verification, every entry (filtered by table and days, paged,
 * newest first, each with its diff) and the export of the filtered range for an examiner.
 */
export function ComplianceArchive({ view, onViewChange, currentUserId }: ComplianceArchiveProps) {
  const filters = historyFiltersFromForm(view.form);
  const entries = useHistoryEntries(filters, view.page);
  return (
    <div className="mt-8 grid gap-6">
      <ChainStatus />
      <section
        aria-labelledby="archive-filters-heading"
        className="grid gap-5 rounded-lg border border-border bg-white p-4 shadow-card sm:p-5"
      >
        <h2 id="archive-filters-heading" className="text-base font-semibold text-navy-950">
          {copy.filters.heading}
        </h2>
        <HistoryFiltersForm
          applied={view.form}
          onApply={(form) => onViewChange({ form, page: 0 })}
        />
        <p className="text-sm font-medium text-navy-900" aria-live="polite">
          {copy.filters.applied(
            view.form.table === "all" ? copy.filters.allTables : watchedTables[view.form.table],
            view.form.fromDay,
            view.form.toDay,
          )}
        </p>
        <div className="grid gap-3 border-t border-border pt-4">
          <h3 className="text-sm font-semibold text-navy-950">{copy.export.heading}</h3>
          <p className="max-w-prose text-sm text-navy-700">{copy.export.description}</p>
          <ExportButtons filters={filters} />
        </div>
        <ArchiveExportButton />
      </section>
      <section aria-labelledby="archive-entries-heading" className="grid gap-4">
        <h2 id="archive-entries-heading" className="text-xl font-semibold text-navy-950">
          {copy.entries.heading}
        </h2>
        <HistoryEntryList
          query={entries}
          onPageChange={(page) => onViewChange({ ...view, page })}
          listCopy={copy.list}
          empty={copy.entries.empty}
          copy={copy.entry}
          currentUserId={currentUserId}
        />
      </section>
    </div>
  );
}
