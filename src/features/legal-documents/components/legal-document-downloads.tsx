import { useEffect } from "react";
import { advPage } from "@/content/adv";
import { DataProviders } from "@/lib/data-providers";
import { island } from "@/lib/island";
import { showToast } from "@/lib/lazy-toast";
import { useNewestLegalDocuments } from "../api/get-active-documents";
import { useDownloadAndSaveDocument } from "../hooks/use-download-and-save-document";
import { LegalDocumentList } from "./legal-document-list";

/** Reports a failed load of the public documents as the spec's 'Error' toast. */
function useReportLoadFailure(error: Error | null) {
  useEffect(() => {
    if (!error) return;
    console.error("Could not load the legal documents:", error);
    showToast((toast) =>
      toast.error(advPage.loadFailed.title, { description: advPage.loadFailed.description }),
    );
  }, [error]);
}

/** The /adv downloads: the newest active document of each type, saved under its name on click. */
function AdvDownloads() {
  const { data, error, isPending } = useNewestLegalDocuments();
  const { downloadAndSave, downloadingId } = useDownloadAndSaveDocument();
  useReportLoadFailure(error);
  return (
    <LegalDocumentList
      documents={data}
      isLoading={isPending}
      downloadingId={downloadingId}
      onDownload={downloadAndSave}
    />
  );
}

/** An island of /adv: the documents load once the page is idle (lib/island.tsx). */
export const LegalDocumentDownloads = island(function LegalDocumentDownloads() {
  return (
    <DataProviders>
      <AdvDownloads />
    </DataProviders>
  );
});
