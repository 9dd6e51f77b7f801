import type { ButtonProps } from "@/components/ui/button";
import type { LegalDocument } from "../documents";
import { useDownloadAndSaveDocument } from "../hooks/use-download-and-save-document";
import { DocumentDownloadButton } from "./document-download-button";

/** Download of a document that exists, saved under its name (a failure is a toast). */
export function SaveDocumentButton({
  document,
  ...buttonProps
}: Pick<ButtonProps, "variant" | "size" | "className"> & { document: LegalDocument }) {
  const { downloadAndSave, downloadingId } = useDownloadAndSaveDocument();
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
