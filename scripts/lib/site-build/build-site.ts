// A build of the public site's pages from the published content: one snapshot read with the secret
// key, the files it names kept beside the pages, every page rendered. What `npm run build` runs after
// Vite (scripts/build-pages.ts) and what the publisher runs for each publication.
import { writeFileSync } from "node:fs";
import type { SupabaseClient } from "@supabase/supabase-js";
import { firmCalendarDate } from "../../../src/content/firm-time-zone";
import { qualifiedClientReviewOverdue } from "../../../src/pages/fees/qualified-client";
import { siteBuildInfoFile, type SiteBuildInfo } from "../../../records/release/build-info";
import { readPublishedSite } from "./read-published";
import { renderSite, type ServerEntry } from "./render-site";
import { keepSiteFiles } from "./site-files";

export interface BuildSiteOptions {
  client: SupabaseClient;
  /** The project the client reads: its Storage holds the pictures the build keeps. */
  supabaseUrl: string;
  distDir: string;
  siteUrl: string;
  entry: ServerEntry;
  now?: Date;
  log?: (line: string) => void;
}

export async function buildSite({
  client,
  supabaseUrl,
  distDir,
  siteUrl,
  entry,
  now = new Date(),
  log = () => {},
}: BuildSiteOptions): Promise<SiteBuildInfo> {
  const published = await readPublishedSite(client);
  const overdue = qualifiedClientReviewOverdue(
    firmCalendarDate(now),
    published.pages.fees.content.qualifiedClient.reviewed,
  );
  if (overdue) log(`Warning: ${overdue}`);
  const site = await keepSiteFiles(client, supabaseUrl, published, distDir, now);
  await renderSite({ distDir, siteUrl, site, entry, log });
  const info: SiteBuildInfo = { contentThrough: published.history_head, site };
  writeFileSync(siteBuildInfoFile(distDir), JSON.stringify(info, null, 1));
  return info;
}
