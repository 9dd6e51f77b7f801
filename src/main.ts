import {
  loadDataLayout,
  prerenderedPage,
  type DataLayoutModule,
  type PageModule,
} from "@/app/pages";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { rememberEarlyPress } from "@/lib/early-press";
import { holdUnhandledSubmits } from "@/lib/early-submit";
import { whenIdle } from "@/lib/when-idle";
import "@/styles/index.css";

// The entry is kept tiny: a prerendered page is complete without script, so the browser paints it
// before any of the app's code is fetched, and React, the page's code and hydration come after that
// paint (src/app/start.tsx). Fetching them earlier made the first paint wait behind them on a
// phone (docs/architecture.md, "How a public page loads").

holdUnhandledSubmits();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const loadStart = () => import("@/app/start");

/** Resolves in a later task: the modules evaluated before and after it do not make one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    // The page's code downloads beside React's (modulepreload), but each part runs in a task of its
    // own: React, then a data page's layout, then the page (with Supabase's client on a data page).
    // Run together they made one task long enough to block a phone's main thread (Lighthouse's TBT).
    preloadPageModules(container);
    const { hydrateFirstView } = await loadStart();
    const page = (async () => {
      await nextTask();
      const dataLayout = entry.readsData ? await loadDataLayout() : undefined;
      if (dataLayout) await nextTask();
      return [await entry.load(), dataLayout] as [PageModule, DataLayoutModule | undefined];
    })();
    await hydrateFirstView(container, page, earlyPress);
    // Visit counting, a module of its own (under 1 KB), once the page is idle: off the first view.
    whenIdle(() => void import("@/features/visit-counting").then((m) => m.startVisitCounting()));
  });
} else {
  // Nothing prerendered to show first (the admin area): the router's app at once.
  void loadStart().then(({ startRouterOnly }) => startRouterOnly(container));
}
