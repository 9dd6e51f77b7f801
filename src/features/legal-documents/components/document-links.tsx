import { Download, FileText } from "lucide-react";
import { IconTile } from "@/components/sections/icon-tile";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { cn } from "@/lib/utils";
import { formatFileSize, type PublicDocument } from "../documents";

export type DocumentSlot = {
  type: string;
  title: string;
  /** What the document is (the page's published words). */
  description: string;
  /** The newest active document of the type, as the build kept it; none: 'Document Not Available'. */
  document: PublicDocument | undefined;
};

type DocumentLinksProps = {
  slots: readonly DocumentSlot[];
  labels: { download: string; unavailable: string };
};

/** /adv's documents, one card per type, each with its PDF's link (the file is in the build). */
export function DocumentLinks({ slots, labels }: DocumentLinksProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {slots.map(({ type, title, description, document }) => (
        <li key={type}>
          <Card className="flex h-full flex-col p-6 md:p-7">
            <div className="flex items-start gap-4">
              <IconTile icon={FileText} />
              <div className="min-w-0">
                <Heading level={3} size="xl" className="leading-snug md:text-2xl">
                  {title}
                </Heading>
                {document && (
                  <p className="mt-1 text-sm text-muted-foreground">
                    {document.name} · PDF, {formatFileSize(document.bytes)}
                  </p>
                )}
              </div>
            </div>
            <p className="mt-4 leading-7 text-muted-foreground">
              <InlineMarkdown text={description} />
            </p>
            <div className="mt-auto pt-6">
              {document ? (
                <DocumentDownloadLink
                  document={document}
                  title={title}
                  label={labels.download}
                  className="w-full sm:w-auto"
                />
              ) : (
                <span
                  aria-disabled="true"
                  className={cn(
                    buttonVariants({ variant: "outline" }),
                    "w-full cursor-not-allowed opacity-60 sm:w-auto",
                  )}
                >
                  {labels.unavailable} <span className="sr-only">{title}</span>
                </span>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A PDF the build kept beside the pages, saved under its name. */
export function DocumentDownloadLink({
  document,
  title,
  label,
  size,
  className,
}: {
  document: PublicDocument;
  /** What the document is, for screen readers ("Download Form CRS"). */
  title: string;
  label: string;
  size?: "lg";
  className?: string;
}) {
  return (
    <a
      href={document.href}
      download={document.fileName}
      type="application/pdf"
      className={cn(buttonVariants({ variant: "primary", size }), className)}
    >
      <Download aria-hidden="true" />
      {label} <span className="sr-only">{title}</span>
    </a>
  );
}
