import { describe, expect, it, vi } from "vitest";
import {
  publishedSiteSchema,
  siteDataOf,
  type PublishedSite,
  type SiteFiles,
} from "@/features/site-content/published-site";
import { pageContentSchemas, pageKeys } from "@/features/site-content/schemas/page-schemas";
import { inject } from "vitest";
import { siteData } from "../../support/site-data";

// The published content as the build reads it (public.published_site_content() of the seeded
// database, tests/support/site-data-global-setup.ts): checked against every page's schema, then made
// into the data every public page renders from.

const published = (): PublishedSite => inject("publishedSite");

describe("the seeded database's published site", () => {
  it("has a published version of every page, each accepted by its page's schema", () => {
    const { pages } = siteData();
    expect(Object.keys(pages).sort()).toEqual([...pageKeys].sort());
    for (const key of pageKeys) {
      expect(pages[key].version, key).toBeGreaterThanOrEqual(1);
      const parsed = pageContentSchemas[key].safeParse(pages[key].content);
      expect(parsed.error?.issues ?? [], key).toEqual([]);
    }
  });
});

describe("publishedSiteSchema", () => {
  it("refuses a snapshot whose page breaks its schema, naming the page and the field", () => {
    const broken = structuredClone(published()) as {
      pages: Record<string, { content: Record<string, unknown> }>;
    };
    broken.pages.fees!.content.disclosureAction = { label: "ADV", href: "javascript:alert(1)" };
    const result = publishedSiteSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "pages.fees.content.disclosureAction.href",
    ]);
  });

  it("refuses a snapshot that lacks a page", () => {
    const { pages, ...rest } = published();
    const { layout: _layout, ...withoutLayout } = pages;
    const result = publishedSiteSchema.safeParse({ ...rest, pages: withoutLayout });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["pages.layout"]);
  });
});

describe("siteDataOf", () => {
  const files = (): SiteFiles => ({
    document: vi.fn(async (document) => ({
      type: document.document_type,
      name: document.name,
      href: `/documents/${document.id}.pdf`,
      fileName: `${document.name}.pdf`,
      bytes: document.file_size,
      postedOn: "2026-01-01",
      materialChanges: document.material_changes,
    })),
    image: vi.fn(async (url: string) => ({
      src: `/images/${url.split("/").at(-1)}`,
      width: 4,
      height: 3,
    })),
  });

  it("keeps every page's version, its day and content, and the instant of the build", async () => {
    const snapshot = published();
    const site = await siteDataOf(snapshot, new Date("2027-02-03T04:05:06Z"), files());
    expect(site.builtAt).toBe("2027-02-03T04:05:06.000Z");
    for (const key of pageKeys) {
      expect(site.pages[key]).toEqual({
        version: snapshot.pages[key].version,
        publishedAt: snapshot.pages[key].published_at,
        content: snapshot.pages[key].content,
      });
    }
  });

  it("hands each document and picture to where the build keeps files, in the snapshot's order", async () => {
    const snapshot: PublishedSite = {
      ...published(),
      settings: {
        ...published().settings,
        logo_url: "https://project.supabase.co/storage/v1/object/public/site-assets/logo.png",
        footer_logo_url: null,
        favicon_url: "https://project.supabase.co/storage/v1/object/public/site-assets/icon.png",
      },
      resources: published().resources.map((resource, index) => ({
        ...resource,
        thumbnail_url:
          index === 0 ? "https://project.supabase.co/storage/v1/object/public/t/1.png" : null,
      })),
    };
    const kept = files();
    const site = await siteDataOf(snapshot, new Date(), kept);

    expect(site.documents.map((document) => document.name)).toEqual(
      snapshot.documents.map((document) => document.name),
    );
    expect(kept.document).toHaveBeenCalledTimes(snapshot.documents.length);
    expect(site.resources[0]!.thumbnail).toEqual({ src: "/images/1.png", width: 4, height: 3 });
    expect(site.resources.slice(1).map((resource) => resource.thumbnail)).toEqual(
      snapshot.resources.slice(1).map(() => null),
    );
    expect(site.settings.logo).toEqual({ src: "/images/logo.png", width: 4, height: 3 });
    expect(site.settings.footerLogo).toBeNull();
    expect(site.settings.favicon).toEqual({ src: "/images/icon.png", width: 4, height: 3 });
    // Each picture is named in what the build would say if it could not keep it.
    expect(
      vi
        .mocked(kept.image)
        .mock.calls.map(([, what]) => what)
        .sort(),
    ).toEqual(
      [
        `The thumbnail of "${snapshot.resources[0]!.title}"`,
        "The logo (Site Settings)",
        "The favicon (Site Settings)",
      ].sort(),
    );
  });

  it("shows a social profile the settings do not have as empty, which hides its icon", async () => {
    const snapshot: PublishedSite = {
      ...published(),
      settings: {
        ...published().settings,
        facebook_url: null,
        twitter_url: "https://x.com/prairieledger",
        linkedin_url: null,
      },
    };
    const { settings } = await siteDataOf(snapshot, new Date(), files());
    expect(settings.facebookUrl).toBe("");
    expect(settings.linkedinUrl).toBe("");
    expect(settings.twitterUrl).toBe("https://x.com/prairieledger");
  });
});
