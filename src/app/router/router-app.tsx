import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "@/app/router/routes";

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

/**
 * The admin area's single-page app, in place of whatever `element` holds (nothing in the app's
 * shell; a prerendered page where a host served one for an admin path): rendered once the page it
 * shows is loaded.
 */
export async function startRouterApp(element: HTMLElement): Promise<void> {
  const router = createBrowserRouter(routes);
  await initialized(router);
  element.replaceChildren();
  createRoot(element).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
