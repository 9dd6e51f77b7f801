import { ArrowRight, ChartPie, Clock, Receipt, Scale, type LucideIcon } from "lucide-react";
import { ActionLink, type Action } from "@/components/sections/action-link";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import { usePage, type PageContent } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";
import { usePageTitle } from "@/lib/page-title";

const includedIcons: Record<PageContent<"free-review">["included"][number]["id"], LucideIcon> = {
  portfolio: ChartPie,
  tax: Receipt,
  fees: Scale,
};

function ScheduleReviewButton({ action }: { action: Action }) {
  return (
    <ActionLink action={action} className={buttonVariants({ variant: "accent", size: "lg" })}>
      <ArrowRight aria-hidden="true" />
    </ActionLink>
  );
}

export default function FreeReviewPage() {
  const content = usePage("free-review");
  usePageTitle(content.title);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ScheduleReviewButton action={content.action} />
        <p className="flex items-center gap-2 text-sm font-semibold text-navy-100">
          <Clock className="size-4 text-brass-300" aria-hidden="true" />
          {content.duration}
        </p>
      </PageHeader>
      <Section title={content.includedHeading} lead={content.includedLead}>
        <FeatureGrid items={content.included} icons={includedIcons} />
      </Section>
      <Section title={content.stepsHeading} tone="muted">
        <NumberedSteps steps={content.steps} />
        <div className="mt-12 flex flex-col items-start gap-5 border-t border-border pt-10 md:flex-row md:items-center md:justify-between">
          <p className="max-w-xl font-display text-xl text-navy-950 md:text-2xl">
            <InlineMarkdown text={content.promise} />
          </p>
          <ScheduleReviewButton action={content.action} />
        </div>
      </Section>
    </>
  );
}
