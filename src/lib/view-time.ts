import { useSyncExternalStore } from "react";

// Values that differ between the build, which prerenders every public page, and the visit. While
// prerendering and hydrating, the hooks return the build-time value so server and browser markup
// agree; right after hydration they re-render with the visitor's value.

const subscribeNever = () => () => {};

/** `inBrowser()` once hydrated, `atBuild()` while prerendering and hydrating. Both return primitives. */
export function useViewValue<T>(inBrowser: () => T, atBuild: () => T): T {
  return useSyncExternalStore(subscribeNever, inBrowser, atBuild);
}

/**
 * `read(now)` in the browser, `read(renderedAt)` while prerendering and hydrating: `renderedAt` is
 * the instant the page was rendered (an island has it in its props, so its hydration matches).
 */
export function useDated<T extends string | number>(
  read: (instant: Date) => T,
  renderedAt: string,
): T {
  return useViewValue(
    () => read(new Date()),
    () => read(new Date(renderedAt)),
  );
}
