// The releases the browser tests' stack holds: the build under test recorded as the site's latest
// release, after an earlier one that differs from it on /about only (the heading that page had
// before), both recorded as `npm run record-release` records them and time-stamped by the stack's
// test authority (stack-server.ts).
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths } from "../../src/content/routes";
import { createNodeClient } from "../../records/node-client";
import { buildCommit } from "../../records/release/build-commit";
import { recordRelease, stampEntry } from "../../records/release/record";
import { pageFile } from "../../records/release/site-files";
import { e2eServiceRoleKey, e2eStackUrl } from "./env";

/** The page that changed between the two releases, and its heading before (the build's is after). */
export const changedPage = {
  path: paths.about,
  earlierHeading: "Independent advice for every client",
};

/** The heading of /about in the build: its one h1. */
export const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";

/** Records the two releases from the build in `distDir`, unless the stack holds releases already. */
export async function recordE2eReleases(distDir: string): Promise<string> {
  const client = createNodeClient(e2eStackUrl, e2eServiceRoleKey);
  const { count, error } = await client
    .from("site_releases")
    .select("id", { count: "exact", head: true });
  if (error) throw new Error(`Could not read the releases: ${error.message}`);
  if (count) return `The stack holds ${count} releases already.`;

  const earlier = await mkdtemp(join(tmpdir(), "e2e-earlier-build-"));
  try {
    await cp(distDir, earlier, { recursive: true });
    const about = pageFile(earlier, changedPage.path);
    const html = await readFile(about, "utf8");
    const heading = headingOf(html);
    if (!heading) throw new Error(`${about} has no heading`);
    await writeFile(about, html.replaceAll(heading, changedPage.earlierHeading));
    const recorded = [];
    for (const build of [earlier, distDir]) {
      const release = await recordRelease(client, {
        distDir: build,
        supabaseUrl: e2eStackUrl,
        commit: buildCommit(),
      });
      if ("unchanged" in release || !release.timestamp.stamped)
        throw new Error(`The build in ${build} was not recorded and stamped as a release`);
      recorded.push(release.id);
    }
    return `Recorded releases ${recorded.join(" and ")}, each time-stamped.`;
  } finally {
    await rm(earlier, { recursive: true, force: true });
  }
}

/**
 * Records, as `npm run record-release` would with the secret key, a release that is the newest one
 * plus a page at `path` holding `html` (a page written to attack the archive's viewer), stamped by
 * the stack's authority. Returns the page's file as the release names it.
 */
export async function recordReleaseWithPage(
  path: string,
  html: string,
): Promise<{ path: string; sha256: string; image: string }> {
  const client = createNodeClient(e2eStackUrl, e2eServiceRoleKey);
  const { data: latest, error } = await client
    .from("site_releases")
    .select("build_commit, build_modified, pages, assets, content_through")
    .order("recorded_at", { ascending: false })
    .limit(1)
    .single<{
      build_commit: string;
      build_modified: boolean;
      pages: { path: string }[];
      assets: { path: string; type: string }[];
      content_through: number;
    }>();
  if (error) throw new Error(`Could not read the latest release: ${error.message}`);
  const image = latest.assets.find((asset) => asset.type.startsWith("image/"));
  if (!image) throw new Error("The latest release shows no picture");
  const bytes = new TextEncoder().encode(html.replaceAll("{image}", image.path));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const stored = await client.storage
    .from("site-releases")
    .upload(sha256, bytes, { contentType: "text/html", upsert: false });
  if (stored.error && !/exists|duplicate/i.test(stored.error.message))
    throw new Error(`Could not store the page: ${stored.error.message}`);
  const page = { path, sha256, bytes: bytes.length };
  const { data: row, error: insertError } = await client
    .from("site_releases")
    .insert({ ...latest, pages: [...latest.pages.filter((p) => p.path !== path), page] })
    .select("id")
    .single<{ id: string }>();
  if (insertError) throw new Error(`Could not record the release: ${insertError.message}`);
  const { data: entry, error: entryError } = await client
    .from("content_history")
    .select("id, hash")
    .eq("table_name", "site_releases")
    .eq("row_id", row.id)
    .single<{ id: number; hash: string }>();
  if (entryError) throw new Error(`No history entry for the release: ${entryError.message}`);
  const stamp = await stampEntry(client, entry, { kind: "release", releaseId: row.id });
  if (!stamp.stamped) throw new Error(`The release was not stamped: ${stamp.reason}`);
  return { path, sha256, image: image.path };
}
