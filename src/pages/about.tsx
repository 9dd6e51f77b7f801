import {
  ArrowRight,
  Award,
  Eye,
  GraduationCap,
  MapPin,
  Scale,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import { ActionLink } from "@/components/sections/action-link";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import { usePage, type PageContent } from "@/features/site-content";
import { usePageTitle } from "@/lib/page-title";
import { FounderProfile } from "./about/founder-profile";

type About = PageContent<"about">;

const credentialIcons: Record<About["credentials"][number]["id"], LucideIcon> = {
  degree: GraduationCap,
  licence: Award,
  fiduciary: ShieldCheck,
  location: MapPin,
};
const principleIcons: Record<About["principles"][number]["id"], LucideIcon> = {
  "fiduciary-first": Scale,
  "performance-aligned": TrendingUp,
  "radical-transparency": Eye,
};

export default function AboutPage() {
  const content = usePage("about");
  usePageTitle(content.title);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <FounderProfile content={content} />
      <Section title={content.credentialsHeading} tone="muted">
        <FeatureGrid items={content.credentials} icons={credentialIcons} columns={4} />
      </Section>
      <Section title={content.principlesHeading} lead={content.principlesLead}>
        <FeatureGrid items={content.principles} icons={principleIcons} />
      </Section>
      <CtaBand title={content.cta.heading} text={content.cta.text}>
        <ActionLink
          action={content.cta.action}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          <ArrowRight aria-hidden="true" />
        </ActionLink>
      </CtaBand>
    </>
  );
}
