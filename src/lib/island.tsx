import {
  createContext,
  StrictMode,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from "react";
import { SitePathProvider } from "./navigation";

// The public pages are prerendered HTML that the browser never renders again; only their
// interactive parts, islands, have code in the browser. A component made with island() is rendered
// into the page's HTML by the prerenderer (src/app/prerender/entry-server.tsx), inside an element that
// names it (`data-island`), and the browser brings that element to life on its own
// (src/app/public/islands-runtime.ts) once its code has loaded: when the page is idle, or when the island
// is near the viewport, or at once when the visitor heads for it, presses or submits something inside it. Most
// islands are React in the browser too, hydrated from the props their element carries as JSON; an
// island whose behaviour is a few event listeners (a menu that opens and closes) is DOM code instead,
// run on its prerendered markup, so that a page whose islands are all such code never loads React DOM.

/** What an island's props may hold: they travel from the prerenderer to the browser as JSON. */
export type IslandJson =
  string | number | boolean | null | readonly IslandJson[] | { readonly [key: string]: IslandJson };
export type IslandProps = { readonly [key: string]: IslandJson | undefined };

/**
 * When an island's code loads: "idle" once the page is idle (the data lists, the booking widget,
 * the parts whose content may change once hydrated, so that they change before they are in view);
 * "visible" once the page is idle and the island is near the viewport (the header's menus, of which
 * a phone shows one and a desktop the other); "interaction" only when the visitor heads for it (a
 * pointer down or the focus inside it: the newsletter boxes, which need nothing until someone
 * types). A press or a submit inside an island that has not hydrated yet loads it at once, and is
 * replayed once it has.
 */
export type HydrateOn = "idle" | "visible" | "interaction";

/**
 * An island's DOM code: brings the markup the prerenderer rendered into `element` to life in the
 * browser (event listeners, attributes), in place of React. It reads what it needs from the markup.
 */
export type StartIsland = (element: HTMLElement) => void;

/** An island whatever its props: what the prerenderer and the browser's runtime handle. */
export interface AnyIsland {
  /**
   * The component the prerenderer renders the island with and, for an island without `start`, the
   * browser hydrates it with. Its props come from JSON, which whoever renders it vouches for: the
   * props the page gave, or those the page's HTML carries.
   */
  readonly Component: unknown;
  readonly hydrateOn: HydrateOn;
  /** The island's DOM code, if it has no React in the browser (its element then carries no props). */
  readonly start?: StartIsland;
  readonly displayName?: string;
}

export interface Island<P extends IslandProps> extends AnyIsland {
  (props: P): ReactNode;
  readonly Component: ComponentType<P>;
}

/** Receives the islands of a page while the prerenderer renders it; returns each one's slot. */
export type IslandCollector = (island: AnyIsland, props: IslandProps) => number;

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * Makes `Component` an island of the page that renders it. Its props must be JSON. With `start`, the
 * browser runs that DOM code on the island's markup instead of hydrating it with React. Rendered where
 * no prerenderer collects islands (a component test, inside another island), it is `Component` itself.
 */
export function island<P extends IslandProps>(
  Component: ComponentType<P>,
  hydrateOn: HydrateOn = "idle",
  start?: StartIsland,
): Island<P> {
  function IslandSlot(props: P) {
    const collect = useContext(IslandCollectorContext);
    if (!collect) return <Component {...props} />;
    // The prerenderer renders the island into this slot on its own (entry-server.tsx).
    return <div data-island-slot={collect(self, props)} />;
  }
  const self: Island<P> = Object.assign(IslandSlot, { Component, hydrateOn, start });
  IslandSlot.displayName = `Island(${Component.displayName ?? Component.name})`;
  return self;
}

const nothingToReport = () => {};

function ReportHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * The root of every island, in the prerenderer (which renders each island on its own, as the
 * browser hydrates it) and in the browser: the page's path for its links (lib/navigation.tsx).
 * `onHydrated` runs once the browser has hydrated it (effects do not run in the prerenderer).
 */
export function IslandRoot({
  path,
  onHydrated = nothingToReport,
  children,
}: {
  path: string;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SitePathProvider value={path}>
        {children}
        <ReportHydrated onHydrated={onHydrated} />
      </SitePathProvider>
    </StrictMode>
  );
}

/**
 * The `identifierPrefix` of the index-th island of a page (in document order), for the prerenderer
 * and the browser alike: each island is a React root of its own, whose useId ids must not collide.
 */
export const islandIdPrefix = (index: number) => `i${index}-`;
