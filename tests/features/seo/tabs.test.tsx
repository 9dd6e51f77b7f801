// The Keywords and Social Media tabs as the adviser reads them: a page's terms, its target phrase
// found or not in each place, the plain note that there is no search-volume data; a page's share
// cards with what it lacks; and an analysis kept before these were recorded.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { seoCopy } from "@/content/admin/seo-tools";
import { analyseRelease, type SiteReport } from "@/features/seo/analysis";
import { KeywordsPanel } from "@/features/seo/components/keywords";
import { SocialPreviews } from "@/features/seo/components/social";

// No page here has a picture of the release, so nothing is read from Storage (the query is off).
vi.mock("@/lib/supabase", () => ({ supabase: {} }));

const SITE = "https://www.example.com";
const { keywords, social } = seoCopy;

const report: SiteReport = analyseRelease({
  siteUrl: SITE,
  pages: [
    {
      path: "/fees",
      file: {
        text: `<html><head><title>Fee structure | Firm</title>
          <meta name="description" content="One low fee for advice, and a performance fee for qualified clients.">
          <meta property="og:title" content="Fees"><meta property="og:description" content="One fee">
          <meta name="twitter:card" content="summary"></head>
          <body><main><h1>Low fees</h1><p>Our advisory fee is 0.21% a year. Fees fees fees.</p></main></body></html>`,
      },
    },
  ],
  sitemap: { missing: "none" },
  robots: { missing: "none" },
  headers: { missing: "none" },
});

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe("the Keywords tab", () => {
  it("lists a page's terms, says there is no search-volume data, and where the phrase is", () => {
    wrap(
      <KeywordsPanel
        report={report}
        targetOf={() => ({ phrase: "advisory fee", editHref: "/admin/content/pages/fees" })}
      />,
    );
    expect(screen.getByText(keywords.noVolume)).toBeVisible();
    const terms = screen.getByRole("table", { name: keywords.termsCaption("/fees") });
    expect(within(terms).getAllByRole("row")[1]).toHaveTextContent(/^fees5$/);
    const places = screen.getByRole("list", { name: `${keywords.phrase}: /fees` });
    expect(
      within(places)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `${keywords.notFound}${keywords.places.title}`,
      `${keywords.notFound}${keywords.places.h1}`,
      `${keywords.notFound}${keywords.places.description}`,
      `${keywords.found}${keywords.places.firstParagraph}`,
    ]);
    expect(
      screen.getByRole("link", { name: new RegExp(`^${keywords.editPhrase}\\s*\\(/fees\\)$`) }),
    ).toHaveAttribute("href", "/admin/content/pages/fees");
  });

  it("says when no phrase is set, and when the analysis predates keywords", () => {
    const older: SiteReport = {
      ...report,
      pages: [...report.pages, { path: "/old", score: 90, wordCount: 400, findings: [] }],
    };
    wrap(<KeywordsPanel report={older} targetOf={() => ({})} />);
    expect(screen.getByText(keywords.noPhrase)).toBeVisible();
    expect(screen.getByText(keywords.olderAnalysis)).toBeVisible();
  });
});

describe("the Social Media tab", () => {
  it("draws each network's card from the page's tags and lists what is missing", () => {
    wrap(<SocialPreviews report={report} releaseId="r1" siteUrl={SITE} />);
    const [facebook, x] = screen.getAllByRole("figure");
    expect(facebook).toHaveTextContent("example.com");
    expect(facebook).toHaveTextContent("Fees");
    expect(within(facebook!).getByText(social.noImage)).toBeVisible();
    // X falls back on Open Graph's title; "summary" draws the small square picture.
    expect(x).toHaveTextContent("Fees");
    const missing = screen.getByText(social.missing).parentElement!;
    expect(missing).toHaveTextContent("og:image");
    expect(missing).toHaveTextContent("og:url");
    expect(missing).not.toHaveTextContent("twitter:card");
  });
});
