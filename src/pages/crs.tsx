import { PageHeader } from "@/components/sections/page-header";
import { usePageTitle } from "@/lib/page-title";
import { formCrs } from "@/content/crs";
import { FormCrsDocument } from "@/features/legal-documents";

/** /crs: the current Form CRS as the firm posted it (issue 22). */
export default function CrsPage() {
  usePageTitle(formCrs.title);
  return (
    <>
      <PageHeader eyebrow={formCrs.eyebrow} title={formCrs.heading} lead={formCrs.lead} />
      <div className="container py-section-sm md:py-section">
        <FormCrsDocument />
        <p className="mt-8 max-w-prose text-sm leading-6 text-navy-700">{formCrs.investorGov}</p>
      </div>
    </>
  );
}
