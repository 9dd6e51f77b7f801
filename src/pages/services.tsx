import {
  ArrowRight,
  BadgePercent,
  CalendarCheck,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { LearnMoreLabel, ServiceCards } from "@/components/sections/service-cards";
import { usePageTitle } from "@/lib/page-title";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths } from "@/content/routes";
import { servicesPage, type IncludedFeatureId } from "@/content/services";

const includedIcons: Record<IncludedFeatureId, LucideIcon> = {
  fiduciary: ShieldCheck,
  fee: BadgePercent,
  reviews: CalendarCheck,
};

export default function ServicesPage() {
  usePageTitle(servicesPage.title);
  const { cta } = servicesPage;
  return (
    <>
      <PageHeader
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.heading}
        lead={servicesPage.lead}
      />
      <Section title={servicesPage.listHeading}>
        {/* The spec's "Learn More" here has no action: rendered, focusable, inert. */}
        <ServiceCards
          renderAction={(service) => (
            <Button type="button" variant="outline">
              <LearnMoreLabel label={servicesPage.learnMore} service={service} />
            </Button>
          )}
        />
      </Section>
      <Section title={servicesPage.includedHeading} tone="muted">
        <FeatureGrid items={servicesPage.included} icons={includedIcons} />
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <PageLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.schedule}>
          {cta.schedule}
          <ArrowRight aria-hidden="true" />
        </PageLink>
        <PageLink
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
          to={paths.fees}
        >
          {cta.fees}
        </PageLink>
      </CtaBand>
    </>
  );
}
