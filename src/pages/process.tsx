import {
  ArrowRight,
  CalendarCheck,
  PiggyBank,
  Receipt,
  Target,
  type LucideIcon,
} from "lucide-react";
import { ActionLink } from "@/components/sections/action-link";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHeader } from "@/components/sections/page-header";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import { usePage, type PageContent } from "@/features/site-content";
import { usePageTitle } from "@/lib/page-title";

const reasonIcons: Record<PageContent<"process">["reasons"][number]["id"], LucideIcon> = {
  plan: Target,
  costs: PiggyBank,
  taxes: Receipt,
  reviews: CalendarCheck,
};

export default function ProcessPage() {
  const content = usePage("process");
  usePageTitle(content.title);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section title={content.stepsHeading} lead={content.stepsLead}>
        <ProcessSteps steps={content.steps} layout="rows" />
      </Section>
      <Section title={content.whyHeading} lead={content.whyLead} tone="muted">
        <FeatureGrid items={content.reasons} icons={reasonIcons} columns={2} />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ActionLink
            action={content.scheduleLink}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            <ArrowRight aria-hidden="true" />
          </ActionLink>
          <ActionLink
            action={content.feesLink}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          />
        </div>
      </Section>
    </>
  );
}
