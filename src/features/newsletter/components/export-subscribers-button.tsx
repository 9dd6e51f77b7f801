import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { CSV_MIME_TYPE } from "@/lib/csv";
import { saveBlob } from "@/lib/downloads";
import { useExportSubscribers } from "../api/export-subscribers";

/** Downloads the newsletter list as CSV (email, source_path, consented_at). */
export function ExportSubscribersButton({ copy }: { copy: DashboardCopy["export"] }) {
  const exportCsv = useExportSubscribers();
  const run = async () => {
    try {
      const csv = await exportCsv.mutateAsync();
      if (csv === null) toast.info(copy.empty.title, { description: copy.empty.description });
      else saveBlob(new Blob([csv], { type: CSV_MIME_TYPE }), copy.fileName);
    } catch (error) {
      console.error("Exporting the subscribers failed", error);
      toast.error(copy.failed.title, { description: copy.failed.description });
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={exportCsv.isPending}>
      <Download className="size-4" aria-hidden="true" />
      {exportCsv.isPending ? copy.busy : copy.button}
    </Button>
  );
}
