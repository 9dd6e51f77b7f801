import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { FirstView } from "@/app/first-view";
import { loadDataLayout, prerenderedPage, type PageEntry } from "@/app/pages";
import "@/styles/index.css";

// The first view of a prerendered page hydrates without React Router (see lib/navigation.tsx): the
// router's code loads when the visitor heads for a link, and takes over when they follow one.
const loadRouterApp = () => import("@/app/router-app");

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** The router's app in place of whatever #root holds (another page's markup, or nothing). */
async function startRouterOnly(element: HTMLElement) {
  const { startRouterApp } = await loadRouterApp();
  await startRouterApp({
    render(app: ReactNode) {
      element.replaceChildren();
      createRoot(element).render(app);
    },
  });
}

/** Follows the first link of the first view: the router renders the destination into `root`. */
function leaveFirstView(root: () => Root) {
  let destination: string | undefined;
  let leaving: Promise<void> | undefined;
  return (to: string) => {
    destination = to;
    leaving ??= loadRouterApp()
      .then(({ startRouterApp }) =>
        startRouterApp({ render: (app) => root().render(app), destination: () => destination! }),
      )
      .catch((error: unknown) => {
        console.error("Could not start the router; loading the page instead", error);
        window.location.assign(destination!);
      });
  };
}

async function hydrateFirstView(element: HTMLElement, entry: PageEntry) {
  let modules;
  try {
    modules = await Promise.all([entry.load(), entry.readsData ? loadDataLayout() : undefined]);
  } catch (error) {
    // The router retries the page's code, and shows the route error in the layout if it still fails.
    console.error("Could not load the page's code before hydrating", error);
    return startRouterOnly(element);
  }
  const [{ default: Page }, dataLayout] = modules;
  const { pathname, search, hash } = window.location;
  let root: Root | undefined;
  const app = (
    <StrictMode>
      <FirstView
        location={{ pathname, search, hash, key: "default" }}
        Page={Page}
        DataLayout={dataLayout?.default}
        navigate={leaveFirstView(() => root!)}
        prepare={() => void loadRouterApp()}
      />
    </StrictMode>
  );
  // A transition: hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    root = hydrateRoot(element, app);
  });
}

const entry = prerenderedPage(container.dataset.prerendered, window.location.pathname);
void (entry ? hydrateFirstView(container, entry) : startRouterOnly(container));
