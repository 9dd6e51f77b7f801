// The prerenderer's entry (scripts/build-pages.ts builds it with `vite build --ssr`): renders one
// public page from the published content (the build's snapshot), the whole page once, in two passes.
// The first renders the page in its layout, each island (lib/island.tsx) as an empty slot; the second
// renders each island on its own, as the browser will hydrate it (src/app/public/hydrate-island.tsx:
// its own root, its own id prefix), into its element, from the props the page gave it. An island of
// DOM code is rendered the same way; its element carries no props, its code reading the markup.
import { StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { spriteRepeatedSvgs } from "./svg-sprite";
import { domIslandLoaders, reactIslandLoaders } from "@/app/public/islands";
import { loadInsightsPage, loadNotFoundPage, publicPages } from "@/pages/public-pages";
import { insightsRoute } from "@/features/insights";
import { SiteFrame } from "@/pages/site-frame";
import type { SiteData } from "@/features/site-content";
import { PageTitleSink } from "@/lib/page-title";
import { publicPaths, type PublicPath } from "@/content/routes";
import {
  IslandCollectorContext,
  IslandRoot,
  islandIdPrefix,
  type AnyIsland,
  type IslandProps,
  type StartIsland,
} from "@/lib/island";

export { documentTitle } from "@/lib/page-title";
export { pageKeyOfPath } from "@/features/site-content";

/** The path the not-found page is rendered for (dist/404.html, served for any unknown path). */
export const notFoundPath = "/404";

export type RenderedPage = {
  /** What goes into #root. */
  html: string;
  /** The title the page passes to usePageTitle. */
  title: string;
  /** 200 for a page of the site, 404 for the not-found page, 410 for a withdrawn post. */
  status: number;
  /** The names of the islands in the page, in document order. */
  islands: string[];
};

/**
 * The name each island has in the browser's tables (islands.ts), by what the browser loads for it:
 * the island itself, or its DOM code.
 */
async function islandNames(): Promise<Map<AnyIsland | StartIsland, string>> {
  const loaders = Object.entries({ ...reactIslandLoaders, ...domIslandLoaders });
  const entries = await Promise.all(
    loaders.map(async ([name, load]) => [await load(), name] as const),
  );
  return new Map(entries);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const islandSlot = /<div data-island-slot="(\d+)"><\/div>/g;

export async function renderPage(path: string, site: SiteData): Promise<RenderedPage> {
  const found = (publicPaths as readonly string[]).includes(path);
  const insight = found ? undefined : insightsRoute(path, site);
  const { default: Page } = await (found
    ? publicPages[path as PublicPath]()
    : insight
      ? loadInsightsPage()
      : loadNotFoundPage());
  const names = await islandNames();
  const collected: Array<{ island: AnyIsland; props: IslandProps }> = [];
  let title: string | undefined;
  const frame = renderToString(
    <StrictMode>
      <IslandCollectorContext.Provider
        value={(island, props) => collected.push({ island, props }) - 1}
      >
        <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
          <SiteFrame site={site} path={path}>
            <Page />
          </SiteFrame>
        </PageTitleSink.Provider>
      </IslandCollectorContext.Provider>
    </StrictMode>,
  );
  if (title === undefined) throw new Error(`${path} sets no title`);

  const islands: string[] = [];
  /** Each island's element, with the markup it starts from, in document order. */
  const elements = collected.map(({ island, props }, index) => {
    const name = names.get(island.start ?? island);
    if (!name) throw new Error(`${island.displayName} is missing from src/app/public/islands.ts`);
    islands.push(name);
    // The props the page gave it, as the browser will read them from the HTML.
    const Component = island.Component as ComponentType<IslandProps>;
    const markup = renderToString(
      <IslandRoot path={path}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
    const json = JSON.stringify(props);
    const attributes = [
      `data-island="${name}"`,
      ...(json === "{}" || island.start ? [] : [`data-props="${escapeAttribute(json)}"`]),
      ...(island.hydrateOn === "idle" ? [] : [`data-hydrate="${island.hydrateOn}"`]),
    ];
    return { dom: Boolean(island.start), html: `<div ${attributes.join(" ")}>${markup}</div>` };
  });
  const slotted = (html: string, which: (element: { dom: boolean }) => boolean) =>
    html.replace(islandSlot, (slot, index: string) => {
      const element = elements[Number(index)];
      if (!element) throw new Error(`${path}: an island lost its slot`);
      return which(element) ? element.html : slot;
    });
  // The repeated icons of the page and of its islands of DOM code (whose code reads the markup it
  // is given) drawn once; an island React hydrates keeps the markup React renders.
  const html = slotted(spriteRepeatedSvgs(slotted(frame, ({ dom }) => dom)), ({ dom }) => !dom);
  const slots = [...frame.matchAll(islandSlot)].map(([, index]) => Number(index));
  if (slots.length !== collected.length) throw new Error(`${path}: an island lost its slot`);
  if (slots.some((slot, index) => slot !== index))
    throw new Error(`${path}: the islands are out of order`);
  const status = found || (insight && insight.kind !== "gone") ? 200 : insight ? 410 : 404;
  return { html, title, status, islands };
}
