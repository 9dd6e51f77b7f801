import { ArrowRight } from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { Reveal, RevealItem } from "@/components/motion/reveal";
import { buttonVariants } from "@/components/ui/button";
import { homePage } from "@/content/home";
import { paths } from "@/content/routes";
import { NewTabLink } from "@/components/sections/new-tab-link";
import { Section } from "@/components/sections/section";
import { LearnMoreLabel, ServiceCards } from "@/components/sections/service-cards";

/** The home page's services: both service cards and the way to a consultation. */
export function HomeServices() {
  const { services } = homePage;
  return (
    <Section
      eyebrow={services.eyebrow}
      title={services.heading}
      lead={services.lead}
      headerAs={Reveal}
    >
      <ServiceCards
        itemAs={RevealItem}
        renderAction={(service) => (
          <NewTabLink className={buttonVariants({ variant: "outline" })} to={paths.schedule}>
            <LearnMoreLabel label={services.learnMore} service={service} />
          </NewTabLink>
        )}
      />
      <Reveal delay={0.2} className="mt-10 text-center">
        <PageLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.schedule}>
          {services.schedule}
          <ArrowRight aria-hidden="true" />
        </PageLink>
      </Reveal>
    </Section>
  );
}
