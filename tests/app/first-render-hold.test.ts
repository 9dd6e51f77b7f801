// Every public page's head holds the first render until the parser reaches the element after the
// page's main content (scripts/page-head.ts): a browser that draws a page while its HTML is still
// arriving never draws a part that a later part moves (/contact's contact details once moved 17 px
// when the column beside them arrived). The hold names an element by its id: that element must be
// in every page, once, and after the whole <main>, or the hold ends too soon (or at the HTML's end).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { notFoundPath, renderPage } from "@/app/prerender/entry-server";
import { publicPaths } from "@/content/routes";
import { withHead } from "../../scripts/page-head";
import { siteData } from "../support/site-data";
import { pageTemplate as template } from "../support/page-template";

describe("a page's first render", () => {
  it.each([...publicPaths, notFoundPath])(
    "%s: is held until its footer, after the whole main content, is parsed",
    async (path) => {
      const site = siteData();
      const page = await renderPage(path, site);
      const html = withHead(template.replace('<div id="root"></div>', page.html), {
        siteUrl: "https://www.example.com",
        path: path === notFoundPath ? undefined : path,
        title: page.title,
        description: "",
        site,
      });
      const { document, Node } = new JSDOM(html).window;
      const holds = [...document.querySelectorAll('link[rel="expect"]')];
      expect(holds.map((link) => link.getAttribute("blocking"))).toEqual(["render"]);
      expect(holds[0]!.parentElement).toBe(document.head);
      const id = holds[0]!.getAttribute("href")!.replace(/^#/, "");
      expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
      const target = document.getElementById(id)!;
      expect(target.tagName).toBe("FOOTER");
      const main = document.querySelector("main")!;
      // After main and outside it: reached once every element of the main content is parsed.
      expect(main.compareDocumentPosition(target)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    },
  );
});
