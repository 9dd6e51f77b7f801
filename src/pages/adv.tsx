import { ArrowRight, ArrowUpRight } from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { advPage } from "@/content/adv";
import { paths } from "@/content/routes";
import { LegalDocumentDownloads } from "@/features/legal-documents";

export default function AdvPage() {
  usePageTitle(advPage.title);
  const { related } = advPage;
  return (
    <>
      <PageHeader eyebrow={advPage.eyebrow} title={advPage.heading} lead={advPage.lead} />
      <Section title={advPage.documentsHeading}>
        <LegalDocumentDownloads />
      </Section>
      <Section title={related.heading} tone="muted">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <PageLink className={buttonVariants({ variant: "primary" })} to={paths.crs}>
            {related.crs}
            <ArrowRight aria-hidden="true" />
          </PageLink>
          <a
            className={cn(
              buttonVariants({ variant: "outline" }),
              "h-auto min-h-11 whitespace-normal py-2.5",
            )}
            href={related.iapd.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {related.iapd.label}
            <span className="sr-only"> {related.newTab}</span>
            <ArrowUpRight aria-hidden="true" />
          </a>
        </div>
      </Section>
    </>
  );
}
