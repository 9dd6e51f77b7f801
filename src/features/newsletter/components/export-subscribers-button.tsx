import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DashboardCopy } from "@/content/admin/dashboard";
import { useExportSubscribers } from "../api/export-subscribers";

/** Downloads the newsletter list as CSV (email, source_path, consented_at). */
export function ExportSubscribersButton({ copy }: { copy: DashboardCopy["export"] }) {
  const exportCsv = useExportSubscribers();
  return (
    <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <Download className="size-4" aria-hidden="true" />
      {exportCsv.isPending ? copy.busy : copy.button}
    </Button>
  );
}
