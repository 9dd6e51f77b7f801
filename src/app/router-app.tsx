import { StrictMode, type ReactNode } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "@/app/routes";

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the lazy routes of the URL it started on. */
function initialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface RouterAppStart {
  /** Puts the app on the page (into the first view's root, or a new one). */
  render: (app: ReactNode) => void;
  /** Where to go first, read once the router's code is there; undefined: stay on this URL. */
  destination?: () => string;
}

/**
 * Starts the single-page app's router and renders it once the page it shows is loaded, so the
 * previous content stays until then: for a URL without prerendered markup (the admin area, a host
 * without clean URLs) and for the first link followed from a prerendered page.
 */
export async function startRouterApp({ render, destination }: RouterAppStart): Promise<void> {
  const router = createBrowserRouter(routes);
  const to = destination?.();
  if (to === undefined) await initialized(router);
  else await router.navigate(to);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
