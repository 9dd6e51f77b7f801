import {
  ArrowRight,
  BadgePercent,
  CalendarCheck,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { ActionLink } from "@/components/sections/action-link";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { LearnMoreLabel, ServiceCards } from "@/components/sections/service-cards";
import { Button, buttonVariants } from "@/components/ui/button";
import { usePage, type PageContent } from "@/features/site-content";
import { usePageTitle } from "@/lib/page-title";

const includedIcons: Record<PageContent<"services">["included"][number]["id"], LucideIcon> = {
  fiduciary: ShieldCheck,
  fee: BadgePercent,
  reviews: CalendarCheck,
};

export default function ServicesPage() {
  const content = usePage("services");
  usePageTitle(content.title);
  const { cta } = content;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section title={content.listHeading}>
        {/* The spec's "Learn More" here has no action: rendered, focusable, inert. */}
        <ServiceCards
          services={content.services}
          renderAction={(service) => (
            <Button type="button" variant="outline">
              <LearnMoreLabel label={content.learnMore} service={service} />
            </Button>
          )}
        />
      </Section>
      <Section title={content.includedHeading} tone="muted">
        <FeatureGrid items={content.included} icons={includedIcons} />
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <ActionLink
          action={cta.primaryAction}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          <ArrowRight aria-hidden="true" />
        </ActionLink>
        <ActionLink
          action={cta.secondaryAction}
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
        />
      </CtaBand>
    </>
  );
}
