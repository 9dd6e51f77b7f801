// The SEO analysis check by check: a page (or release file) that passes and one that fails, the
// weights of the score, and a release with a missing file (a finding, not a crash).
import { describe, expect, it } from "vitest";
import {
  analyseRelease,
  pageCheckWeights,
  siteCheckWeights,
  worstFirst,
  type ReleaseInput,
  type SiteReport,
} from "@/features/seo/analysis";
import { siteScore, weightedScore } from "@/features/seo/analysis/weights";
import { entryLoaderScript } from "../../../scripts/entry-loader";

const SITE = "https://www.example.com";
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

interface PageParts {
  path: string;
  title?: string | null;
  description?: string | null;
  head?: string;
  body?: string;
  canonical?: string | null;
  lang?: string | null;
  viewport?: string | null;
  social?: string;
  jsonLd?: string | null;
}

const goodSocial = (path: string) =>
  `<meta property="og:title" content="A page title">` +
  `<meta property="og:description" content="d">` +
  `<meta property="og:image" content="${SITE}/images/card.png">` +
  `<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">` +
  `<meta name="twitter:card" content="summary_large_image"><!-- ${path} -->`;

/** A page that passes every check unless a part says otherwise. */
function html({
  path,
  title = `The ${path} page of Prairie Ledger Advisers`,
  description = `Everything about ${path}: how the firm works, what it charges and how to reach an adviser today.`,
  head = "",
  body = `<h1>Heading</h1><h2>Part</h2><p>${words(320)}</p><a href="/">Home</a>`,
  canonical = `${SITE}${path}`,
  lang = "en",
  viewport = "width=device-width, initial-scale=1",
  social = goodSocial(path),
  jsonLd = '{"@context":"https://schema.org","@type":"FinancialService","name":"Firm"}',
}: PageParts): string {
  return `<!doctype html><html${lang ? ` lang="${lang}"` : ""}><head>
${viewport ? `<meta name="viewport" content="${viewport}">` : ""}
${title === null ? "" : `<title>${title}</title>`}
${description === null ? "" : `<meta name="description" content="${description}">`}
${canonical === null ? "" : `<link rel="canonical" href="${canonical}">`}
${social}
${jsonLd === null ? "" : `<script type="application/ld+json">${jsonLd}</script>`}
${head}</head><body>${body}<script>document.title = "not run";</script></body></html>`;
}

const sitemapOf = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${SITE}${path}</loc></url>`)
    .join("\n")}\n</urlset>\n`;

const goodHeaders =
  "/*\n  Content-Security-Policy: default-src 'self'\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n";

function release(pages: PageParts[], parts: Partial<ReleaseInput> = {}): ReleaseInput {
  return {
    siteUrl: SITE,
    pages: pages.map((page) => ({ path: page.path, file: { text: html(page) } })),
    otherPaths: ["/documents/adv.pdf"],
    sitemap: { text: sitemapOf(pages.map((page) => page.path)) },
    robots: { text: `User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n` },
    headers: { text: goodHeaders },
    sizes: {},
    notFound: { held: true, live: { status: 404 } },
    ...parts,
  };
}

/** The findings of `check` on the page at `path` (the first page by default). */
function findingsOf(report: SiteReport, check: string, path?: string) {
  const page = path ? report.pages.find((p) => p.path === path)! : report.pages[0]!;
  return page.findings.filter((finding) => finding.check === check);
}

/** One page alone in an otherwise good release, analysed. */
const analysePage = (page: Partial<PageParts>) =>
  analyseRelease(release([{ path: "/about", ...page }, { path: "/" }]));

const statuses = (report: SiteReport, check: string, path?: string) =>
  findingsOf(report, check, path).map((finding) => finding.status);

describe("a page that passes every check", () => {
  it("scores 100, as does the site", () => {
    const report = analyseRelease(release([{ path: "/" }, { path: "/about" }]));
    expect(report.pageCount).toBe(2);
    expect(report.pages.map((page) => page.score)).toEqual([100, 100]);
    expect(report.siteFindings.every((finding) => finding.status === "pass")).toBe(true);
    expect(report.score).toBe(100);
    expect(worstFirst(report)).toEqual([]);
  });
});

