import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { HistoryEntryCopy } from "@/content/content-history";
import {
  DocumentFileMismatchError,
  useDownloadAnyLegalDocument,
} from "@/features/legal-documents/admin";
import { downloadFileName, saveBlob } from "@/lib/downloads";
import type { ArchivedFile } from "../documents";

/**
 * Saves a legal document version's stored file, also of a deleted or replaced document, once it
 * matches the SHA-256 recorded at its upload; a file that does not is refused with an error.
 */
export function ArchivedFileButton({ file, copy }: { file: ArchivedFile; copy: HistoryEntryCopy }) {
  const download = useDownloadAnyLegalDocument();
  const fileName = downloadFileName({ name: file.name, file_path: file.filePath });
  const save = () =>
    download.mutate(
      { file_path: file.filePath, sha256: file.sha256 },
      {
        onSuccess: (blob) => saveBlob(blob, fileName),
        onError: (error) => {
          console.error(`Could not download ${file.filePath}:`, error);
          toast.error(
            error instanceof DocumentFileMismatchError
              ? copy.fileMismatch(fileName)
              : copy.downloadFailed,
          );
        },
      },
    );
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={save}
      aria-busy={download.isPending || undefined}
      className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left"
    >
      <Download aria-hidden="true" />
      <span className="min-w-0 break-all">{copy.downloadFile(fileName)}</span>
    </Button>
  );
}
