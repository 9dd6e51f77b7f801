import { createContext, useContext } from "react";

// The path of the public page a component is part of, for links that mark the current page. Every
// public page is a document of its own (links are plain links, see components/ui/link.tsx), so the
// path is fixed for the page's life: the prerenderer renders each page and its islands with it, and
// the browser hydrates the islands with the same value, read from the page (src/app/public/islands-runtime.ts).

const SitePathContext = createContext<string | null>(null);

export const SitePathProvider = SitePathContext.Provider;

/**
 * The path the page was prerendered for ("/fees"; "/404" on the page answering unknown paths). Outside
 * a provider (a component rendered on its own, in a test or a future page) it is the browser's own
 * path; only the prerenderer, which has no browser, insists on one.
 */
export function useSitePath(): string {
  const path = useContext(SitePathContext);
  if (path !== null) return path;
  if (typeof window === "undefined")
    throw new Error("useSitePath needs a SitePathProvider above it");
  return window.location.pathname;
}

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;

/**
 * Whether a link to `to` is the current page at `pathname`, as React Router's NavLink decides: the
 * same path, or with `end` false also a path below it. Case and a trailing slash do not matter.
 */
export function isCurrentPath(to: string, pathname: string, end = false): boolean {
  const target = withoutTrailingSlash(to.toLowerCase());
  const current = withoutTrailingSlash(pathname.toLowerCase());
  if (current === target) return true;
  if (end || target === "/") return false;
  return current.startsWith(`${target}/`);
}
