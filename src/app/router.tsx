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

export async function createRouter() {
  await loadMatchedRoutes();
  return createBrowserRouter(routes);
}
