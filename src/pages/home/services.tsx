import { ArrowRight } from "lucide-react";
import { Reveal, RevealItem } from "@/components/motion/reveal";
import { ActionLink } from "@/components/sections/action-link";
import { NewTabLink } from "@/components/sections/new-tab-link";
import { Section } from "@/components/sections/section";
import { learnMoreContext, ServiceCards } from "@/components/sections/service-cards";
import { buttonVariants } from "@/components/ui/button";
import { usePage, type PageContent } from "@/features/site-content";

/** The home page's services: both service cards (the services page's) and the way to a consultation. */
export function HomeServices({ services }: { services: PageContent<"home">["services"] }) {
  const { services: cards } = usePage("services");
  return (
    <Section
      eyebrow={services.eyebrow}
      title={services.heading}
      lead={services.lead}
      headerAs={Reveal}
    >
      <ServiceCards
        services={cards}
        itemAs={RevealItem}
        renderAction={(service) => (
          <NewTabLink
            className={buttonVariants({ variant: "outline" })}
            to={services.learnMore.href}
            hiddenContext={learnMoreContext(service)}
          >
            {services.learnMore.label}
          </NewTabLink>
        )}
      />
      <Reveal delay={0.2} className="mt-10 text-center">
        <ActionLink
          action={services.action}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          <ArrowRight aria-hidden="true" />
        </ActionLink>
      </Reveal>
    </Section>
  );
}
