// A change the public would see (a resource, a document, the site settings) reaches the public pages
// only through the publisher (scripts/lib/site-build/publisher.ts, run by the browser tests' host):
// it rebuilds the pages, records the build as a release, and only then serves it. These wait for
// that, and tell when it happened, from the content history and the releases the stack holds.
import { expect, type Page } from "@playwright/test";
import { createNodeClient } from "../../records/node-client";
import { publicContentTables } from "../../src/features/site-content/public-tables";
import { e2eServiceRoleKey, e2eStackUrl } from "./env";

const serviceRole = createNodeClient(e2eStackUrl, e2eServiceRoleKey);

/**
 * How long a publication may take to go live: a build of every page and its record as a release,
 * a few seconds alone, tens of seconds on a busy two-core machine with other builds queued before it.
 */
export const publicationTimeout = 180_000;

/** The newest content-history entry of `table`'s row `rowId`: the change just made to it. */
export async function latestChangeOf(table: string, rowId: string | number): Promise<number> {
  const { data, error } = await serviceRole
    .from("content_history")
    .select("id")
    .eq("table_name", table)
    .eq("row_id", String(rowId))
    .order("id", { ascending: false })
    .limit(1)
    .single<{ id: number }>();
  if (error) throw new Error(`No content-history entry of ${table} ${rowId}: ${error.message}`);
  return data.id;
}

/** The release recorded with the content through `entry` (or later), if there is one yet. */
export async function releaseThrough(entry: number): Promise<string | undefined> {
  const { data, error } = await serviceRole
    .from("site_releases")
    .select("id")
    .gte("content_through", entry)
    .order("recorded_at", { ascending: true })
    .limit(1);
  if (error) throw new Error(`Could not read the releases: ${error.message}`);
  return (data as { id: string }[])[0]?.id;
}

/**
 * Loads `path` in `page` until `read` (what the page shows, read once it has loaded) is `expected`:
 * once the publisher's build of the latest change is live. Fails after publicationTimeout.
 */
export async function expectPublished<T>(
  page: Page,
  path: string,
  read: () => Promise<T>,
  expected: T,
  message?: string,
) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return read();
      },
      { timeout: publicationTimeout, intervals: [1_000, 2_000, 3_000], message },
    )
    .toEqual(expected);
}

/** The newest content-history entry of a change the public would see, whatever its table. */
export async function latestPublicChange(): Promise<number> {
  const { data, error } = await serviceRole
    .from("content_history")
    .select("id")
    .in("table_name", [...publicContentTables])
    .order("id", { ascending: false })
    .limit(1)
    .single<{ id: number }>();
  if (error) throw new Error(`Could not read the content history: ${error.message}`);
  return data.id;
}

/**
 * Resolves once the publisher's build of the content through `entry` (or later) is live: recorded
 * as a release (a new one, or the latest when its pages are the same) and served.
 */
export async function waitUntilLive(entry: number) {
  await expect
    .poll(
      async () => {
        const { data, error } = await serviceRole
          .from("site_builds")
          .select("id")
          .eq("status", "live")
          .gte("content_through", entry)
          .limit(1);
        if (error) throw new Error(`Could not read the builds: ${error.message}`);
        return data.length;
      },
      {
        timeout: publicationTimeout,
        intervals: [1_000],
        message: `the build of content-history entry ${entry} is live`,
      },
    )
    .toBe(1);
}

/**
 * Resolves once the publisher has built the newest change the public would see, live or failed:
 * no build is under way that would record a release (and its SEO analysis) afterwards.
 */
export async function waitUntilBuilt() {
  const entry = await latestPublicChange();
  await expect
    .poll(
      async () => {
        const { data, error } = await serviceRole
          .from("site_builds")
          .select("status")
          .gte("content_through", entry)
          .order("started_at", { ascending: false })
          .limit(1);
        if (error) throw new Error(`Could not read the builds: ${error.message}`);
        return data[0]?.status ?? "not started";
      },
      {
        timeout: publicationTimeout,
        intervals: [1_000],
        message: `the build of content-history entry ${entry} is done`,
      },
    )
    .toMatch(/^(live|failed)$/);
}
