import { Reveal } from "@/components/motion/reveal";
import { buttonVariants } from "@/components/ui/button";
import { homePage } from "@/content/home";
import { paths } from "@/content/routes";
import { CtaBand } from "@/components/sections/cta-band";
import { NewTabLink } from "@/components/sections/new-tab-link";

/** The home page's closing invitation to the free review. */
export function HomeCallToAction() {
  const { cta } = homePage;
  return (
    <CtaBand title={cta.heading} text={cta.text} contentAs={Reveal}>
      <NewTabLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.schedule}>
        {cta.action}
      </NewTabLink>
    </CtaBand>
  );
}
