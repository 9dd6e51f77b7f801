import { LegalPage } from "@/components/sections/legal-page";
import { formCrs } from "@/content/crs";
import { FormCrsDownload } from "@/features/legal-documents";

/** /crs: the demo summary, and the newest active Form CRS to download (issue 11). */
export default function CrsPage() {
  return <LegalPage text={formCrs} actions={<FormCrsDownload />} />;
}
