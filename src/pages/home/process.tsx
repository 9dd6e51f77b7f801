import { Reveal, RevealItem } from "@/components/motion/reveal";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { usePage, type PageContent } from "@/features/site-content";

/** The home page's process: the four steps (the process page's) as compact cards. */
export function HomeProcess({ process }: { process: PageContent<"home">["process"] }) {
  const { steps } = usePage("process");
  return (
    <Section
      eyebrow={process.eyebrow}
      title={process.heading}
      lead={process.lead}
      tone="muted"
      headerAs={Reveal}
    >
      <ProcessSteps steps={steps} itemAs={RevealItem} />
    </Section>
  );
}