describe("page checks", () => {
  it("title: present and 30 to 60 characters", () => {
    expect(statuses(analysePage({}), "title")).toEqual(["pass"]);
    expect(statuses(analysePage({ title: null }), "title")).toEqual(["error"]);
    const long = analysePage({ title: "x".repeat(80) });
    expect(findingsOf(long, "title")[0]).toMatchObject({
      status: "warning",
      element: "<title>",
      message: "The title is 80 characters long; search results cut it.",
      fix: "Shorten the title to 30 to 60 characters.",
    });
    expect(statuses(analysePage({ title: "Short" }), "title")).toEqual(["warning"]);
  });

  it("title and description: unique across pages", () => {
    const report = analyseRelease(release([{ path: "/a" }, { path: "/b" }]));
    expect(statuses(report, "title-unique", "/a")).toEqual(["pass"]);
    const same = analyseRelease(
      release([
        { path: "/a", title: "The very same title on two pages here", description: "d".repeat(80) },
        { path: "/b", title: "The very same title on two pages here", description: "d".repeat(80) },
      ]),
    );
    expect(findingsOf(same, "title-unique", "/a")[0]).toMatchObject({
      status: "warning",
      message: "/b has the same title.",
    });
    expect(statuses(same, "description-unique", "/b")).toEqual(["warning"]);
    expect(statuses(report, "description-unique", "/b")).toEqual(["pass"]);
  });

  it("meta description: present and 70 to 160 characters", () => {
    expect(statuses(analysePage({}), "description")).toEqual(["pass"]);
    expect(statuses(analysePage({ description: null }), "description")).toEqual(["error"]);
    expect(statuses(analysePage({ description: "Too short." }), "description")).toEqual([
      "warning",
    ]);
    expect(statuses(analysePage({ description: "d".repeat(161) }), "description")).toEqual([
      "warning",
    ]);
  });

  it("exactly one h1", () => {
    expect(statuses(analysePage({}), "h1")).toEqual(["pass"]);
    expect(statuses(analysePage({ body: `<h2>No h1</h2><p>${words(300)}</p>` }), "h1")).toEqual([
      "error",
    ]);
    expect(findingsOf(analysePage({ body: "<h1>One</h1><h1>Two</h1>" }), "h1")[0]?.message).toBe(
      "The page has 2 h1 elements.",
    );
  });

  it("heading levels without gaps", () => {
    expect(statuses(analysePage({}), "heading-order")).toEqual(["pass"]);
    const gap = analysePage({ body: "<h1>Top</h1><h3>Skipped a level</h3>" });
    expect(findingsOf(gap, "heading-order")[0]).toMatchObject({
      status: "warning",
      element: "<h3> Skipped a level",
      message: "An h3 follows an h1: level 2 is skipped.",
    });
  });

  it("every picture has alt (empty when decorative)", () => {
    const decorated = analysePage({ body: '<h1>A</h1><img src="/a.png" alt="">' });
    expect(statuses(decorated, "img-alt")).toEqual(["pass"]);
    const bare = analysePage({ body: '<h1>A</h1><img src="/a.png"><img src="/b.png" alt="B">' });
    expect(findingsOf(bare, "img-alt")).toMatchObject([
      { status: "error", element: '<img src="/a.png">' },
    ]);
  });

  it("canonical: present, absolute, on the site's URL", () => {
    expect(statuses(analysePage({}), "canonical")).toEqual(["pass"]);
    expect(statuses(analysePage({ canonical: null }), "canonical")).toEqual(["error"]);
    expect(statuses(analysePage({ canonical: "/about" }), "canonical")).toEqual(["error"]);
    expect(
      findingsOf(analysePage({ canonical: "https://other.example/about" }), "canonical")[0]
        ?.message,
    ).toBe(
      "The canonical URL is on https://other.example, not the site's address https://www.example.com.",
    );
    expect(statuses(analysePage({ canonical: `${SITE}/` }), "canonical")).toEqual(["warning"]);
  });

  it("Open Graph and X card tags, the image with its size", () => {
    expect(statuses(analysePage({}), "open-graph")).toEqual(["pass"]);
    expect(statuses(analysePage({}), "twitter-card")).toEqual(["pass"]);
    const bare = analysePage({ social: '<meta property="og:title" content="T">' });
    expect(findingsOf(bare, "open-graph")[0]).toMatchObject({
      status: "warning",
      message:
        "The page's share card lacks og:description, og:image, og:image:width, og:image:height.",
    });
    expect(statuses(bare, "twitter-card")).toEqual(["warning"]);
  });

  it("JSON-LD parses and has a @type", () => {
    expect(statuses(analysePage({}), "json-ld")).toEqual(["pass"]);
    expect(statuses(analysePage({ jsonLd: "{not json" }), "json-ld")).toEqual(["error"]);
    expect(findingsOf(analysePage({ jsonLd: '{"name":"x"}' }), "json-ld")[0]?.message).toBe(
      "The structured data has no @type.",
    );
    expect(statuses(analysePage({ jsonLd: null }), "json-ld")).toEqual(["warning"]);
  });

  it("internal links resolve to a page or file of the release", () => {
    const good = analysePage({
      body: `<h1>A</h1><a href="/">Home</a><a href="${SITE}/about/">Self</a><a href="/documents/adv.pdf">ADV</a><a href="https://elsewhere.example/x">Out</a><a href="mailto:a@b.c">Mail</a><a href="#top">Top</a>`,
    });
    expect(statuses(good, "internal-links")).toEqual(["pass"]);
    const broken = analysePage({ body: '<h1>A</h1><a href="/gone">Gone</a>' });
    expect(findingsOf(broken, "internal-links")[0]).toMatchObject({
      status: "error",
      element: '<a href="/gone">',
      message: "The link leads to /gone, which the release does not hold (a 404).",
    });
  });

  it("word count of the visible text (not scripts, styles or what the page hides)", () => {
    const report = analysePage({});
    expect(statuses(report, "word-count")).toEqual(["pass"]);
    // h1 + h2 + 320 words + "Home"
    expect(report.pages[0]!.wordCount).toBe(323);
    const thin = analysePage({
      body: `<h1>Thin</h1><p>${words(20)}</p><style>.a{}</style><script>var many = "words here";</script><div hidden><p>A fallback the page shows only if its widget fails</p></div>`,
    });
    expect(thin.pages[0]!.wordCount).toBe(21);
    expect(statuses(thin, "word-count")).toEqual(["warning"]);
  });

  it("indexing: in the sitemap and not noindex, or noindex and out of it", () => {
    expect(statuses(analysePage({}), "indexing")).toEqual(["pass"]);
    const noindexed = analysePage({ head: '<meta name="robots" content="noindex">' });
    expect(findingsOf(noindexed, "indexing")[0]?.message).toBe(
      "The page is in the sitemap but asks not to be indexed (noindex).",
    );
    const unlisted = analyseRelease(
      release([{ path: "/" }, { path: "/about" }], { sitemap: { text: sitemapOf(["/"]) } }),
    );
    expect(statuses(unlisted, "indexing", "/about")).toEqual(["warning"]);
    const hidden = analyseRelease(
      release(
        [{ path: "/" }, { path: "/private", head: '<meta name="robots" content="noindex">' }],
        { sitemap: { text: sitemapOf(["/"]) } },
      ),
    );
    expect(statuses(hidden, "indexing", "/private")).toEqual(["pass"]);
    expect(hidden.siteFindings.find((f) => f.check === "sitemap")?.status).toBe("pass");
  });

  it("mobile viewport and language", () => {
    expect(statuses(analysePage({}), "viewport")).toEqual(["pass"]);
    expect(statuses(analysePage({ viewport: null }), "viewport")).toEqual(["error"]);
    expect(statuses(analysePage({}), "lang")).toEqual(["pass"]);
    expect(statuses(analysePage({ lang: null }), "lang")).toEqual(["error"]);
  });
});

