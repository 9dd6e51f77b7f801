import { useEffect, useRef, type ReactNode } from "react";
import { useViewValue } from "@/lib/view-time";
import { hiddenStyle, showNow, type RevealEffect } from "./reveal-effects";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

const STAGGER_SECONDS = 0.1;
const MAX_DELAY_SECONDS = 0.3;

const canObserve = () => typeof IntersectionObserver !== "undefined";
// Prerendered markup carries the hidden start of every reveal, as the browser's first render does.
const canObserveAtBuild = () => true;

// The animation code (framer-motion) is a chunk of its own, fetched once the page has rendered.
const loadAnimation = () => import("./reveal-animation");

type RevealProps = {
  children: ReactNode;
  className?: string;
  /** Seconds before the reveal starts; capped at 0.3 s so nothing waits long. */
  delay?: number;
  effect?: RevealEffect;
  /** "li" keeps list semantics when the revealed items are list items. */
  as?: "div" | "li";
};

/** The delay of the index-th item of a group revealed one after another. */
export const staggerDelay = (index: number) => index * STAGGER_SECONDS;

/**
 * Reveals its content once, the first time it scrolls into view. With reduced motion asked for, or
 * where the browser cannot tell when the content is in view, the content is simply shown; so it is
 * if the animation code cannot be loaded.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  effect = "fade",
  as: Tag = "div",
}: RevealProps) {
  const reduceMotion = usePrefersReducedMotion();
  const observable = useViewValue(canObserve, canObserveAtBuild);
  const animated = !reduceMotion && observable;
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const delaySeconds = Math.min(delay, MAX_DELAY_SECONDS);

  useEffect(() => {
    const element = ref.current;
    if (!animated || !element) return;
    let active = true;
    let stopWatching: (() => void) | undefined;
    loadAnimation()
      .then(({ revealOnceInView }) => {
        if (active) stopWatching = revealOnceInView(element, effect, delaySeconds);
      })
      .catch((error: unknown) => {
        console.error("Could not start the reveal animation; showing the content", error);
        if (active) showNow(element, effect);
      });
    return () => {
      active = false;
      stopWatching?.();
    };
  }, [animated, effect, delaySeconds]);

  // A new element when that changes after hydration: a shown reveal keeps no emptied style attribute.
  return (
    <Tag
      key={animated ? "animated" : "shown"}
      ref={ref}
      className={className}
      style={animated ? hiddenStyle(effect) : undefined}
      data-reveal={animated ? effect : undefined}
    >
      {children}
    </Tag>
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
