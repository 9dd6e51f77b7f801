import { island } from "@/lib/island";
import { reportMissingPath } from "./report-missing-path";

/** Nothing to show: the island is its DOM code, which logs the path once the page is idle. */
function NoMarkup() {
  return null;
}

export const MissingPathReport = island(NoMarkup, "idle", reportMissingPath);
