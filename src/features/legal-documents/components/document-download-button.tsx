import { Download, LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { documentsCopy } from "@/content/admin/documents";
import type { LegalDocument } from "../documents";

type DocumentDownloadButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** The document on offer; undefined while loading or when there is none. */
  document: LegalDocument | undefined;
  /** What the document is, for screen readers ("Download Form CRS"). */
  title: string;
  isLoading: boolean;
  isDownloading: boolean;
  onDownload: (document: LegalDocument) => void;
};

const { list } = documentsCopy;

/** Download, busy while loading or downloading, and 'Document Not Available' when there is none. */
export function DocumentDownloadButton({
  document,
  title,
  isLoading,
  isDownloading,
  onDownload,
  variant = "primary",
  ...buttonProps
}: DocumentDownloadButtonProps) {
  const unavailable = !isLoading && !document;
  return (
    <Button
      variant={unavailable ? "outline" : variant}
      disabled={isLoading || isDownloading || !document}
      aria-busy={isLoading || isDownloading}
      onClick={() => document && onDownload(document)}
      {...buttonProps}
    >
      {isLoading || isDownloading ? (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        !unavailable && <Download aria-hidden="true" />
      )}
      {unavailable ? list.unavailable : isDownloading ? list.downloading : list.download}{" "}
      <span className="sr-only">{title}</span>
    </Button>
  );
}
