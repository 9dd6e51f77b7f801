import { loadDataLayout, prerenderedPage } from "@/app/pages";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { rememberEarlyPress } from "@/lib/early-press";
import "@/styles/index.css";

// The entry is kept tiny: a prerendered page is complete without script, so the browser paints it
// before any of the app's code is fetched, and React, the page's code and hydration come after that
// paint (src/app/start.tsx). Fetching them earlier made the first paint wait behind them on a
// phone (the README's "How a public page loads").

// Every form of the site is handled by script. One submitted before its part of the page has
// hydrated (the footer's box hydrates once the first view is done) must not reload the page.
document.addEventListener("submit", (event) => event.preventDefault(), { capture: true });

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const loadStart = () => import("@/app/start");

/** Fetches the page's own modules, which the prerenderer names in #root's data-modules. */
function preloadPageModules(element: HTMLElement) {
  for (const url of element.dataset.modules?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.append(link);
  }
}

const entry = prerenderedPage(container.dataset.prerendered, window.location.pathname);
if (entry) {
  const earlyPress = rememberEarlyPress(container);
  void afterFirstPaint().then(async () => {
    // The page's code and React's come in parallel.
    preloadPageModules(container);
    const page = Promise.all([entry.load(), entry.readsData ? loadDataLayout() : undefined]);
    page.catch(() => {}); // handled by hydrateFirstView, which may start after it fails
    const { hydrateFirstView } = await loadStart();
    await hydrateFirstView(container, page, earlyPress);
  });
} else {
  // Nothing prerendered to show first (the admin area): the router's app at once.
  void loadStart().then(({ startRouterOnly }) => startRouterOnly(container));
}
