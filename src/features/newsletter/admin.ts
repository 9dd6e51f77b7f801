// The subscriber list's export (the dashboard): kept out of index.ts, which public pages import.
export { ExportSubscribersButton } from "./components/export-subscribers-button";
