import { PageHeader } from "@/components/sections/page-header";
import { formCrsDocumentType } from "@/content/document-types";
import { FormCrs } from "@/features/legal-documents";
import { usePage, useSiteData } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";
import { usePageTitle } from "@/lib/page-title";

/** /crs: the current Form CRS as the firm posted it, as the build kept it. */
export default function CrsPage() {
  const content = usePage("crs");
  usePageTitle(content.title);
  const document = useSiteData().documents.find(({ type }) => type === formCrsDocumentType.type);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <div className="container py-section-sm md:py-section">
        <FormCrs document={document} title={formCrsDocumentType.title} labels={content} />
        <p className="mt-8 max-w-prose text-sm leading-6 text-navy-700">
          <InlineMarkdown text={content.investorGov} />
        </p>
      </div>
    </>
  );
}
