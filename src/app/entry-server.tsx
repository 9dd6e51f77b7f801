// The prerenderer's entry (scripts/prerender.ts builds it with `vite build --ssr`): renders one page
// of the site to HTML, as the browser's first view (src/main.ts) will hydrate it.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { FirstView } from "@/app/first-view";
import { loadDataLayout, notFoundPage, publicPages } from "@/app/pages";
import { PageTitleSink } from "@/components/sections/use-page-title";
import { loadDeferredParts } from "@/lib/deferred-part";

export { documentTitle } from "@/components/sections/use-page-title";

export type RenderedPage = {
  html: string;
  /** The title the page passes to usePageTitle, if any. */
  title: string | undefined;
  /** 200 for a page of the site, 404 for the not-found page. */
  status: number;
};

const stayPut = () => {};

export async function renderPage(path: string): Promise<RenderedPage> {
  const found = Object.hasOwn(publicPages, path);
  const entry = found ? publicPages[path as keyof typeof publicPages] : notFoundPage;
  const [{ default: Page }, dataLayout] = await Promise.all([
    entry.load(),
    entry.readsData ? loadDataLayout() : undefined,
  ]);
  // The parts the browser hydrates later are rendered into the HTML too.
  await loadDeferredParts();
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <FirstView
          location={{ pathname: path, search: "", hash: "", key: "default" }}
          Page={Page}
          DataLayout={dataLayout?.default}
          navigate={stayPut}
          prepare={stayPut}
        />
      </PageTitleSink.Provider>
    </StrictMode>,
  );
  return { html, title, status: found ? 200 : 404 };
}
