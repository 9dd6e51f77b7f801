import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { replayEarlySubmit } from "./early-submit";
import { whenIdle } from "./when-idle";

// Parts of a prerendered page whose code the first view does not need: below the fold, or not
// interactive until the visitor gets there. Their markup is in the page from the start; their code
// arrives when the browser is idle or the visitor first scrolls, taps or types, and React hydrates
// them then (a Suspense boundary hydrates on its own; until then React keeps the server's markup).

type Module<P> = { default: ComponentType<P> };

const loaders: Array<() => Promise<unknown>> = [];

let needed: Promise<void> | undefined;
const interactions = ["scroll", "pointerdown", "keydown", "touchstart"] as const;

/** Resolves when the browser is first idle or the visitor first interacts with the page. */
function partsNeeded(): Promise<void> {
  needed ??= new Promise((resolve) => {
    const cancelIdle = whenIdle(done);
    for (const type of interactions)
      window.addEventListener(type, done, { once: true, passive: true });
    function done() {
      cancelIdle();
      for (const type of interactions) window.removeEventListener(type, done);
      resolve();
    }
  });
  return needed;
}

/** Commits with the part's boundary: a form of the part sent before it hydrated is sent now. */
function ReplayOnHydration() {
  useEffect(replayEarlySubmit, []);
  return null;
}

/** A component whose code is fetched only once the page's first view is done (see above). */
export function deferredPart<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const loadOnce = async () => {
    Loaded ??= (await load()).default;
    return { default: Loaded };
  };
  loaders.push(loadOnce);
  const Lazy = lazy(async () => {
    await partsNeeded();
    return loadOnce();
  });
  function DeferredPart(props: P) {
    // Loaded already (the prerenderer, a later visit of the page): rendered at once.
    return (
      <Suspense fallback={null}>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
        <ReplayOnHydration />
      </Suspense>
    );
  }
  return DeferredPart;
}

/** Loads every deferred part defined so far: the prerenderer renders them into the HTML. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
