import { afterFirstPaint } from "./after-first-paint";
import { whenIdle } from "./when-idle";

declare global {
  interface Document {
    /** True while the browser prerenders the page for a link the visitor may follow (Chromium). */
    readonly prerendering?: boolean;
  }
}

/**
 * Resolves once the visitor sees the page: at once, or, for a page the browser prerendered ahead of
 * a link (the speculation rules of scripts/speculation-rules.ts), when the visitor follows the link.
 */
export function whenShown(): Promise<void> {
  if (!document.prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener("prerenderingchange", () => resolve(), { once: true }),
  );
}

let idle: Promise<void> | undefined;

/**
 * Resolves once the page is shown and painted and the browser is first idle after that: where work
 * that must not compete with a page's loading starts (the islands' code, src/app/public/islands-runtime.ts;
 * anything else the page does in the background belongs here too).
 */
export function whenPageIdle(): Promise<void> {
  idle ??= whenShown()
    .then(afterFirstPaint)
    .then(() => new Promise<void>((resolve) => void whenIdle(resolve)));
  return idle;
}
