import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

// matchMedia is missing in some non-browser environments (jsdom); there we assume no preference.
const mediaQuery = () =>
  typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the person asked their system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
