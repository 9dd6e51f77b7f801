import { ExternalLink } from "lucide-react";
import { island } from "@/lib/island";
import { useMediaQuery } from "@/lib/media-query";
import { wideScreenQuery } from "@/lib/wide-screen";

type PdfViewerProps = {
  /** The PDF's address on the site. */
  src: string;
  /** The frame's name for screen readers. */
  title: string;
  /** Above the link where the PDF does not show in the page. */
  outsidePage: string;
  /** The link's words. */
  open: string;
};

/**
 * Whether the PDF shows in the page: where the browser has a PDF viewer (navigator.pdfViewerEnabled)
 * and the screen is wide enough to read it there. A phone (which has no viewer) and a narrow window
 * get a link that opens it whole; so does the prerendered page, until the island hydrates.
 */
const usePdfInPage = () => useMediaQuery(wideScreenQuery) && navigator.pdfViewerEnabled;

function Pdf({ src, title, outsidePage, open }: PdfViewerProps) {
  // The frame's place is kept from the first paint on wide screens (CSS), so the frame that
  // replaces the link once hydrated moves nothing below it.
  return (
    <div className="md:min-h-[80vh]">
      {usePdfInPage() ? (
        <iframe
          src={src}
          title={title}
          className="h-[80vh] min-h-[32rem] w-full rounded-md border border-border bg-white"
        />
      ) : (
        <p className="text-navy-800">
          {outsidePage}{" "}
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-4"
          >
            {open}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      )}
    </div>
  );
}

/** An island of /crs: hydrated once the page is idle, it shows the PDF in the page where it can. */
export const PdfViewer = island(Pdf);
