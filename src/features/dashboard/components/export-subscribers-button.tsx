import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useExportSubscribers } from "../api/export-subscribers";

function download(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads the newsletter list as CSV (email, source_path, consented_at). */
export function ExportSubscribersButton({ copy }: { copy: DashboardCopy["export"] }) {
  const exportCsv = useExportSubscribers();
  const run = async () => {
    try {
      const csv = await exportCsv.mutateAsync();
      if (csv === null) toast.info(copy.empty.title, { description: copy.empty.description });
      else download(copy.fileName, csv);
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
