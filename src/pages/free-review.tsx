import { ArrowRight, ChartPie, Clock, Receipt, Scale, type LucideIcon } from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { buttonVariants } from "@/components/ui/button";
import { freeReviewPage, type ReviewItemId } from "@/content/free-review";
import { paths } from "@/content/routes";

const includedIcons: Record<ReviewItemId, LucideIcon> = {
  portfolio: ChartPie,
  tax: Receipt,
  fees: Scale,
};

function ScheduleReviewButton() {
  return (
    <PageLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.schedule}>
      {freeReviewPage.cta}
      <ArrowRight aria-hidden="true" />
    </PageLink>
  );
}

export default function FreeReviewPage() {
  usePageTitle(freeReviewPage.title);
  return (
    <>
      <PageHeader
        eyebrow={freeReviewPage.eyebrow}
        title={freeReviewPage.heading}
        lead={freeReviewPage.lead}
      >
        <ScheduleReviewButton />
        <p className="flex items-center gap-2 text-sm font-semibold text-navy-100">
          <Clock className="size-4 text-brass-300" aria-hidden="true" />
          {freeReviewPage.duration}
        </p>
      </PageHeader>
      <Section title={freeReviewPage.includedHeading} lead={freeReviewPage.includedLead}>
        <FeatureGrid items={freeReviewPage.included} icons={includedIcons} />
      </Section>
      <Section title={freeReviewPage.stepsHeading} tone="muted">
        <NumberedSteps steps={freeReviewPage.steps} />
        <div className="mt-12 flex flex-col items-start gap-5 border-t border-border pt-10 md:flex-row md:items-center md:justify-between">
          <p className="max-w-xl font-display text-xl text-navy-950 md:text-2xl">
            {freeReviewPage.promise}
          </p>
          <ScheduleReviewButton />
        </div>
      </Section>
    </>
  );
}
