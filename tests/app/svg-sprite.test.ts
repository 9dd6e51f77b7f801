// Every public page draws each of its icons once: an icon shown in several places is a <symbol> of
// the page's sprite, shown with <use> (src/app/prerender/svg-sprite.ts), so no SVG drawing is repeated
// in the page's markup outside its islands (an island's markup is what its React component renders in
// the browser, which it must match to hydrate).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { notFoundPath, renderPage } from "@/app/prerender/entry-server";
import { spriteRepeatedSvgs } from "@/app/prerender/svg-sprite";
import { publicPaths } from "@/content/routes";
import { siteData } from "../support/site-data";

/** The drawings (an SVG's markup, a sprite's use aside) outside islands that `html` holds more than once. */
function repeatedDrawings(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const drawings = [...document.querySelectorAll("svg, symbol")]
    .filter((svg) => !svg.closest("[data-island]"))
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
        '<svg class="lucide lucide-x" viewBox="0 0 24 24"><path d="M1 1"></path><path d="M2 2"></path></svg>',
    );
    expect(page).toBe(
      '<p><svg class="lucide lucide-check a" viewBox="0 0 24 24"><use href="#icon-check"></use></svg></p>' +
        '<p><svg class="lucide lucide-check b" viewBox="0 0 24 24"><use href="#icon-check"></use></svg></p>' +
        '<svg class="lucide lucide-x" viewBox="0 0 24 24"><path d="M1 1M2 2"></path></svg>' +
        `<svg hidden=""><symbol id="icon-check" viewBox="0 0 24 24">${check}</symbol></svg>`,
    );
  });
});
