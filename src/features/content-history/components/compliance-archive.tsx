import { Card, CardTitle } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
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
    <div className="mt-8 grid grid-cols-1 gap-6">
      <ChainStatus />
      <Card asChild className="grid gap-5 p-4 sm:p-5">
        <section aria-labelledby="archive-filters-heading">
          <CardTitle id="archive-filters-heading">{copy.filters.heading}</CardTitle>
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
            <Heading level={3} size="sm">
              {copy.export.heading}
            </Heading>
            <p className="max-w-prose text-sm text-navy-700">{copy.export.description}</p>
            <ExportButtons filters={filters} />
          </div>
          <ArchiveExportButton />
        </section>
      </Card>
      <section aria-labelledby="archive-entries-heading" className="grid gap-4">
        <Heading level={2} size="xl" id="archive-entries-heading" className="font-semibold">
          {copy.entries.heading}
        </Heading>
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
