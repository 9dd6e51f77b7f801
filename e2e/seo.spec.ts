// What search engines and link previews read, straight from the build in dist/: every public page's
// title, description, canonical URL and Open Graph tags, the firm as schema.org JSON-LD, the sitemap
// and robots.txt. (The build under test is made for e2eSiteUrl, see playwright.config.ts.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../src/content/routes";
import { pageKeyOfPath } from "../src/features/site-content/schemas/page-schemas";
import { e2eSiteUrl } from "./support/env";
import { published } from "./support/published";

const fileOf = (path: string) => join("dist", path === "/" ? "index.html" : `${path}/index.html`);

/** The head of an HTML file, parsed in the page without running it. */
function headOf(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: doc.title,
      description: meta('meta[name="description"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: meta('meta[name="robots"]'),
      og: {
        type: meta('meta[property="og:type"]'),
        url: meta('meta[property="og:url"]'),
        title: meta('meta[property="og:title"]'),
        description: meta('meta[property="og:description"]'),
        siteName: meta('meta[property="og:site_name"]'),
      },
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? "null"),
      ),
    };
  }, html);
}

// Files, not browsers: the desktop project reads them once.
test.describe("what search engines read in dist/", { tag: "@desktop" }, () => {
  test("every public page has its own title, description, canonical URL and Open Graph tags", async ({
    page,
  }) => {
    const { pages, settings } = await published();
    const titles = new Set<string>();
    for (const path of publicPaths) {
      const head = await headOf(page, readFileSync(fileOf(path), "utf8"));
      const url = `${e2eSiteUrl}${path}`;
      const content = pages[pageKeyOfPath[path]].content;
      expect(head.title, path).toBe(`${content.title} | ${settings.site_name}`);
      titles.add(head.title);
      expect(head.description, path).toBe(content.description);
      expect(head.description!.length, `${path} description length`).toBeGreaterThanOrEqual(50);
      expect(head.description!.length, `${path} description length`).toBeLessThanOrEqual(160);
      expect(head.canonical, path).toBe(url);
      expect(head.og, path).toEqual({
        type: "website",
        url,
        title: head.title,
        description: head.description,
        siteName: settings.site_name,
      });
      expect(head.robots, path).toBeNull();
    }
    expect(titles.size).toBe(publicPaths.length);
  });

  test("every public page describes the firm as a schema.org FinancialService", async ({
    page,
  }) => {
    const { pages, settings } = await published();
    const { contact, adviser } = pages.layout.content;
    for (const path of publicPaths) {
      const { jsonLd } = await headOf(page, readFileSync(fileOf(path), "utf8"));
      expect(jsonLd, path).toHaveLength(1);
      expect(jsonLd[0]).toMatchObject({
        "@context": "https://schema.org",
        "@type": "FinancialService",
        name: settings.site_name,
        url: `${e2eSiteUrl}/`,
        telephone: contact.phoneDigits,
        email: contact.email,
        address: {
          "@type": "PostalAddress",
          addressLocality: contact.city,
          addressRegion: contact.state,
          addressCountry: "US",
        },
        founder: { "@type": "Person", name: adviser.name, jobTitle: adviser.role },
      });
    }
  });

  test("the not-found page asks not to be indexed and claims no URL", async ({ page }) => {
    const head = await headOf(page, readFileSync("dist/404.html", "utf8"));
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
  });

  test("the sitemap lists exactly the public pages, and robots.txt points to it", () => {
    const sitemap = readFileSync("dist/sitemap.xml", "utf8");
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(publicPaths.map((path) => `${e2eSiteUrl}${path}`));
    expect(sitemap).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const robots = readFileSync("dist/robots.txt", "utf8");
    expect(robots).toContain(`Sitemap: ${e2eSiteUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
  });
});
