import { expect, type Page, type Route } from "@playwright/test";
import { readManifest } from "../../scripts/build-manifest";

// A public page is prerendered HTML whose islands (src/lib/island.tsx) come to life each on its own
// once the page is idle, or once an island is near the viewport (src/app/public/islands-runtime.ts):
// React hydrates one, DOM code starts another (the header's menus). The runtime marks each island's
// element data-hydrated when its code has it.

/** Resolves once the page's island `name` (the first, if there are several) has its code. */
export async function islandHydrated(page: Page, name: string) {
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute(
    "data-hydrated",
    "",
  );
}

/**
 * Resolves once the header's menu of this viewport has its code: the phone's menu button below the
 * md breakpoint, the navigation's dropdowns from it on.
 */
export async function hydrated(page: Page) {
  const desktop = page.viewportSize()!.width >= 768;
  await islandHydrated(page, desktop ? "desktop-nav" : "mobile-menu");
}

/**
 * Brings each island shown at this width near the viewport in turn, as a reader scrolling down
 * would, and resolves once every one of them has its code; an island that waits for the visitor
 * (the newsletter boxes) is given the focus, as a reader heading for it would, and the focus taken
 * back once it has its code. One island at a time: a page scrolled through in a few frames can pass
 * an island before a busy browser has seen it intersect.
 */
export async function everyIslandHydrated(page: Page) {
  const count = await page.locator("[data-island]").count();
  for (let index = 0; index < count; index++) {
    const island = page.locator("[data-island]").nth(index);
    // An island that the width hides (the other device's menu) never loads.
    const shownChild = await island.evaluate((element) => {
      const child = [...element.children].find((node) => node.getClientRects().length > 0);
      child?.scrollIntoView({ block: "center", behavior: "instant" });
      return child !== undefined;
    });
    const hydrateOn = await island.getAttribute("data-hydrate");
    if (!shownChild && hydrateOn === "visible") continue;
    if (hydrateOn === "interaction") await island.locator("input, button").first().focus();
    await expect(island).toHaveAttribute("data-hydrated", "");
    if (hydrateOn === "interaction") await island.locator("input, button").first().blur();
  }
}

/**
 * The URL of the build's file holding `chunk`: a module (its source path, e.g.
 * src/components/layout/mobile-menu-dialog.ts), in a chunk of its own or of a group (vite.config.ts
 * groups some islands), or a named chunk ("react"), from Vite's manifest and the build's list of
 * each chunk's modules.
 */
export function assetOf(chunk: string): string {
  const { manifest, chunkHolding } = readManifest("dist");
  const key =
    chunkHolding([chunk]) ?? Object.keys(manifest).find((held) => manifest[held]!.name === chunk);
  if (!key) throw new Error(`No file of the build holds ${chunk}`);
  return `/${manifest[key]!.file}`;
}

/**
 * Holds back the browser's requests for the build's files holding `chunks` (see assetOf) until the
 * returned function is called: meanwhile the page is as a visitor sees it before that code arrives.
 */
export async function holdBack(page: Page, ...chunks: string[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const files = new Set(chunks.map(assetOf));
  await page.route(
    (url) => files.has(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
