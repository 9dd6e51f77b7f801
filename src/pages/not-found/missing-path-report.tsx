import { useEffect } from "react";
import { notFoundCopy } from "@/content/navigation";
import { island } from "@/lib/island";

/** Logs the path a visitor asked for (spec): only the browser knows it, the page is one for all. */
function ReportMissingPath() {
  useEffect(() => {
    console.error(notFoundCopy.logMessage, window.location.pathname);
  }, []);
  return null;
}

export const MissingPathReport = island(ReportMissingPath);
