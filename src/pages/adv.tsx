import { ArrowRight, ArrowUpRight } from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { legalDocumentTypes } from "@/content/document-types";
import { DocumentLinks } from "@/features/legal-documents";
import { useLayout, usePage, useSiteData } from "@/features/site-content";

export default function AdvPage() {
  const content = usePage("adv");
  const { newTab } = useLayout();
  const { documents } = useSiteData();
  usePageTitle(content.title);
  const slots = legalDocumentTypes.map(({ type, title }) => ({
    type,
    title,
    description: content.documentTypes[type],
    document: documents.find((document) => document.type === type),
  }));
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section title={content.documentsHeading}>
        <DocumentLinks slots={slots} labels={content} />
      </Section>
      <Section title={content.relatedHeading} tone="muted">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <PageLink className={buttonVariants({ variant: "primary" })} to={content.crsAction.href}>
            {content.crsAction.label}
            <ArrowRight aria-hidden="true" />
          </PageLink>
          <a
            className={cn(
              buttonVariants({ variant: "outline" }),
              "h-auto min-h-11 whitespace-normal py-2.5",
            )}
            href={content.lookUpAction.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {content.lookUpAction.label}
            <span className="sr-only"> {newTab}</span>
            <ArrowUpRight aria-hidden="true" />
          </a>
        </div>
      </Section>
    </>
  );
}
