import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router-dom";
import { routes } from "@/app/routes";

/**
 * Loads the lazy modules of the routes matching the current URL into the route objects, so the first
 * render already has the page: hydration of prerendered HTML then finds the same markup, with no
 * fallback in between. A module that fails to load is left to the router, which shows RouteError.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== "function") return;
      try {
        const loaded: Partial<RouteObject> = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch (error) {
        console.error("Could not load the page's code before hydrating", error);
      }
    }),
  );
}

/**
 * Whether the router shows the not-found page at `pathname`: only then does the build's 404.html
 * markup (which a host serves for every path it has no file for, /admin/... included) fit the page.
 */
export function rendersNotFound(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path === "*";
}

export async function createRouter() {
  await loadMatchedRoutes();
  return createBrowserRouter(routes);
}
