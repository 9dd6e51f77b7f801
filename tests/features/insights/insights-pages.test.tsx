// The public Insights pages as the build renders them from the published posts: the list (ten a
// page, newest first, with summary, date and author), a post (its markdown, HTML shown as text),
// a withdrawn post's notice (410), the header's and home page's links only once a post is
// published, and the head, sitemap, feed and _redirects the build writes beside the pages.
import { describe, expect, it } from "vitest";
import { renderPage } from "@/app/prerender/entry-server";
import type { SiteData, SitePost } from "@/features/site-content";
import { articleStructuredData, headTags } from "../../../scripts/page-head";
import {
  atomFeed,
  goneAddresses,
  redirectsFile,
  sitemapXml,
} from "../../../scripts/lib/site-build/site-index-files";
import { siteData } from "../../support/site-data";

const post = (index: number, over: Partial<SitePost> = {}): SitePost => ({
  slug: `insight-${index}`,
  title: `Insight number ${index}`,
  summary: `The summary of insight ${index}.`,
  body: "## A heading\n\nA paragraph with **bold** words.",
  tags: ["Markets"],
  authorName: "Ethan Lindqvist",
  publishedAt: new Date(Date.UTC(2026, 10, 28 - index, 15)).toISOString(),
  modifiedAt: new Date(Date.UTC(2026, 10, 28 - index, 15)).toISOString(),
  cover: null,
  ...over,
});

/** The fixture's site with `count` posts, newest first, and `withdrawn` slugs. */
const withPosts = (count: number, withdrawn: string[] = []): SiteData => ({
  ...siteData(),
  posts: Array.from({ length: count }, (_, index) => post(index + 1)),
  withdrawnPosts: withdrawn,
});

const dom = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
};

describe("the Insights pages", () => {
  it("are not there, nor linked from the header or the home page, while no post is published", async () => {
    const site = withPosts(0);
    expect((await renderPage("/insights", site)).status).toBe(404);
    const home = dom((await renderPage("/", site)).html);
    expect(home.querySelector('a[href="/insights"]')).toBeNull();
  });

  it("list ten posts a page, newest first, each with its summary, date and author; the header and home page link to them", async () => {
    const site = withPosts(12);
    const first = await renderPage("/insights", site);
    expect(first.status).toBe(200);
    const page = dom(first.html);
    const titles = [...page.querySelectorAll("main h2 a")].map((link) => link.textContent);
    expect(titles).toEqual(Array.from({ length: 10 }, (_, index) => `Insight number ${index + 1}`));
    expect(page.textContent).toContain("The summary of insight 1.");
    expect(page.textContent).toContain("By Ethan Lindqvist");
    expect(page.querySelector("main time")?.textContent).toBe("November 27, 2026");
    expect(page.querySelector('a[href="/insights/page/2"]')?.textContent).toBe("Older insights");

    const second = dom((await renderPage("/insights/page/2", site)).html);
    expect([...second.querySelectorAll("main h2 a")].map((link) => link.textContent)).toEqual([
      "Insight number 11",
      "Insight number 12",
    ]);
    expect((await renderPage("/insights/page/3", site)).status).toBe(404);

    const home = dom((await renderPage("/", site)).html);
    expect(
      home.querySelector('header a[href="/insights"], [data-island] a[href="/insights"]'),
    ).not.toBeNull();
    expect([...home.querySelectorAll("main h3 a")].map((link) => link.textContent)).toEqual([
      "Insight number 1",
      "Insight number 2",
      "Insight number 3",
    ]);
  });

  it("show a post's markdown, and markdown that would make HTML as the text typed", async () => {
    const site = withPosts(1);
    site.posts[0] = post(1, {
      body: '## Rates\n\nA <script>alert("x")</script> and <img src=x onerror=alert(1)> here.\n\n> A quote',
    });
    const rendered = await renderPage("/insights/insight-1", site);
    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe("Insight number 1");
    const page = dom(rendered.html);
    expect(page.querySelector("h1")?.textContent).toBe("Insight number 1");
    // "#" is the post's h2 (under its h1), so "##" an h3.
    expect(page.querySelector("article h3")?.textContent).toBe("Rates");
    expect(page.querySelector("script, article img")).toBeNull();
    expect(page.textContent).toContain(
      'A <script>alert("x")</script> and <img src=x onerror=alert(1)> here.',
    );
    expect(page.querySelector("blockquote")?.textContent).toContain("A quote");
  });

  it("answer a withdrawn post's address with a short notice and 410", async () => {
    const site = withPosts(1, ["old-insight"]);
    const rendered = await renderPage("/insights/old-insight", site);
    expect(rendered.status).toBe(410);
    expect(dom(rendered.html).querySelector("h1")?.textContent).toBe("This insight was withdrawn");
    const redirects = redirectsFile(site);
    expect(redirects).toContain("/insights/old-insight /insights/old-insight/index.html 410");
    expect([...goneAddresses(redirects)]).toEqual([
      "/insights/old-insight",
      "/insights/old-insight/",
    ]);
  });
});

describe("what the build writes beside the Insights pages", () => {
  const siteUrl = "https://www.example.com";

  it("a post's head: canonical, Open Graph article and Article JSON-LD", () => {
    const site = withPosts(1);
    const [article] = site.posts;
    const head = headTags({
      siteUrl,
      path: "/insights/insight-1",
      title: "Insight number 1 | Firm",
      description: article!.summary,
      site,
      article,
      feed: "/insights/feed.xml",
    });
    expect(head).toContain(
      '<link rel="canonical" href="https://www.example.com/insights/insight-1">',
    );
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:description" content="The summary of insight 1.">');
    expect(head).toContain('type="application/atom+xml"');
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(jsonLd[1]).toEqual(
      articleStructuredData("https://www.example.com/insights/insight-1", siteUrl, article!, site),
    );
    expect(jsonLd[1]).toMatchObject({
      "@type": "Article",
      headline: "Insight number 1",
      author: { "@type": "Person", name: "Ethan Lindqvist" },
      datePublished: article!.publishedAt,
    });
  });

  it("the sitemap and the Atom feed carry the posts; no feed while none is published", () => {
    const site = withPosts(2);
    const sitemap = sitemapXml(siteUrl, site);
    expect(sitemap).toContain("<loc>https://www.example.com/insights</loc>");
    expect(sitemap).toContain(
      `<loc>https://www.example.com/insights/insight-2</loc><lastmod>${site.posts[1]!.modifiedAt}</lastmod>`,
    );
    const feed = atomFeed(siteUrl, site)!;
    const entries = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain("<title>Insight number 1</title>");
    expect(entries[0]).toContain('href="https://www.example.com/insights/insight-1"');
    expect(entries[0]).toContain("<author><name>Ethan Lindqvist</name></author>");
    expect(atomFeed(siteUrl, withPosts(0))).toBeUndefined();
    expect(sitemapXml(siteUrl, withPosts(0))).not.toContain("/insights");
  });
});
