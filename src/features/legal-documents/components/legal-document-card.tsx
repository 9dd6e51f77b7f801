import { FileText } from "lucide-react";
import { IconTile } from "@/components/sections/icon-tile";
import { Card } from "@/components/ui/card";
import type { legalDocumentTypes } from "@/content/adv";
import { formatFileSize, type LegalDocument } from "../documents";
import { DocumentDownloadButton } from "./document-download-button";

export type DocumentTypeInfo = (typeof legalDocumentTypes)[number];

type LegalDocumentCardProps = {
  info: DocumentTypeInfo;
  /** The newest active document of this type; undefined while loading or when there is none. */
  document: LegalDocument | undefined;
  isLoading: boolean;
  isDownloading: boolean;
  onDownload: (document: LegalDocument) => void;
};

/** One document type: what it is, the file on offer, and its download button. */
export function LegalDocumentCard({
  info,
  document,
  isLoading,
  isDownloading,
  onDownload,
}: LegalDocumentCardProps) {
  return (
    <Card className="flex h-full flex-col p-6 md:p-7">
      <div className="flex items-start gap-4">
        <IconTile icon={FileText} />
        <div className="min-w-0">
          <h3 className="text-xl leading-snug md:text-2xl">{info.title}</h3>
          {document && (
            <p className="mt-1 text-sm text-muted-foreground">
              {document.name} · PDF, {formatFileSize(document.file_size)}
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 leading-7 text-muted-foreground">{info.description}</p>
      <div className="mt-auto pt-6">
        <DocumentDownloadButton
          document={document}
          title={info.title}
          isLoading={isLoading}
          isDownloading={isDownloading}
          onDownload={onDownload}
          className="w-full sm:w-auto"
        />
      </div>
    </Card>
  );
}
