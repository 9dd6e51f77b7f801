import { useEffect } from "react";
import { toast } from "sonner";
import { advPage } from "@/content/adv";
import { useDownloadLegalDocument, useNewestLegalDocuments } from "../api";
import { downloadFileName, saveBlob } from "@/lib/downloads";
import type { LegalDocument } from "../documents";
import { LegalDocumentList } from "./legal-document-list";

/** The /adv downloads: the newest active document of each type, saved under its name on click. */
export function LegalDocumentDownloads() {
  const { data, error, isPending } = useNewestLegalDocuments();
  const download = useDownloadLegalDocument();

  useEffect(() => {
    if (!error) return;
    console.error("Could not load the legal documents:", error);
    toast.error(advPage.loadFailed.title, { description: advPage.loadFailed.description });
  }, [error]);

  const startDownload = (document: LegalDocument) =>
    download.mutate(document, {
      onSuccess: (file) => saveBlob(file, downloadFileName(document)),
      onError: (downloadError) => {
        console.error(`Could not download ${document.file_path}:`, downloadError);
        toast.error(advPage.downloadFailed);
      },
    });

  return (
    <LegalDocumentList
      documents={data}
      isLoading={isPending}
      downloadingId={download.isPending ? download.variables.id : undefined}
      onDownload={startDownload}
    />
  );
}
