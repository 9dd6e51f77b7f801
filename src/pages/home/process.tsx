import { Reveal, RevealItem } from "@/components/motion/reveal";
import { homePage } from "@/content/home";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";

/** The home page's process: the four steps as compact cards. */
export function HomeProcess() {
  const { process } = homePage;
  return (
    <Section
      eyebrow={process.eyebrow}
      title={process.heading}
      lead={process.lead}
      tone="muted"
      headerAs={Reveal}
    >
      <ProcessSteps itemAs={RevealItem} />
    </Section>
  );
}
