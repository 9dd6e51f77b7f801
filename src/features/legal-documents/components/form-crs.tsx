import { Heading } from "@/components/ui/heading";
import { formatCalendarDate } from "@/content/firm-time-zone";
import { InlineMarkdown } from "@/lib/markdown";
import type { PublicDocument } from "../documents";
import { DocumentDownloadLink } from "./document-links";
import { PdfViewer } from "./pdf-viewer";

export type FormCrsLabels = {
  download: string;
  posted: string;
  unavailable: string;
  materialChanges: string;
  pdfOutsidePage: string;
  openPdf: string;
};

/** /crs's document: its name, the day it was posted, Download, its summary of changes, the PDF. */
export function FormCrs({
  document,
  title,
  labels,
}: {
  document: PublicDocument | undefined;
  title: string;
  labels: FormCrsLabels;
}) {
  if (!document)
    return (
      <p className="text-navy-800">
        <InlineMarkdown text={labels.unavailable} />
      </p>
    );
  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Heading level={2} size="2xl" className="md:text-[1.75rem] md:leading-9">
            {document.name}
          </Heading>
          <p className="mt-1 text-navy-700">
            {labels.posted} {formatCalendarDate(document.postedOn)}
          </p>
        </div>
        <DocumentDownloadLink
          document={document}
          title={title}
          label={labels.download}
          size="lg"
          className="w-full sm:w-auto"
        />
      </div>
      {document.materialChanges && (
        <section aria-labelledby="material-changes" className="max-w-prose">
          <Heading level={2} size="xl" id="material-changes">
            {labels.materialChanges}
          </Heading>
          <p className="mt-3 whitespace-pre-line leading-7 text-navy-800">
            {document.materialChanges}
          </p>
        </section>
      )}
      <PdfViewer
        src={document.href}
        title={`${document.name} (PDF)`}
        outsidePage={labels.pdfOutsidePage}
        open={`${labels.openPdf} ${document.name} (PDF)`}
      />
    </div>
  );
}
