import { Download, FileText, LoaderCircle } from "lucide-react";
import { IconTile } from "@/components/sections/icon-tile";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { advPage, type legalDocumentTypes } from "@/content/adv";
import { formatFileSize, type LegalDocument } from "../documents";

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
  const unavailable = !isLoading && !document;
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
        <Button
          variant={unavailable ? "outline" : "primary"}
          className="w-full sm:w-auto"
          disabled={isLoading || isDownloading || !document}
          aria-busy={isLoading || isDownloading}
          onClick={() => document && onDownload(document)}
        >
          {isLoading || isDownloading ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            !unavailable && <Download aria-hidden="true" />
          )}
          {unavailable
            ? advPage.unavailable
            : isDownloading
              ? advPage.downloading
              : advPage.download}
          <span className="sr-only"> {info.title}</span>
        </Button>
      </div>
    </Card>
  );
}