describe("site checks", () => {
  const site = (parts: Partial<ReleaseInput>) =>
    analyseRelease(release([{ path: "/" }, { path: "/about" }], parts)).siteFindings;
  const of = (findings: SiteReport["siteFindings"], check: string) =>
    findings.filter((finding) => finding.check === check).map((finding) => finding.status);

  it("robots.txt names the sitemap and lets crawlers in", () => {
    expect(of(site({}), "robots")).toEqual(["pass"]);
    expect(of(site({ robots: { text: "User-agent: *\nDisallow: /admin\n" } }), "robots")).toEqual([
      "warning",
    ]);
    const shut = site({
      robots: { text: `User-agent: *\nDisallow: /\nSitemap: ${SITE}/sitemap.xml` },
    });
    expect(shut.find((f) => f.check === "robots")).toMatchObject({
      status: "error",
      message: "robots.txt shuts every search engine out of the whole site.",
    });
    expect(of(site({ robots: { missing: "the release does not hold it" } }), "robots")).toEqual([
      "error",
    ]);
  });

  it("sitemap.xml valid and complete", () => {
    expect(of(site({}), "sitemap")).toEqual(["pass"]);
    expect(of(site({ sitemap: { text: "<html>not a sitemap</html>" } }), "sitemap")).toEqual([
      "error",
    ]);
    const incomplete = site({ sitemap: { text: sitemapOf(["/", "/gone"]) } });
    expect(incomplete.filter((f) => f.check === "sitemap").map((f) => f.message)).toEqual([
      "The sitemap lists /gone, which the release does not hold (a 404).",
      "The sitemap does not list /about.",
    ]);
  });

  it("security headers in _headers", () => {
    expect(of(site({}), "header-csp")).toEqual(["pass"]);
    const none = site({ headers: { text: "/*\n  Cache-Control: no-cache\n" } });
    for (const check of [
      "header-csp",
      "header-hsts",
      "header-referrer-policy",
      "header-content-type-options",
    ])
      expect(of(none, check)).toEqual(["error"]);
    const weak = site({
      headers: { text: goodHeaders.replace("max-age=63072000", "max-age=60") },
    });
    expect(of(weak, "header-hsts")).toEqual(["warning"]);
  });
});

