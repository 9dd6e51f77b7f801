import { FileArchive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { complianceArchiveCopy } from "@/content/content-history";
import { useArchiveExport } from "../api/export-archive";

const copy = complianceArchiveCopy.archive;

/** Saves the whole record as one verifiable zip (archive/format.ts). */
export function ArchiveExportButton() {
  const exportArchive = useArchiveExport();
  const busy = exportArchive.isPending;
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <h3 className="text-sm font-semibold text-navy-950">{copy.heading}</h3>
      <p className="max-w-prose text-sm text-navy-700">{copy.description}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={() => {
            if (busy) return;
            exportArchive.mutate();
          }}
        >
          <FileArchive aria-hidden="true" />
          {copy.button}
        </Button>
        <p className="text-sm text-navy-700" role="status">
          {busy ? copy.busy : ""}
        </p>
      </div>
    </div>
  );
}
