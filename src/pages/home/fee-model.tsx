import { ArrowRight } from "lucide-react";
import { Reveal, staggerDelay } from "@/components/motion/reveal";
import { ActionLink } from "@/components/sections/action-link";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import type { PageContent } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";

/** The home page's fee pitch: the figures, the performance-fee terms and the way to the disclosures. */
export function HomeFeeModel({ fees }: { fees: PageContent<"home">["fees"] }) {
  return (
    <Section eyebrow={fees.eyebrow} title={fees.heading} lead={fees.lead} headerAs={Reveal}>
      <dl className="grid gap-4 sm:grid-cols-3 md:gap-6">
        {fees.figures.map(({ value, label }, index) => (
          <Reveal
            key={label}
            delay={staggerDelay(index)}
            className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-card p-6 shadow-card md:p-8"
          >
            <dt className="text-[0.9375rem] text-muted-foreground">{label}</dt>
            <dd className="font-display text-display-sm text-navy-950 md:text-display-md">
              {value}
            </dd>
          </Reveal>
        ))}
      </dl>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">
        <InlineMarkdown text={fees.basis} />
      </p>
      <Reveal
        delay={0.3}
        className="mt-10 flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <p className="max-w-prose leading-7 text-navy-800">
          <InlineMarkdown text={fees.performanceNote} />
        </p>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <ActionLink
            action={fees.disclosureAction}
            newTab
            className={buttonVariants({ variant: "primary", size: "lg" })}
          />
          <ActionLink
            action={fees.feesAction}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <ArrowRight aria-hidden="true" />
          </ActionLink>
        </div>
      </Reveal>
    </Section>
  );
}
