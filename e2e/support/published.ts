// What the site under test was built from: the published content of the browser tests' stack, read
// as the build reads it (public.published_site_content(), the service role's). The specs expect the
// public pages to show exactly this: the copy is data, so no spec repeats it.
import type { Locator } from "@playwright/test";
import { createNodeClient } from "../../records/node-client";
import {
  publishedSiteSchema,
  type PublishedSite,
} from "../../src/features/site-content/published-site";
import type { PageContent, PageKey } from "../../src/features/site-content/schemas/page-schemas";
import { markdownToPlainText } from "../../src/lib/markdown";
import { e2eServiceRoleKey, e2eStackUrl } from "./env";

let snapshot: Promise<PublishedSite> | undefined;

/** The published content as the database holds it this moment (not cached). */
export async function publishedNow(): Promise<PublishedSite> {
  const client = createNodeClient(e2eStackUrl, e2eServiceRoleKey);
  const { data, error } = await client.rpc("published_site_content");
  if (error) throw new Error(`Could not read the published content: ${error.message}`);
  return publishedSiteSchema.parse(data);
}

/**
 * The published content (read once per worker: the specs that publish pages run on their own).
 * The resources, documents and settings some specs change and restore meanwhile: a spec that
 * compares the public pages with those reads publishedNow() and waits for the publisher.
 */
export function published(): Promise<PublishedSite> {
  snapshot ??= publishedNow();
  return snapshot;
}

/** One page's published content. */
export const publishedPage = async <K extends PageKey>(key: K): Promise<PageContent<K>> =>
  (await published()).pages[key].content as PageContent<K>;

/** What the reader sees of a paragraph of the published markdown: its text, without the markup. */
export const plain = (markdown: string) => markdownToPlainText(markdown);

/**
 * The text a reader sees in `element` (its text without the screen-reader-only words, such as a
 * link's "(opens in a new tab)"), whitespace collapsed: to compare with plain(markdown).
 */
export const shownTextOf = (element: Locator) =>
  element.evaluate((root) => {
    const copy = root.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
    return (copy.textContent ?? "").replace(/\s+/g, " ");
  });

/** A page's <title>: its published title and the site's name. */
export const documentTitleOf = async (title: string) =>
  `${title} | ${(await published()).settings.site_name}`;
