import { FileDown } from "lucide-react";
import { BusyButton } from "@/components/ui/busy-button";
import { complianceArchiveCopy } from "@/content/content-history";
import { useHistoryExport } from "../api/export-history";
import type { ExportFormat } from "../export-files";
import type { HistoryFilters } from "../filters";

const copy = complianceArchiveCopy.export;

/** Saves every entry matching `filters` (all pages) as a CSV or JSON file with the hashes. */
export function ExportButtons({ filters }: { filters: HistoryFilters }) {
  const exportHistory = useHistoryExport();
  const start = (format: ExportFormat) => exportHistory.mutate({ filters, format });
  const busy = exportHistory.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(["csv", "json"] as const).map((format) => (
        <BusyButton key={format} variant="outline" unavailable={busy} onClick={() => start(format)}>
          <FileDown aria-hidden="true" />
          {format === "csv" ? copy.csv : copy.json}
        </BusyButton>
      ))}
      <p className="text-sm text-navy-700" role="status">
        {busy ? copy.busy : ""}
      </p>
    </div>
  );
}
