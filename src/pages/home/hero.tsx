import {
  ArrowRight,
  BadgePercent,
  CalendarCheck,
  MapPin,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import { Reveal } from "@/components/motion/reveal";
import { ActionLink } from "@/components/sections/action-link";
import { Eyebrow } from "@/components/sections/eyebrow";
import { NavyBackdrop } from "@/components/sections/navy-backdrop";
import { buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import type { PageContent } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";

type Hero = PageContent<"home">["hero"];

const highlightIcons: Record<Hero["highlights"][number]["id"], LucideIcon> = {
  fiduciary: ShieldCheck,
  fee: BadgePercent,
  reviews: CalendarCheck,
};

/**
 * The home page's opening: headline, promise, the two first steps and why the firm is different.
 * It only slides (never fades) in, so its text is readable in the first paint.
 */
export function HomeHero({ hero }: { hero: Hero }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden text-white">
      <NavyBackdrop />
      <div className="container grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] lg:gap-16 lg:py-28">
        <Reveal effect="slide" className="space-y-6">
          <Eyebrow onDark>{hero.eyebrow}</Eyebrow>
          <Heading level={1} size="hero" id={headingId} className="text-white">
            {hero.heading}
          </Heading>
          <p className="max-w-xl text-lead text-navy-100">
            <InlineMarkdown text={hero.text} />
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <ActionLink
              action={hero.primaryAction}
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              <ArrowRight aria-hidden="true" />
            </ActionLink>
            <ActionLink
              action={hero.secondaryAction}
              className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
            />
          </div>
          <p className="flex items-center gap-3 pt-4 font-display text-xl italic text-brass-200 before:h-px before:w-10 before:bg-brass-400">
            {hero.tagline}
          </p>
        </Reveal>
        <Reveal
          effect="slide"
          delay={0.15}
          className="rounded-xl border border-white/10 bg-white/[0.04] p-6 shadow-lift backdrop-blur-sm md:p-8"
        >
          <Eyebrow onDark>{hero.highlightsLabel}</Eyebrow>
          <ul className="mt-3 divide-y divide-white/10">
            {hero.highlights.map(({ id, title, text }) => {
              const Icon = highlightIcons[id];
              return (
                // The icon's tile is the icon itself, padded, beside the two lines it spans.
                <li key={id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 py-4">
                  <Icon
                    className="row-span-2 size-10 rounded-md bg-brass-400/15 p-2.5 text-brass-300"
                    aria-hidden="true"
                  />
                  <p className="font-semibold text-white">{title}</p>
                  <p className="text-sm leading-6 text-navy-200">
                    <InlineMarkdown text={text} />
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 flex items-center gap-2 border-t border-white/10 pt-5 text-sm text-navy-200">
            <MapPin className="size-4 shrink-0 text-brass-300" aria-hidden="true" />
            {hero.location}
          </p>
        </Reveal>
      </div>
    </section>
  );
}
