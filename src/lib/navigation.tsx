import { createContext, useContext, type ReactNode } from "react";

// Where the visitor is and how to go elsewhere, for the public pages' components, without importing
// React Router: its module cannot be split, so one import would put the whole data router (about
// 30 KB gzip) into the first download of every page. Two providers fill this context:
// - the first view (src/app/first-view.tsx): the prerendered page as loaded, and a navigate that
//   starts the router;
// - the router (src/app/router-navigation.tsx), from React Router's location and navigate.

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation, even to the same path. */
  key: string;
}

export interface SiteNavigation {
  location: SiteLocation;
  /** Goes to an in-site path (`to` starts with "/") without reloading the page. */
  navigate(to: string): void;
  /** A hint that `navigate` may be called soon (a pointer over a link), to fetch what it needs. */
  prepare(): void;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export function SiteNavigationProvider({
  value,
  children,
}: {
  value: SiteNavigation;
  children: ReactNode;
}) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error("useSiteNavigation needs a SiteNavigationProvider above it");
  return navigation;
}

export const useSiteLocation = (): SiteLocation => useSiteNavigation().location;

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