describe("a release with a file missing", () => {
  it("is a finding, not a crash: the page scores 0, the missing site files are errors", () => {
    const report = analyseRelease({
      ...release([{ path: "/" }]),
      pages: [
        { path: "/", file: { text: html({ path: "/" }) } },
        { path: "/about", file: { missing: "storage answered 404" } },
      ],
      sitemap: { missing: "the release does not hold it" },
      headers: { missing: "the release does not hold it" },
    });
    expect(report.pageCount).toBe(2);
    expect(report.pages[1]).toMatchObject({
      path: "/about",
      score: 0,
      findings: [
        {
          check: "file",
          status: "error",
          message: "The page's file could not be read: storage answered 404.",
        },
      ],
    });
    expect(report.siteFindings.find((f) => f.check === "sitemap")?.message).toBe(
      "sitemap.xml could not be read: the release does not hold it.",
    );
    // Worst first: errors before warnings, the heavier check first.
    const ranked = worstFirst(report);
    expect(ranked[0]!.finding.check).toBe("sitemap");
    expect(
      ranked.every(
        (r, i) =>
          i === 0 ||
          r.weight <= ranked[i - 1]!.weight ||
          r.finding.status !== ranked[i - 1]!.finding.status,
      ),
    ).toBe(true);
  });
});

