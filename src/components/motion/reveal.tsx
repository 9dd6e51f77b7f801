import { LazyMotion, m } from "framer-motion";
import type { ReactNode } from "react";
import { useViewValue } from "@/lib/view-time";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

const DURATION_SECONDS = 0.8;
const STAGGER_SECONDS = 0.1;
const MAX_DELAY_SECONDS = 0.3;
const OFFSET_PX = 24;
const EASE_OUT = [0.22, 1, 0.36, 1] as const;

const canObserve = () => typeof IntersectionObserver !== "undefined";
// Prerendered markup carries the hidden start of every reveal, as the browser's first render does.
const canObserveAtBuild = () => true;

const loadFeatures = () => import("./features").then((module) => module.domAnimation);

/**
 * "fade" fades and slides up; "slide" only slides, for content that must be readable in the first
 * paint (the hero), since it never starts transparent.
 */
type RevealEffect = "fade" | "slide";

const hidden = { fade: { opacity: 0, y: OFFSET_PX }, slide: { y: OFFSET_PX } } as const;
const shown = { fade: { opacity: 1, y: 0 }, slide: { y: 0 } } as const;
const motionTags = { div: m.div, li: m.li } as const;

type RevealProps = {
  children: ReactNode;
  className?: string;
  /** Seconds before the reveal starts; capped at 0.3 s so nothing waits long. */
  delay?: number;
  effect?: RevealEffect;
  /** "li" keeps list semantics when the revealed items are list items. */
  as?: keyof typeof motionTags;
};

/** The delay of the index-th item of a group revealed one after another. */
export const staggerDelay = (index: number) => index * STAGGER_SECONDS;

/**
 * Reveals its content once, the first time it scrolls into view. With reduced motion asked for, or
 * where the browser cannot tell when the content is in view, the content is simply shown.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  effect = "fade",
  as = "div",
}: RevealProps) {
  const reduceMotion = usePrefersReducedMotion();
  const observable = useViewValue(canObserve, canObserveAtBuild);
  if (reduceMotion || !observable) {
    const Tag = as;
    return <Tag className={className}>{children}</Tag>;
  }
  const MotionTag = motionTags[as];
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionTag
        className={className}
        initial={hidden[effect]}
        whileInView={shown[effect]}
        viewport={{ once: true, amount: 0.2 }}
        transition={{
          duration: DURATION_SECONDS,
          delay: Math.min(delay, MAX_DELAY_SECONDS),
          ease: EASE_OUT,
        }}
      >
        {children}
      </MotionTag>
    </LazyMotion>
  );
}

/** A list item revealed after the items before it, for lists whose items appear one by one. */
export function RevealItem({
  index,
  className,
  children,
}: {
  index: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Reveal as="li" delay={staggerDelay(index)} className={className}>
      {children}
    </Reveal>
  );
}
