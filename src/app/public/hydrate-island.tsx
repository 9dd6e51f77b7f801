import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, islandIdPrefix, type IslandProps } from "@/lib/island";

// React DOM's client, loaded with the first island the page hydrates (islands-runtime.ts).

export interface IslandToHydrate {
  element: HTMLElement;
  Component: ComponentType<IslandProps>;
  props: IslandProps;
  /** Its place among the page's islands (lib/island.tsx: islandIdPrefix). */
  index: number;
  /** The path the page was prerendered for. */
  path: string;
}

/**
 * Hydrates the island's element with its component; resolves once React has taken the markup over.
 * A transition, so React yields to the browser every few milliseconds while it hydrates.
 */
export function hydrateIsland({ element, Component, props, index, path }: IslandToHydrate) {
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot path={path} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}
