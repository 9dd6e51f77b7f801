import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { createRouter } from "@/app/router";
import "@/styles/index.css";

/**
 * Whether #root holds the build's markup of `pathname` (scripts/prerender.ts marks it with the path,
 * or "*" for the not-found page, which a host serves only for paths the site does not have).
 */
function isPrerenderedFor(element: HTMLElement, pathname: string): boolean {
  const markupFor = element.dataset.prerendered;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return element.hasChildNodes() && (markupFor === "*" || markupFor === path);
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** Hydrates the prerendered page, or renders into an empty (or foreign) #root. */
function start(root: HTMLElement, router: Awaited<ReturnType<typeof createRouter>>) {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (isPrerenderedFor(root, window.location.pathname)) hydrateRoot(root, app);
  else {
    // Another page's markup (a host serving index.html for every path) or none (the dev server).
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// Not a top-level await: chunks shared with the lazy pages could then not stay in this entry chunk.
void createRouter().then((router) => start(root, router));