describe("links to other sites, page weight and the not-found page", () => {
  it("external links: rel as the site's rules say (noopener noreferrer)", () => {
    const good = analysePage({
      body: `<h1>H</h1><p>${words(320)}</p><a href="https://www.sec.gov/" target="_blank" rel="noopener noreferrer">SEC</a><a href="mailto:a@example.com">Mail</a><a href="${SITE}/">Home</a>`,
    });
    expect(statuses(good, "external-links")).toEqual(["pass"]);
    const bad = analysePage({
      body: `<h1>H</h1><p>${words(320)}</p><a href="https://www.sec.gov/" rel="noopener">SEC</a><a href="https://finra.org/">FINRA</a>`,
    });
    expect(findingsOf(bad, "external-links")).toEqual([
      expect.objectContaining({
        status: "warning",
        element: '<a href="https://www.sec.gov/" rel="noopener">',
        message: 'The link to another site lacks rel="noreferrer".',
      }),
      expect.objectContaining({
        status: "warning",
        element: '<a href="https://finra.org/">',
        message: 'The link to another site lacks rel="noopener noreferrer".',
      }),
    ]);
  });

  it("page weight: the HTML, and the CSS and JS the release holds, in bytes", () => {
    // The entry as a built page names it, in its loader's data-entry (scripts/entry-loader.ts).
    const head = `<link rel="stylesheet" href="/assets/site.css">${entryLoaderScript("/assets/app.js")}<link rel="modulepreload" href="/assets/chunk.js">`;
    const light = analyseRelease(
      release([{ path: "/about", head }, { path: "/" }], {
        sizes: { "/about": 20_000, "/assets/site.css": 30_000, "/assets/app.js": 100_000 },
      }),
    );
    expect(light.pages[0]!.weight).toEqual({
      html: 20_000,
      css: 30_000,
      js: 100_000,
      uncounted: ["/assets/chunk.js"],
    });
    expect(findingsOf(light, "page-weight")[0]).toMatchObject({
      status: "pass",
      message:
        "The page transfers 150.0 kB (HTML 20.0 kB, CSS 30.0 kB, JS 100.0 kB). Not counted, as the release does not keep them: /assets/chunk.js.",
    });
    const heavy = analyseRelease(
      release([{ path: "/about", head }, { path: "/" }], {
        sizes: { "/about": 20_000, "/assets/site.css": 90_000, "/assets/app.js": 450_000 },
      }),
    );
    expect(findingsOf(heavy, "page-weight")[0]).toMatchObject({
      status: "warning",
      fix: "Shorten the page, or load less CSS and JavaScript with it.",
    });
    expect(heavy.pages[0]!.score).toBeLessThan(light.pages[0]!.score);
    // Without the release's sizes (an analysis kept before) the check is not run.
    const unsized = analyseRelease(release([{ path: "/" }], { sizes: undefined }));
    expect(findingsOf(unsized, "page-weight")).toEqual([]);
  });

  it("not-found page: held by the release and answered with 404 where it can be asked", () => {
    const siteFinding = (notFound: ReleaseInput["notFound"]) =>
      analyseRelease(release([{ path: "/" }], { notFound })).siteFindings.find(
        (finding) => finding.check === "not-found",
      );
    expect(siteFinding({ held: true, live: { status: 404 } })).toMatchObject({
      status: "pass",
      element: "404.html (HTTP 404)",
    });
    expect(siteFinding({ held: true, live: { status: 200 } })).toMatchObject({
      status: "error",
      message:
        "An unknown address answers HTTP 200, not 404: search engines may index it as a page.",
    });
    expect(siteFinding({ held: false, live: { unchecked: "elsewhere" } })).toMatchObject({
      status: "error",
      message: "The release holds no not-found page.",
    });
    expect(siteFinding({ held: true, live: { unchecked: "another address" } })).toMatchObject({
      status: "pass",
      message:
        "The release holds the not-found page; the host's answer was not asked: another address.",
    });
  });
});

describe("the score's weights", () => {
  it("are the documented ones", () => {
    expect(pageCheckWeights).toEqual({
      file: 10,
      title: 15,
      "title-unique": 5,
      description: 10,
      "description-unique": 5,
      h1: 10,
      "heading-order": 5,
      "img-alt": 10,
      canonical: 10,
      "open-graph": 5,
      "twitter-card": 3,
      "json-ld": 5,
      "internal-links": 10,
      "external-links": 3,
      "page-weight": 5,
      "word-count": 4,
      indexing: 10,
      viewport: 5,
      lang: 5,
    });
    expect(siteCheckWeights).toEqual({
      robots: 20,
      sitemap: 30,
      "not-found": 10,
      "header-csp": 15,
      "header-hsts": 15,
      "header-referrer-policy": 10,
      "header-content-type-options": 10,
    });
  });

  it("give a check its weight on a pass, half on a warning, nothing on an error, once at its worst", () => {
    const findings = [
      { check: "title" as const, status: "warning" as const },
      { check: "h1" as const, status: "error" as const },
      { check: "img-alt" as const, status: "pass" as const },
      { check: "img-alt" as const, status: "error" as const },
      { check: "lang" as const, status: "pass" as const },
    ];
    // (15 × 0.5 + 10 × 0 + 10 × 0 + 5 × 1) / (15 + 10 + 10 + 5) = 12.5 / 40
    expect(weightedScore(findings, pageCheckWeights)).toBe(31);
  });

  it("make the site's score 70% its pages' mean and 30% its own checks", () => {
    expect(siteScore([100, 80], 50)).toBe(Math.round(0.7 * 90 + 0.3 * 50));
  });

  it("lower a page's score by the title's weight share when its title is too long", () => {
    const report = analysePage({ title: "x".repeat(80) });
    const possible =
      Object.values(pageCheckWeights).reduce((a, b) => a + b) - pageCheckWeights.file;
    expect(report.pages[0]!.score).toBe(Math.round((100 * (possible - 7.5)) / possible));
    expect(report.score).toBeLessThan(100);
  });
});
