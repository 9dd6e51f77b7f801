import { startTransition, StrictMode, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { FirstView } from "@/app/first-view";
import type { DataLayoutModule, PageModule } from "@/app/pages";
import type { EarlyPress } from "@/lib/early-press";
import { replayEarlySubmit } from "@/lib/early-submit";

// The app, started by the entry (src/main.ts) once the browser has painted the prerendered page.
// The first view of a prerendered page hydrates without React Router (see lib/navigation.tsx): the
// router's code loads when the visitor heads for a link, and takes over when they follow one.
const loadRouterApp = () => import("@/app/router-app");

/** The router's app in place of whatever #root holds (another page's markup, or nothing). */
export async function startRouterOnly(element: HTMLElement) {
  const { startRouterApp } = await loadRouterApp();
  await startRouterApp({
    render(app: ReactNode) {
      element.replaceChildren();
      createRoot(element).render(app);
    },
  });
}

/**
 * Where focus is in #root as child indexes, when it is in the frame around the page (header,
 * footer): the router re-creates that frame with the same markup, and a link followed from the
 * header keeps focus there, as it does on every later navigation.
 */
function framePathOf(element: Element | null, container: HTMLElement): number[] | undefined {
  const path: number[] = [];
  for (let node = element; node && node !== container; node = node.parentElement) {
    if (node.tagName === "MAIN" || !node.parentElement) return undefined;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return element && container.contains(element) ? path : undefined;
}

function focusAt(path: number[], container: HTMLElement, tagName: string) {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement && node.tagName === tagName) node.focus({ preventScroll: true });
}

/** Follows the first link of the first view: the router renders the destination into `root`. */
function leaveFirstView(element: HTMLElement, root: () => Root) {
  let destination: string | undefined;
  let leaving: Promise<void> | undefined;
  const render = (app: ReactNode) => {
    const focused = document.activeElement;
    const path = framePathOf(focused, element);
    flushSync(() => root().render(app));
    if (path && focused) focusAt(path, element, focused.tagName);
  };
  return (to: string) => {
    destination = to;
    leaving ??= loadRouterApp()
      .then(({ startRouterApp }) => startRouterApp({ render, destination: () => destination! }))
      .catch((error: unknown) => {
        console.error("Could not start the router; loading the page instead", error);
        window.location.assign(destination!);
      });
  };
}

/** The page's module, and the data layout's for a page that reads server state. */
export type FirstViewModules = Promise<[PageModule, DataLayoutModule | undefined]>;

/**
 * Hydrates the prerendered page in `element` once its modules are there; a button pressed before
 * (`earlyPress`) is pressed again once the page has hydrated, and a form sent before is sent again.
 */
export async function hydrateFirstView(
  element: HTMLElement,
  pageModules: FirstViewModules,
  earlyPress: EarlyPress,
) {
  let modules;
  try {
    modules = await pageModules;
  } catch (error) {
    // The router retries the page's code, and shows the route error in the layout if it still fails.
    console.error("Could not load the page's code before hydrating", error);
    earlyPress.handOver(); // stops listening: the router draws the page anew, with nothing to replay
    return startRouterOnly(element);
  }
  const replayEarlyPress = earlyPress.handOver();
  const onHydrated = () => {
    replayEarlyPress();
    replayEarlySubmit();
  };
  const [{ default: Page }, dataLayout] = modules;
  const { pathname, search, hash } = window.location;
  let root: Root | undefined;
  const app = (
    <StrictMode>
      <FirstView
        location={{ pathname, search, hash, key: "default" }}
        Page={Page}
        DataLayout={dataLayout?.default}
        navigate={leaveFirstView(element, () => root!)}
        prepare={() => void loadRouterApp()}
        onHydrated={onHydrated}
      />
    </StrictMode>
  );
  // A transition: hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    root = hydrateRoot(element, app);
  });
}
