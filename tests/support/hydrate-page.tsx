// A public page as the build prerenders it and the browser brings it to life, in jsdom: for tests of
// hydration (tests/app).
import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeAll, vi } from "vitest";
import { renderPage } from "@/app/prerender/entry-server";
import { hydrateIsland } from "@/app/public/hydrate-island";
import {
  domIslandLoaders,
  isDomIslandName,
  isIslandName,
  reactIslandLoaders,
} from "@/app/public/islands";
import type { SiteData } from "@/features/site-content";
import type { IslandProps } from "@/lib/island";
import { siteData } from "./site-data";

let page: HTMLElement | undefined;

/**
 * Prerenders `path` from `site` (the seeded database's published site by default), puts the page in
 * the document as a host serves it and brings each of its islands to life, as the browser's runtime
 * does (src/app/public/islands-runtime.ts): React hydrates one, an island of DOM code is started;
 * returns the elements of the prerendered page and the complaints logged.
 */
export async function prerenderThenHydrate(path: string, site: SiteData = siteData()) {
  const rendered = await renderPage(path, site);
  page = document.body.appendChild(document.createElement("div"));
  page.id = "root";
  page.dataset.path = path;
  page.innerHTML = rendered.html;
  const prerendered = [...page.querySelectorAll("*")];
  const complaints: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args) => complaints.push(args));
  const islands = [...page.querySelectorAll<HTMLElement>("[data-island]")];
  for (const [index, element] of islands.entries()) {
    const name = element.dataset.island ?? "";
    if (!isIslandName(name)) throw new Error(`unknown island ${name}`);
    if (isDomIslandName(name)) {
      (await domIslandLoaders[name]())(element);
      continue;
    }
    const { Component } = await reactIslandLoaders[name]();
    let hydrated: Promise<void> | undefined;
    // React does its work when the act scope ends: the island's hydration is awaited after it.
    await act(async () => {
      hydrated = hydrateIsland({
        element,
        Component: Component as ComponentType<IslandProps>,
        props: JSON.parse(element.dataset.props ?? "{}") as IslandProps,
        index,
        path,
      });
    });
    await hydrated;
  }
  return { rendered, prerendered, complaints };
}

/**
 * For a test file of prerendered pages: a matchMedia for jsdom, which has none (the mobile menu asks
 * it after mount), and after each test the page, the mocks and the environment taken away.
 */
export function hydratingPages() {
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    page?.remove();
    page = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
}
