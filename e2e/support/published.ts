// What the site under test was built from: the published content of the browser tests' stack, read
// as the build reads it (public.published_site_content(), the service role's). The specs expect the
// public pages to show exactly this: the copy is data, so no spec repeats it.
import { createNodeClient } from "../../scripts/lib/node-client";
import {
  publishedSiteSchema,
  type PublishedSite,
} from "../../src/features/site-content/published-site";
import type { PageContent, PageKey } from "../../src/features/site-content/schemas/page-schemas";
import { e2eServiceRoleKey, e2eStackUrl } from "./env";

let snapshot: Promise<PublishedSite> | undefined;

/** The published content now (read once per worker: the specs that publish run on their own). */
export function published(): Promise<PublishedSite> {
  snapshot ??= (async () => {
    const client = createNodeClient(e2eStackUrl, e2eServiceRoleKey);
    const { data, error } = await client.rpc("published_site_content");
    if (error) throw new Error(`Could not read the published content: ${error.message}`);
    return publishedSiteSchema.parse(data);
  })();
  return snapshot;
}

/** One page's published content. */
export const publishedPage = async <K extends PageKey>(key: K): Promise<PageContent<K>> =>
  (await published()).pages[key].content as PageContent<K>;
