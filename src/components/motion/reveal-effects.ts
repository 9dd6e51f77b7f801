// The two reveals as keyframes, shared by Reveal, which renders their start (also into the
// prerendered HTML), and the animation that plays when the content scrolls into view.

const OFFSET = "translateY(24px)";

export const revealKeyframes = {
  /** Fades and slides up. */
  fade: { opacity: [0, 1], transform: [OFFSET, "none"] },
  /** Only slides, for content that must be readable in the first paint (the hero). */
  slide: { transform: [OFFSET, "none"] },
} satisfies Record<string, Record<string, [string | number, string | number]>>;

export type RevealEffect = keyof typeof revealKeyframes;

type Style = Record<string, string | number>;

const frame = (effect: RevealEffect, index: 0 | 1): Style =>
  Object.fromEntries(
    Object.entries(revealKeyframes[effect]).map(([property, values]) => [property, values[index]]),
  );

export const hiddenStyle = (effect: RevealEffect) => frame(effect, 0);

/** Puts `element` in its revealed state at once. */
export function showNow(element: HTMLElement, effect: RevealEffect) {
  Object.assign(element.style, frame(effect, 1));
}
