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
import { PageLink } from "@/components/ui/link";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FounderProfile } from "./about/founder-profile";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { buttonVariants } from "@/components/ui/button";
import { aboutPage, type CredentialId, type PrincipleId } from "@/content/about";
import { paths } from "@/content/routes";

const credentialIcons: Record<CredentialId, LucideIcon> = {
  degree: GraduationCap,
  licence: Award,
  fiduciary: ShieldCheck,
  location: MapPin,
};
const principleIcons: Record<PrincipleId, LucideIcon> = {
  "fiduciary-first": Scale,
  "performance-aligned": TrendingUp,
  "radical-transparency": Eye,
};

export default function AboutPage() {
  usePageTitle(aboutPage.title);
  return (
    <>
      <PageHeader eyebrow={aboutPage.eyebrow} title={aboutPage.heading} lead={aboutPage.lead} />
      <FounderProfile />
      <Section title={aboutPage.credentialsHeading} tone="muted">
        <FeatureGrid items={aboutPage.credentials} icons={credentialIcons} columns={4} />
      </Section>
      <Section title={aboutPage.principlesHeading} lead={aboutPage.principlesLead}>
        <FeatureGrid items={aboutPage.principles} icons={principleIcons} />
      </Section>
      <CtaBand title={aboutPage.cta.heading} text={aboutPage.cta.text}>
        <PageLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.schedule}>
          {aboutPage.cta.action}
          <ArrowRight aria-hidden="true" />
        </PageLink>
      </CtaBand>
    </>
  );
}
