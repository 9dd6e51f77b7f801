// What a visitor's browser loads of this feature: /crs's PDF viewer (src/app/public/islands.ts).
export { PdfViewer } from "./components/pdf-viewer";
