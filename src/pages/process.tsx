import {
  ArrowRight,
  CalendarCheck,
  PiggyBank,
  Receipt,
  Target,
  type LucideIcon,
} from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { PageHeader } from "@/components/sections/page-header";
import { ProcessSteps } from "@/components/sections/process-steps";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { buttonVariants } from "@/components/ui/button";
import { processPage, type ReasonId } from "@/content/process";
import { paths } from "@/content/routes";

const reasonIcons: Record<ReasonId, LucideIcon> = {
  plan: Target,
  costs: PiggyBank,
  taxes: Receipt,
  reviews: CalendarCheck,
};

export default function ProcessPage() {
  usePageTitle(processPage.title);
  return (
    <>
      <PageHeader
        eyebrow={processPage.eyebrow}
        title={processPage.heading}
        lead={processPage.lead}
      />
      <Section title={processPage.stepsHeading} lead={processPage.stepsLead}>
        <ProcessSteps layout="rows" />
      </Section>
      <Section title={processPage.whyHeading} lead={processPage.whyLead} tone="muted">
        <FeatureGrid items={processPage.reasons} icons={reasonIcons} columns={2} />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <PageLink
            className={buttonVariants({ variant: "accent", size: "lg" })}
            to={paths.schedule}
          >
            {processPage.scheduleLink}
            <ArrowRight aria-hidden="true" />
          </PageLink>
          <PageLink className={buttonVariants({ variant: "outline", size: "lg" })} to={paths.fees}>
            {processPage.feesLink}
          </PageLink>
        </div>
      </Section>
    </>
  );
}
