import { useEffect } from "react";
import { island } from "@/lib/island";

/** Logs the path a visitor asked for (spec): only the browser knows it, the page is one for all. */
function ReportMissingPath() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}

export const MissingPathReport = island(ReportMissingPath);
