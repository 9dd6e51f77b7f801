import type { CSSProperties, ReactNode } from "react";

// Home sections animate from hidden to visible once, on scroll (spec). The animation is CSS
// (src/styles/index.css, [data-reveal]); the only script is lib/reveal-on-scroll.ts, which marks a
// reveal once it has scrolled into view. Nothing here is hydrated, so nothing is re-rendered.

const STAGGER_SECONDS = 0.1;
const MAX_DELAY_SECONDS = 0.3;

type RevealProps = {
  children: ReactNode;
  className?: string;
  /** Seconds before the reveal starts; capped at 0.3 s so nothing waits long. */
  delay?: number;
  /**
   * "fade" fades and slides up once scrolled into view; "slide" only slides up as the page loads,
   * for content that must be readable in the first paint (the hero).
   */
  effect?: "fade" | "slide";
  /** "li" keeps list semantics when the revealed items are list items. */
  as?: "div" | "li";
};

/** The delay of the index-th item of a group revealed one after another. */
export const staggerDelay = (index: number) => index * STAGGER_SECONDS;

/**
 * Reveals its content once. With reduced motion asked for, or without scripts (index.html's
 * noscript style), the content is simply shown.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  effect = "fade",
  as: Tag = "div",
}: RevealProps) {
  const delaySeconds = Math.min(delay, MAX_DELAY_SECONDS);
  const style = delaySeconds > 0 ? ({ "--reveal-delay": `${delaySeconds}s` } as CSSProperties) : {};
  return (
    <Tag className={className} style={style} data-reveal={effect}>
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
