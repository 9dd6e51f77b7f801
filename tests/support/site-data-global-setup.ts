// Vitest global setup of the `ui` project: the published site, as the build reads it, once for the
// run. The seeded database (PGlite in memory: baseline, migrations, seed) answers
// public.published_site_content() as the owner; the snapshot is checked with publishedSiteSchema and
// made into the SiteData every public page renders from (siteDataOf), the files where the build would
// keep them. Test files read it with inject("siteData") (tests/support/site-data.tsx).
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../supabase/local/db/database";
import { applySchema } from "../../supabase/local/db/migrate";
import { firmCalendarDate } from "../../src/content/firm-time-zone";
import {
  publishedSiteSchema,
  siteDataOf,
  type PublishedSite,
  type SiteData,
} from "../../src/features/site-content/published-site";
import { downloadFileName } from "../../src/lib/downloads";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded database's published site, rendered at the fixture's build instant. */
    siteData: SiteData;
    /** The snapshot it was made from: public.published_site_content(), as publishedSiteSchema parsed it. */
    publishedSite: PublishedSite;
  }
}

/** The instant the fixture's site is built at. */
export const fixtureBuiltAt = new Date("2026-11-28T12:00:00Z");

/** The seeded database's published snapshot, checked as the build checks it. */
export async function readSeededPublishedSite(): Promise<PublishedSite> {
  const db = await openDatabase({});
  try {
    await applySchema(db, { seed: true });
    const { rows } = await db.query<{ content: unknown }>(
      "select public.published_site_content() as content",
    );
    return publishedSiteSchema.parse(rows[0]?.content);
  } finally {
    await db.close();
  }
}

/** The site's data from `published`, its files where the build would keep them. */
export function fixtureSiteData(published: PublishedSite): Promise<SiteData> {
  return siteDataOf(published, fixtureBuiltAt, {
    // The seed's documents carry their SHA-256; the build names each PDF by it.
    document: async (document) => ({
      type: document.document_type,
      name: document.name,
      href: `/documents/${document.sha256 ?? document.id}.pdf`,
      fileName: downloadFileName(document),
      bytes: document.file_size,
      postedOn: firmCalendarDate(new Date(document.created_at)),
      materialChanges: document.material_changes,
    }),
    // The build measures each picture; the fixture has none to measure.
    image: async (url) => ({ src: url, width: 1, height: 1 }),
  });
}

export async function readSeededSiteData(): Promise<SiteData> {
  return fixtureSiteData(await readSeededPublishedSite());
}

export default async function setup(project: TestProject) {
  const published = await readSeededPublishedSite();
  project.provide("publishedSite", published);
  project.provide("siteData", await fixtureSiteData(published));
}
