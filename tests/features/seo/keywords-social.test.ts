// Keywords (the terms a page uses most, stemmed, stop words out; a target phrase found where search
// engines weigh it) and Social Media (the share card's tags, and what is missing), each with a page
// that passes and one that fails.
import { describe, expect, it } from "vitest";
import { analyseRelease, type ReleaseInput } from "@/features/seo/analysis";
import { parseHtml } from "@/features/seo/analysis/html";
import {
  containsPhrase,
  pageKeywords,
  phrasePlacement,
  topTerms,
} from "@/features/seo/analysis/keywords";
import { shareTags } from "@/features/seo/analysis/social";

const SITE = "https://www.example.com";

describe("topTerms", () => {
  it("counts stems, drops stop words and names each term by its commonest form", () => {
    const terms = topTerms(
      "Planning for retirement: we plan your retirement plans. The planner's plan is planned with you and for you.",
    );
    expect(terms.slice(0, 2)).toEqual([
      { term: "plan", stem: "plan", count: 5 },
      { term: "retirement", stem: "retir", count: 2 },
    ]);
    // No stop word and no lone letter or number is a term.
    expect(terms.map((term) => term.term)).not.toContain("you");
    expect(terms.map((term) => term.term)).not.toContain("the");
    expect(topTerms("the and of to 2026 a")).toEqual([]);
  });

  it("keeps the ten most frequent terms of a page's visible text, not its scripts", () => {
    const document = parseHtml(
      `<html><head><title>Fees</title></head><body><h1>Fee structure</h1><p>${"fee ".repeat(5)}${Array.from({ length: 12 }, (_, i) => `term${String.fromCharCode(97 + i)}`).join(" ")}</p><script>var secretword = 1; secretword; secretword;</script></body></html>`,
    );
    const { terms } = pageKeywords(document);
    expect(terms).toHaveLength(10);
    expect(terms[0]).toEqual({ term: "fee", stem: "fee", count: 6 });
    expect(terms.map((term) => term.term)).not.toContain("secretword");
  });
});

describe("the target phrase", () => {
  const page = parseHtml(`<html><head><title>Retirement planning in North Dakota</title>
    <meta name="description" content="Fee-only advice for people planning retirement."></head>
    <body><header><p>Skip</p></header><main><p>Eyebrow</p><h1>Plan your retirement</h1>
    <p>We help families with retirement plans and taxes.</p><p>Second paragraph.</p></main></body></html>`);

  it("is found by its stems in order, in the title, h1, description and first paragraph", () => {
    const { placed } = pageKeywords(page);
    expect(placed).toEqual({
      title: "Retirement planning in North Dakota",
      h1: "Plan your retirement",
      description: "Fee-only advice for people planning retirement.",
      firstParagraph: "We help families with retirement plans and taxes.",
    });
    expect(phrasePlacement(placed, "retirement planning")).toEqual({
      title: true,
      h1: false,
      description: false,
      firstParagraph: true,
    });
    expect(phrasePlacement(placed, "planning retirement")).toEqual({
      title: false,
      h1: true,
      description: true,
      firstParagraph: false,
    });
  });

  it("is not found when its words are missing, or when it is only stop words", () => {
    expect(containsPhrase("Retirement planning in North Dakota", "estate planning")).toBe(false);
    expect(containsPhrase("Retirement planning", "the")).toBe(false);
    expect(containsPhrase(undefined, "retirement")).toBe(false);
  });
});

describe("share tags", () => {
  const context = {
    siteUrl: SITE,
    path: "/about",
    releasePaths: new Set(["/about", "/images/card.png"]),
  };

  it("are complete on a page with Open Graph and X tags and the release's own picture", () => {
    const tags = shareTags(
      parseHtml(`<head>
        <meta property="og:title" content="About us"><meta property="og:description" content="Who we are">
        <meta property="og:url" content="${SITE}/about"><meta property="og:site_name" content="Firm">
        <meta property="og:image" content="${SITE}/images/card.png">
        <meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
        <meta property="og:image:alt" content="The office">
        <meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="About the firm">
      </head>`),
      context,
    );
    expect(tags).toMatchObject({
      title: "About us",
      imagePath: "/images/card.png",
      imageWidth: 1200,
      imageHeight: 630,
      card: "summary_large_image",
      xTitle: "About the firm",
      // X falls back on Open Graph's description and picture.
      xDescription: "Who we are",
      xImagePath: "/images/card.png",
      missing: [],
    });
  });

  it("list what is missing, and give no release path for another site's picture", () => {
    const tags = shareTags(
      parseHtml(
        `<head><meta property="og:title" content="About"><meta property="og:image" content="https://cdn.example.net/card.png"></head>`,
      ),
      context,
    );
    expect(tags.imagePath).toBeUndefined();
    expect(tags.missing).toEqual([
      "og:description",
      "og:url",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "twitter:card",
    ]);
  });

  it("are kept in each page's report with its keywords", () => {
    const input: ReleaseInput = {
      siteUrl: SITE,
      pages: [
        {
          path: "/",
          file: {
            text: `<html><head><title>Home</title><meta property="og:title" content="Home"></head><body><h1>Advice</h1><p>Advice advice.</p></body></html>`,
          },
        },
      ],
      sitemap: { missing: "none" },
      robots: { missing: "none" },
      headers: { missing: "none" },
    };
    const [page] = analyseRelease(input).pages;
    expect(page!.share).toMatchObject({ title: "Home" });
    expect(page!.keywords!.terms[0]).toEqual({ term: "advice", stem: "advic", count: 3 });
  });
});
