import { FileArchive } from "lucide-react";
import { BusyButton } from "@/components/ui/busy-button";
import { Heading } from "@/components/ui/heading";
import { complianceArchiveCopy } from "@/content/content-history";
import { useArchiveExport } from "../api/export-archive";

const copy = complianceArchiveCopy.archive;

/** Saves the whole record as one verifiable zip (archive/format.ts). */
export function ArchiveExportButton() {
  const exportArchive = useArchiveExport();
  const busy = exportArchive.isPending;
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <Heading level={3} size="sm">
        {copy.heading}
      </Heading>
      <p className="max-w-prose text-sm text-navy-700">{copy.description}</p>
      <p className="max-w-prose text-sm text-navy-700">
        {copy.verifier.before}{" "}
        <code className="rounded bg-navy-50 px-1 font-mono text-navy-950 [overflow-wrap:anywhere]">
          {copy.verifier.command}
        </code>{" "}
        {copy.verifier.after}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <BusyButton variant="outline" unavailable={busy} onClick={() => exportArchive.mutate()}>
          <FileArchive aria-hidden="true" />
          {copy.button}
        </BusyButton>
        <p className="text-sm text-navy-700" role="status">
          {busy ? copy.busy : ""}
        </p>
      </div>
    </div>
  );
}
