import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { HistoryEntryCopy } from "@/content/content-history";
import { downloadFileName } from "@/lib/downloads";
import { useSaveArchivedFile } from "../api/save-archived-file";
import type { ArchivedFile } from "../documents";

/** The button that saves a version's stored file (save-archived-file.ts). */
export function ArchivedFileButton({ file, copy }: { file: ArchivedFile; copy: HistoryEntryCopy }) {
  const download = useSaveArchivedFile();
  const stored = { name: file.name, file_path: file.filePath, sha256: file.sha256 };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => download.mutate(stored)}
      aria-busy={download.isPending || undefined}
      className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left"
    >
      <Download aria-hidden="true" />
      <span className="min-w-0 break-all">{copy.downloadFile(downloadFileName(stored))}</span>
    </Button>
  );
}
