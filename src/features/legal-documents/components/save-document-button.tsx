import type { ButtonProps } from "@/components/ui/button";
import type { ReadDocumentFile } from "../api/download-document";
import type { LegalDocument } from "../documents";
import { useDownloadAndSaveDocument } from "../hooks/use-download-and-save-document";
import { DocumentDownloadButton } from "./document-download-button";

/**
 * Download of a document that exists, saved under its name (a failure is a toast); read with `read`
 * (the admin's, any version).
 */
export function SaveDocumentButton({
  document,
  read,
  ...buttonProps
}: Pick<ButtonProps, "variant" | "size" | "className"> & {
  document: LegalDocument;
  read: ReadDocumentFile;
}) {
  const { downloadAndSave, downloadingId } = useDownloadAndSaveDocument(read);
  return (
    <DocumentDownloadButton
      document={document}
      title={document.name}
      isLoading={false}
      isDownloading={document.id === downloadingId}
      onDownload={downloadAndSave}
      {...buttonProps}
    />
  );
}
