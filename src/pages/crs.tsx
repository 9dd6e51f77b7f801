import { LegalPage } from "@/components/sections/legal-page";
import { formCrs } from "@/content/crs";
import { FormCrsDownload } from "@/features/legal-documents";

/**
 * /crs: the demo summary, and the newest active Form CRS to download (issue 11). On a phone the
 * button has a line of its own, so its longer labels ("Document Not Available") never move the page.
 */
export default function CrsPage() {
  return <LegalPage text={formCrs} actions={<FormCrsDownload className="w-full sm:w-auto" />} />;
}
