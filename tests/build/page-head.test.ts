// The <head> of a prerendered page (scripts/page-head.ts), from the published site of the seeded
// database: the page's own title and description, its canonical URL and Open Graph tags, the firm as
// JSON-LD from the layout's contact details and adviser, the uploaded favicon, and no inline script
// a browser runs but the speculation rules (the CSP allows that one by its hash).
import { beforeAll, describe, expect, it } from "vitest";
import { headTags, withHead } from "../../scripts/page-head";
import { speculationRulesScript } from "../../scripts/speculation-rules";
import type { SiteData } from "../../src/features/site-content/published-site";
import { readSeededSiteData } from "../support/site-data-global-setup";
import { pageTemplate as template } from "../support/page-template";

let site: SiteData;
beforeAll(async () => {
  site = await readSeededSiteData();
});

const siteUrl = "https://www.example.com";

const feesHead = () => {
  const fees = site.pages.fees.content;
  return {
    siteUrl,
    path: "/fees",
    title: `${fees.title} | ${site.settings.siteName}`,
    description: fees.description,
    site,
  };
};

/** Every <script> element of `html`: its type and its text. */
const scripts = (html: string) =>
  [...html.matchAll(/<script type="([^"]+)">([^<]*)<\/script>/g)].map(([, type, text]) => ({
    type: type!,
    text: text!,
  }));

describe("a page's head", () => {
  it("names the page by its canonical URL and describes it for link previews", () => {
    const head = feesHead();
    const tags = headTags(head);
    expect(tags).toContain(`<link rel="canonical" href="${siteUrl}/fees">`);
    expect(tags).toContain(`<meta property="og:url" content="${siteUrl}/fees">`);
    expect(tags).toContain(`<meta property="og:site_name" content="${site.settings.siteName}">`);
    expect(tags).toContain(`<meta property="og:description" content="${head.description}">`);
    expect(tags).not.toContain("noindex");
  });

  it("describes the firm as JSON-LD from the published settings, contact details and adviser", () => {
    const { contact, adviser } = site.pages.layout.content;
    const [jsonLd] = scripts(headTags(feesHead())).filter(
      (script) => script.type === "application/ld+json",
    );
    expect(JSON.parse(jsonLd!.text)).toMatchObject({
      "@type": "FinancialService",
      name: site.settings.siteName,
      url: `${siteUrl}/`,
      description: site.settings.siteDescription,
      telephone: contact.phoneDigits,
      email: contact.email,
      address: { addressLocality: contact.city, addressRegion: contact.state },
      founder: { name: adviser.name, jobTitle: adviser.role },
    });
  });

  it("runs no inline script but the speculation rules", () => {
    const executable = scripts(headTags(feesHead())).filter(
      (script) => script.type !== "application/ld+json",
    );
    expect(
      executable.map((script) => `<script type="${script.type}">${script.text}</script>`),
    ).toEqual([speculationRulesScript]);
  });

  it("keeps a text from closing the JSON-LD's script element", () => {
    const hostile: SiteData = {
      ...site,
      settings: { ...site.settings, siteName: "Firm</script><script>alert(1)</script>" },
    };
    const tags = headTags({ ...feesHead(), site: hostile });
    expect(tags).not.toContain("<script>alert(1)");
    expect(scripts(tags).map((script) => script.type)).toEqual([
      "speculationrules",
      "application/ld+json",
    ]);
  });

  it("marks the not-found page noindex, with no canonical URL", () => {
    const notFound = site.pages["not-found"].content;
    const tags = headTags({
      siteUrl,
      path: undefined,
      title: notFound.title,
      description: "",
      site,
    });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain("canonical");
  });

  it("fills the template's title and description, escaped, and keeps its favicon when none is uploaded", () => {
    const html = withHead(template, { ...feesHead(), title: 'Fees & "costs" <today>' });
    expect(html).toContain("<title>Fees &amp; &quot;costs&quot; &lt;today&gt;</title>");
    expect(html).toContain(`<meta name="description" content="${feesHead().description}" />`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it("links the uploaded favicon in place of the built-in one", () => {
    const withFavicon: SiteData = {
      ...site,
      settings: { ...site.settings, favicon: { src: "/images/0a1b.png", width: 32, height: 32 } },
    };
    const html = withHead(template, { ...feesHead(), site: withFavicon });
    expect(html).toContain('<link rel="icon" type="image/png" href="/images/0a1b.png" />');
    expect(html).not.toContain("/favicon.svg");
  });
});
