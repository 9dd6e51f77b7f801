import { wideScreenQuery } from "@/lib/wide-screen";

// /crs's PDF viewer in the browser (pdf-viewer.tsx renders its markup: a link that opens the PDF
// whole): DOM code, not React. Where the browser has a PDF viewer (navigator.pdfViewerEnabled) and
// the screen is wide enough to read it there, the link gives way to the PDF in a frame; a window
// that narrows gets the link back. A phone, which has no viewer, keeps the link.

/** The frame, as wide as the page's column and 80 % of the screen's height. */
const frameClass = "h-[80vh] min-h-[32rem] w-full rounded-md border border-border bg-white";

/** Shows the PDF in the page while it can be read there, the link otherwise. */
export function startPdfViewer(element: HTMLElement): void {
  const box = element.querySelector<HTMLElement>("[data-pdf-frame-title]");
  const outsidePage = box?.firstElementChild;
  const link = outsidePage?.querySelector("a");
  if (!box || !outsidePage || !link) throw new Error("The PDF viewer has no link to its PDF");
  const frame = document.createElement("iframe");
  frame.src = link.getAttribute("href")!;
  frame.title = box.dataset.pdfFrameTitle!;
  frame.className = frameClass;
  const wide = window.matchMedia(wideScreenQuery);
  const show = () =>
    box.replaceChildren(wide.matches && navigator.pdfViewerEnabled ? frame : outsidePage);
  show();
  wide.addEventListener("change", show);
}
