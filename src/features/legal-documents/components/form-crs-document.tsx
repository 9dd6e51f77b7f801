import { ExternalLink } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { formCrsDocumentType } from "@/content/adv";
import { formCrs } from "@/content/crs";
import { DataProviders } from "@/lib/data-providers";
import { island } from "@/lib/island";
import { useMediaQuery, wideScreenQuery } from "@/lib/media-query";
import { cn } from "@/lib/utils";
import { useNewestLegalDocuments } from "../api/get-active-documents";
import { useLegalDocumentFileUrl } from "../api/get-document-file";
import { formatPostedDate, type LegalDocument } from "../documents";
import { SaveDocumentButton } from "./save-document-button";

/** The PDF's frame, and its place while the file loads. */
const pdfFrameSize = "h-[80vh] min-h-[32rem]";

/**
 * Whether the PDF shows in the page: where the browser has a PDF viewer (navigator.pdfViewerEnabled)
 * and the screen is wide enough to read it there. A phone (which has no viewer) and a narrow window
 * get a link that opens it whole.
 */
const usePdfInPage = () => useMediaQuery(wideScreenQuery) && navigator.pdfViewerEnabled;

function FormCrsPdf({ document }: { document: LegalDocument }) {
  const { data: url, isError } = useLegalDocumentFileUrl(document);
  const inPage = usePdfInPage();
  if (isError)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {formCrs.loadFailed}
      </p>
    );
  // The frame's place is kept while the file loads, as the document's was (CurrentFormCrs).
  if (!url)
    return (
      <Spinner
        label={formCrs.loading}
        className={cn("items-start justify-start", inPage && pdfFrameSize)}
      />
    );
  if (!inPage)
    return (
      <p className="text-navy-800">
        {formCrs.pdfOutsidePage}{" "}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-4"
        >
          {formCrs.openPdf(document.name)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </p>
    );
  return (
    <iframe
      src={url}
      title={formCrs.documentFrameTitle(document.name)}
      className={cn(pdfFrameSize, "w-full rounded-md border border-border bg-white")}
    />
  );
}

/** The current Form CRS with its name, posting date, Download, summary of changes and the PDF. */
function CurrentFormCrs() {
  const { data, error, isPending } = useNewestLegalDocuments();
  const document = data?.get(formCrsDocumentType.type);
  // While it loads, the document's place is kept (on a wide screen with the PDF's 80vh frame, on a
  // narrow one about the height of its name, Download and link), in CSS alone, as the prerendered
  // page has it: what follows stays where it will be instead of being moved (a layout shift).
  if (isPending)
    return (
      <Spinner
        label={formCrs.loading}
        className="min-h-64 items-start justify-start md:min-h-[80vh]"
      />
    );
  if (error)
    return (
      <p role="alert" className="font-medium text-destructive">
        {formCrs.loadFailed}
      </p>
    );
  if (!document) return <p className="text-navy-800">{formCrs.unavailable}</p>;
  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl md:text-[1.75rem] md:leading-9">{document.name}</h2>
          <p className="mt-1 text-navy-700">
            {formCrs.posted(formatPostedDate(document.created_at))}
          </p>
        </div>
        <SaveDocumentButton document={document} size="lg" className="w-full sm:w-auto" />
      </div>
      {document.material_changes && (
        <section aria-labelledby="material-changes" className="max-w-prose">
          <h2 id="material-changes" className="text-xl">
            {formCrs.materialChanges}
          </h2>
          <p className="mt-3 whitespace-pre-line leading-7 text-navy-800">
            {document.material_changes}
          </p>
        </section>
      )}
      <FormCrsPdf document={document} />
    </div>
  );
}

/** An island of /crs: the document loads once the page is idle (lib/island.tsx). */
export const FormCrsDocument = island(function FormCrsDocument() {
  return (
    <DataProviders>
      <CurrentFormCrs />
    </DataProviders>
  );
});
