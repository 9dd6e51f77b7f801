import { isAppShellPath } from "@/app/router/app-shell";
import { takeEarlyEvents } from "@/app/public/early-events";
import { startIslands } from "@/app/public/islands-runtime";
import { startVisitCounting } from "@/features/visit-counting/start";
import { revealOnScroll } from "@/lib/reveal-on-scroll";
import "@/styles/index.css";

// The entry of every page. A public page is prerendered HTML, complete without script and never
// rendered again in the browser: only its islands are hydrated, each on its own, once the page is
// idle (src/app/public/islands-runtime.ts), and its reveals are marked as they scroll into view. Going to
// another page loads that page's document, which the browser has often prerendered already
// (scripts/speculation-rules.ts). The admin area (not prerendered) is the router's single-page app.

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

if (root.dataset.path === undefined || isAppShellPath(window.location.pathname)) {
  void import("@/app/router/router-app").then(({ startRouterApp }) => startRouterApp(root));
} else {
  // A press or submit made before this ran (the page starts it once drawn, scripts/entry-loader.ts).
  const early = takeEarlyEvents();
  revealOnScroll(root);
  startIslands(root, early);
  // Visit counting: the beacon, a module of its own (under 1 KB), once the page is idle and shown;
  // a contact click is kept from the first.
  startVisitCounting(early);
}
