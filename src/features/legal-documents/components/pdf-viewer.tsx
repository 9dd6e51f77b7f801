import { ExternalLink } from "lucide-react";
import { island } from "@/lib/island";
import { startPdfViewer } from "./start-pdf-viewer";

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
 * The link that opens the PDF whole, as the prerenderer writes it; in the browser, where it can,
 * the island's DOM code (./start-pdf-viewer.ts) shows the PDF in the page instead, in a frame
 * titled `title`.
 */
function Pdf({ src, title, outsidePage, open }: PdfViewerProps) {
  // The frame's place is kept from the first paint on wide screens (CSS), so the frame that
  // replaces the link moves nothing below it.
  return (
    <div className="md:min-h-[80vh]" data-pdf-frame-title={title}>
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
    </div>
  );
}

/** An island of /crs: once the page is idle, its DOM code shows the PDF in the page where it can. */
export const PdfViewer = island(Pdf, "idle", startPdfViewer);
