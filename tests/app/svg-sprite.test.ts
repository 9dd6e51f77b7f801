// Every public page draws each of its icons once: an icon shown in several places is a <symbol> of
// the page's sprite, shown with <use> (src/app/prerender/svg-sprite.ts), so no SVG drawing is repeated
// in the page's markup outside the islands React hydrates (their markup is what their components
// render in the browser, which it must match to hydrate); an island of DOM code reads the markup it
// is given, and has its repeated icons drawn once like the page.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { notFoundPath, renderPage } from "@/app/prerender/entry-server";
import { spriteRepeatedSvgs } from "@/app/prerender/svg-sprite";
import { isDomIslandName } from "@/app/public/islands";
import { publicPaths } from "@/content/routes";
import { siteData } from "../support/site-data";

/** Whether `element` is in the markup of an island React hydrates. */
const inReactIsland = (element: Element) => {
  const island = element.closest("[data-island]")?.getAttribute("data-island");
  return island !== undefined && island !== null && !isDomIslandName(island);
};

/**
 * The drawings (an SVG's markup, a sprite's use aside) outside the islands React hydrates that
 * `html` holds more than once.
 */
function repeatedDrawings(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const drawings = [...document.querySelectorAll("svg, symbol")]
    .filter((svg) => !inReactIsland(svg))
    .filter((svg) => !svg.querySelector(":scope > use") && !svg.querySelector(":scope > symbol"))
    .map((svg) => svg.innerHTML);
  return drawings.filter((drawing, index) => drawings.indexOf(drawing) !== index);
}

describe("the pages' SVG icons", () => {
  it.each([...publicPaths, notFoundPath])("%s repeats no SVG drawing", async (path) => {
    const { html } = await renderPage(path, siteData());
    expect(html).toContain("<svg");
    expect(repeatedDrawings(html)).toEqual([]);
  });

  it("shows a repeated icon through one symbol, with its own attributes at each place", () => {
    const check = '<path d="M20 6 9 17l-5-5"></path>';
    const page = spriteRepeatedSvgs(
      `<p><svg class="lucide lucide-check a" viewBox="0 0 24 24">${check}</svg></p>` +
        `<p><svg class="lucide lucide-check b" viewBox="0 0 24 24">${check}</svg></p>` +
        '<svg class="lucide lucide-x" viewBox="0 0 24 24" fill="none"><path d="M1 1"></path><path d="M2 2"></path></svg>',
    );
    expect(page).toBe(
      '<p><svg class="lucide lucide-check a" viewBox="0 0 24 24"><use href="#icon-check"></use></svg></p>' +
        '<p><svg class="lucide lucide-check b" viewBox="0 0 24 24"><use href="#icon-check"></use></svg></p>' +
        '<svg class="lucide lucide-x" viewBox="0 0 24 24" fill="none"><path d="M1 1M2 2"></path></svg>' +
        `<svg hidden=""><symbol id="icon-check" viewBox="0 0 24 24">${check}</symbol></svg>`,
    );
  });

  it("draws an outlined icon's plain shapes as one path with the same outline", () => {
    const icon = (drawing: string) =>
      `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor">${drawing}</svg>`;
    expect(
      spriteRepeatedSvgs(
        icon(
          '<path d="M8 2v4"></path><rect x="3" y="4" width="18" height="18" rx="2"></rect>' +
            '<circle cx="12" cy="10" r="3"></circle><line x1="1" y1="2" x2="3" y2="4"></line>' +
            '<polyline points="22 12 18 12 15 21"></polyline>',
        ),
      ),
    ).toBe(
      icon(
        '<path d="M8 2v4' +
          // The rectangle from its top edge round, each corner a quarter ellipse of rx by rx.
          "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z" +
          // The circle as two half arcs from its leftmost point.
          "M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z" +
          "M1 2L3 4" +
          'M22 12 18 12 15 21"></path>',
      ),
    );
  });

  it("keeps a path that starts with a relative move where it was, once after another shape", () => {
    const icon = (drawing: string) => `<svg viewBox="0 0 24 24" fill="none">${drawing}</svg>`;
    // Lucide's compass: after the circle's data, "m16.24 7.76" would move from the circle's start.
    expect(
      spriteRepeatedSvgs(
        icon(
          '<circle cx="12" cy="12" r="10"></circle><path d="m16.24 7.76-2.12 6.36-6.36 2.12z"></path>',
        ),
      ),
    ).toBe(
      icon(
        '<path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM16.24 7.76l-2.12 6.36-6.36 2.12z"></path>',
      ),
    );
    // Lucide's calendar check's tick, a move and nothing after it, and one with a comma.
    expect(
      spriteRepeatedSvgs(icon('<path d="M3 9h18"></path><path d="m9 15 2 2 4-4"></path>')),
    ).toBe(icon('<path d="M3 9h18M9 15l2 2 4-4"></path>'));
    expect(spriteRepeatedSvgs(icon('<path d="M1 1"></path><path d="m2,3"></path>'))).toBe(
      icon('<path d="M1 1M2 3"></path>'),
    );
  });

  it("leaves alone a filled drawing and a shape with a look of its own", () => {
    const filled =
      '<svg viewBox="0 0 36 36"><rect width="36" height="36" rx="8"></rect><path d="M1 1"></path></svg>';
    const styled =
      '<svg viewBox="0 0 24 24" fill="none"><rect width="4" height="4" class="fill-brass-300"></rect><path d="M1 1"></path></svg>';
    expect(spriteRepeatedSvgs(filled)).toBe(filled);
    expect(spriteRepeatedSvgs(styled)).toBe(styled);
  });
});
