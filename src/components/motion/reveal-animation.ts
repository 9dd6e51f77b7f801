// framer-motion's WAAPI animate and its viewport observer, about 3.5 KB gzip: loaded by Reveal after
// the page has rendered, so the reveals never hold up the first paint or weigh on the first download.
import { inView } from "framer-motion/dom";
import { animate } from "framer-motion/dom/mini";
import { revealKeyframes, showNow, type RevealEffect } from "./reveal-effects";

const DURATION_SECONDS = 0.8;
const EASE_OUT = [0.22, 1, 0.36, 1] as const;
/** How much of the content must be in view before it is revealed. */
const AMOUNT_IN_VIEW = 0.2;

/**
 * Reveals `element` the first time it scrolls into view, once; the returned function stops watching.
 * Without the Web Animations API the content is simply shown.
 */
export function revealOnceInView(element: HTMLElement, effect: RevealEffect, delaySeconds: number) {
  return inView(
    element,
    () => {
      if (typeof element.animate !== "function") return showNow(element, effect);
      animate(element, revealKeyframes[effect], {
        duration: DURATION_SECONDS,
        delay: delaySeconds,
        ease: EASE_OUT,
      });
    },
    { amount: AMOUNT_IN_VIEW },
  );
}
