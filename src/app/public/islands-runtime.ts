import type { ComponentType } from "react";
import type { IslandProps } from "@/lib/island";
import { whenPageIdle } from "@/lib/page-idle";
import { domIslandLoaders, isDomIslandName, isIslandName, reactIslandLoaders } from "./islands";

// Brings a prerendered page's islands (lib/island.tsx) to life, each on its own: its code loads once
// the page is idle, or, for a "visible" island, once the page is idle and the island near the
// viewport, or, for an "interaction" island, only when the visitor heads for it. An island of DOM code is started on its markup; React hydrates the others, React DOM
// coming with the first of those (so a page whose islands are all DOM code never loads it). A visitor
// who presses a button or sends a form inside an island before that loads it at once, and the press
// or the submit is replayed once its code has it: a tap on the phone menu's button opens the menu,
// only a little later.

/** Where a "visible" island starts loading: this far below (or above) the viewport. */
const NEAR_VIEWPORT = "200px";

interface PageIsland {
  element: HTMLElement;
  index: number;
  /**
   * Whether its code has the element (its DOM code ran, or hydrateRoot was called): that code handles
   * every event from then on.
   */
  taken: boolean;
  hydrating?: Promise<void>;
  /** The visitor's last press or submit inside it before its code had it, to do again once it has. */
  replay?: () => void;
}

/** Resolves when one of the element's boxes (an island's element has none of its own) nears the viewport. */
function nearViewport(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    for (const child of element.children) observer.observe(child);
  });
}

/**
 * Starts the page's islands. `early`: the presses and submits the visitor made before this ran
 * (./early-events.ts), each handled as if it had been there.
 */
export function startIslands(page: HTMLElement, early: readonly Event[] = []): void {
  const path = page.dataset.path ?? window.location.pathname;
  const islands: PageIsland[] = [...page.querySelectorAll<HTMLElement>("[data-island]")].map(
    (element, index) => ({ element, index, taken: false }),
  );
  if (islands.length === 0) return;

  async function load(pageIsland: PageIsland): Promise<void> {
    const { element, index } = pageIsland;
    const name = element.dataset.island ?? "";
    if (!isIslandName(name)) throw new Error(`The page names an unknown island "${name}"`);
    if (isDomIslandName(name)) {
      const start = await domIslandLoaders[name]();
      pageIsland.taken = true;
      start(element);
    } else {
      const [island, { hydrateIsland }] = await Promise.all([
        reactIslandLoaders[name](),
        import("./hydrate-island"),
      ]);
      // The props the prerenderer gave the island, which it wrote into the page as JSON.
      const Component = island.Component as ComponentType<IslandProps>;
      const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
      pageIsland.taken = true;
      await hydrateIsland({ element, Component, props, index, path });
    }
    element.dataset.hydrated = "";
    const { replay } = pageIsland;
    pageIsland.replay = undefined;
    replay?.();
  }

  /** Brings the island to life once; a failed load is logged, the markup stays, the next trigger retries. */
  function hydrate(island: PageIsland): Promise<void> {
    island.hydrating ??= load(island).catch((error: unknown) => {
      console.error(`Could not load the island ${island.element.dataset.island}`, error);
      island.hydrating = undefined;
    });
    return island.hydrating;
  }

  const idle = whenPageIdle();
  for (const island of islands) {
    const hydrateOn = island.element.dataset.hydrate;
    if (hydrateOn === "interaction") continue;
    const visible = hydrateOn === "visible";
    void idle
      .then(() => (visible ? nearViewport(island.element) : undefined))
      .then(() => hydrate(island));
  }

  const staticIslandOf = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return undefined;
    return islands.find((island) => !island.taken && island.element.contains(target));
  };

  // The visitor heads for an island: its code starts loading now.
  for (const type of ["pointerdown", "focusin"] as const) {
    document.addEventListener(
      type,
      (event) => {
        const island = staticIslandOf(event.target);
        if (island) void hydrate(island);
      },
      { capture: true, passive: true },
    );
  }

  // A press (click, Enter or Space) on a button of an island whose code does not have it yet: the
  // last one is pressed again once it has. Links need nothing: they are plain links, before and after.
  const onPress = (event: Event) => {
    const island = staticIslandOf(event.target);
    const button = (event.target as Element).closest("button");
    if (!island || !button) return;
    island.replay = () => {
      if (button.isConnected && !button.disabled) button.click();
    };
    void hydrate(island);
  };

  // A form sent before its island's code had it would reload the page: sent again once it has.
  const onSubmit = (event: Event) => {
    const island = staticIslandOf(event.target);
    if (!island) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    island.replay = () => {
      if (form.isConnected) form.requestSubmit();
    };
    void hydrate(island);
  };

  // Those made before this code ran, which the page's loader kept (and a submit stopped), likewise.
  for (const event of early) (event.type === "submit" ? onSubmit : onPress)(event);
  document.addEventListener("click", onPress, { capture: true });
  document.addEventListener("submit", onSubmit, { capture: true });
}
