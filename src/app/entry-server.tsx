// The prerenderer's entry (scripts/prerender.ts builds it with `vite build --ssr`): renders one path
// of the site to HTML, as the browser's first render after loading that path's route modules.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { routes } from "@/app/routes";
import { PageTitleSink } from "@/components/sections/use-page-title";

export { documentTitle } from "@/components/sections/use-page-title";

export type RenderedPage = {
  html: string;
  /** The title the page passes to usePageTitle, if any. */
  title: string | undefined;
  status: number;
};

const handler = createStaticHandler(routes);

export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, "http://prerender.local")));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a redirect or response (${context.status}), not a page`);
  }
  let title: string | undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageTitleSink.Provider>
    </StrictMode>,
  );
  return { html, title, status: context.statusCode };
}
