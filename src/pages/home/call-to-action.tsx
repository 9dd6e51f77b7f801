import { Reveal } from "@/components/motion/reveal";
import { ActionLink } from "@/components/sections/action-link";
import { CtaBand } from "@/components/sections/cta-band";
import { buttonVariants } from "@/components/ui/button";
import type { PageContent } from "@/features/site-content";

/** The home page's closing invitation to the free review. */
export function HomeCallToAction({ cta }: { cta: PageContent<"home">["cta"] }) {
  return (
    <CtaBand title={cta.heading} text={cta.text} contentAs={Reveal}>
      <ActionLink
        action={cta.action}
        newTab
        className={buttonVariants({ variant: "accent", size: "lg" })}
      />
    </CtaBand>
  );
}
