// The release record (what the public saw, kept as books and records) end to end: `npm run
// record-release` records two builds of the site against a throw-away stack, a test authority
// (OpenSSL's ts) stamps them, the same build recorded again and `npm run stamp-history` the chain's
// head; a file kept under a page's hash with other bytes stops the recording; the archive export built
// as an admin at aal2 holds every document's PDF too and passes the offline verifier (given the
// authority's root and the head noted at the export), which fails, naming the entry or file, on a
// flipped byte in a page, a removed history entry and forged or misplaced tokens. The local stack's
// daily stamp stamps a new head, and with no authority set starts its own, whose CA it keeps.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { strToU8, unzipSync, zipSync } from "fflate";
import Papa from "papaparse";
import { parse, stringify } from "lossless-json";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publicPaths } from "../../../src/content/routes";
import {
  archiveFilePath,
  MANIFEST_NAME,
  REVIEW_LOG_NAME,
  type ArchiveManifest,
} from "../../../src/features/content-history/archive/format";
import { buildArchive } from "../../../src/features/content-history/archive/build-archive";
import { verifyArchive } from "../../../records/archive/verify";
import { randomNonce, timestampRequest, tokenFromResponse } from "../../../records/rfc3161";
import { pageFile, sha256Hex } from "../../../records/release/site-files";
import { siteBuildInfoFile, type SiteBuildInfo } from "../../../records/release/build-info";
import {
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "../../../records/test-timestamp-authority";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../../supabase/local/core/keys";
import { startDailyStamp } from "../../../records/daily-stamp";
import { seedAccounts } from "../../../supabase/local/db/seed-accounts";
import { legalDocumentFixturesDir } from "../../../supabase/local/core/paths";
import { useTestStack } from "../../support/use-test-stack";
import { tsx } from "../../support/tsx";
import { entryLoaderScript } from "../../../scripts/entry-loader";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../../..");

const stack = useTestStack();
let authority: TestTimestampAuthority;
let rogue: TestTimestampAuthority;
let dist: string;

/** The content history's newest entry: what a build made now would show. */
async function historyHead(): Promise<number> {
  const { rows } = await stack().db.query<{ head: number }>(
    "select coalesce(max(id), 0)::int as head from public.content_history",
  );
  return rows[0]!.head;
}

/**
 * A small build: every public page, the not-found page, a stylesheet and an icon, what the host
 * serves beside them (sitemap.xml, robots.txt, _headers), and what the build read beside them (.vite/site-build.json: record-release names the release's content by it).
 */
async function writeBuild(aboutText: string): Promise<number> {
  for (const path of [...publicPaths, "/404.html"]) {
    const file = pageFile(dist, path);
    await mkdir(dirname(file), { recursive: true });
    const body = path === "/about" ? aboutText : `The page ${path}.`;
    await writeFile(
      file,
      `<!doctype html><html><head><link rel="icon" href="/favicon.svg"><style>p{color:navy}</style>${entryLoaderScript("/assets/start-test.js")}<link rel="modulepreload" href="/assets/menu-test.js"></head><body><main><p>${body}</p></main></body></html>`,
    );
  }
  await mkdir(join(dist, "assets"), { recursive: true });
  await writeFile(join(dist, "assets", "style-test.css"), "p { color: navy; }\n");
  // The pages' script imports a shared chunk before it runs, and an island later (not kept).
  for (const name of ["start", "menu", "shared", "island"])
    await writeFile(join(dist, "assets", `${name}-test.js`), `export const ${name} = 1;\n`);
  await mkdir(join(dist, ".vite"), { recursive: true });
  await writeFile(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": {
        file: "assets/start-test.js",
        isEntry: true,
        imports: ["_shared-test.js"],
        dynamicImports: ["src/island.ts"],
      },
      "_shared-test.js": { file: "assets/shared-test.js" },
      "src/menu.ts": { file: "assets/menu-test.js", imports: ["_shared-test.js"] },
      "src/island.ts": { file: "assets/island-test.js" },
    }),
  );
  await writeFile(join(dist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    join(dist, "robots.txt"),
    "User-agent: *\nSitemap: https://example.com/sitemap.xml\n",
  );
  await writeFile(
    join(dist, "sitemap.xml"),
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
  );
  await writeFile(join(dist, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
  const contentThrough = await historyHead();
  const info: Pick<SiteBuildInfo, "contentThrough"> = { contentThrough };
  await mkdir(dirname(siteBuildInfoFile(dist)), { recursive: true });
  await writeFile(siteBuildInfoFile(dist), JSON.stringify(info));
  return contentThrough;
}

async function command(script: string, args: string[] = []) {
  return run(tsx, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: {
      ...process.env,
      SUPABASE_URL: stack().url,
      SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
      VITE_SITE_URL: "https://www.example.com",
    },
  });
}

/** The export as the signed-in admin at aal2 sees it in the Compliance archive. */
async function exportArchive(): Promise<Uint8Array> {
  const client = await stack().signedInAtAal2();
  const token = (await client.auth.getSession()).data.session!.access_token;
  return buildArchive({
    client,
    restText: async (path) => {
      const response = await fetch(`${stack().url}/rest/v1/${path}`, {
        headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    },
  });
}

/** The archive with its manifest and files changed by `alter`. */
function tampered(
  zip: Uint8Array,
  alter: (manifest: ArchiveManifest, files: Record<string, Uint8Array>) => void,
): Uint8Array {
  const files = unzipSync(zip);
  const manifest = parse(new TextDecoder().decode(files[MANIFEST_NAME])) as ArchiveManifest;
  alter(manifest, files);
  return zipSync({ ...files, [MANIFEST_NAME]: strToU8(stringify(manifest)!) });
}

let archive: Uint8Array;
let manifest: ArchiveManifest;

beforeAll(async () => {
  [authority, rogue] = await Promise.all([
    startTestTimestampAuthority(),
    startTestTimestampAuthority("Rogue Authority"),
  ]);
  dist = await mkdtemp(join(tmpdir(), "release-dist-"));
  await stack().db.query("update public.timestamp_authority set url = $1, trust_anchor_pem = $2", [
    authority.url,
    authority.trustAnchorPem,
  ]);
  // A change by the seeded admin, so the archive has an actor to name.
  const admin = await stack().signedInAtAal2();
  const changed = await admin
    .from("recommended_resources")
    .update({ category: "Getting Started" })
    .eq("is_featured", false)
    .select("id");
  expect(changed.error).toBeNull();
  expect(changed.data!.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await Promise.all([authority?.stop(), rogue?.stop()]);
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe("recording releases", () => {
  // Three builds recorded by the command, each a process of its own: room for a busy machine.
  test("two builds become two releases, each stamped; an unchanged page is stored once", async () => {
    const firstContent = await writeBuild("We are a fiduciary.");
    const first = await command("record-release", ["--dist", dist]);
    expect(first.stdout).toMatch(/Recorded release .*: 22 files stored, 0 kept already\./);
    expect(first.stdout).toContain(`Time-stamped by ${authority.url}`);

    // The new release is analysed by itself for SEO Tools, with no author: every public page.
    expect(first.stdout).toMatch(
      new RegExp(`Analysed for SEO Tools: \\d{1,3}/100 over ${publicPaths.length} pages\\.`),
    );
    const analyses = await stack().db.query<{ pages: number; by: string | null; same: boolean }>(
      `select a.page_count as pages, a.analysed_by::text as by,
              a.release_id = (select id from public.site_releases order by recorded_at desc limit 1) as same
         from public.seo_analyses a`,
    );
    expect(analyses.rows).toEqual([{ pages: publicPaths.length, by: null, same: true }]);

    const again = await command("record-release", ["--dist", dist]);
    expect(again.stdout).toMatch(/The build is the same as release .*: nothing new to record\./);
    // The same build again stamps the history's newest entry: here the release's own, stamped.
    expect(again.stdout).toMatch(
      /The content history's newest entry not stamped: entry \d+ is stamped already\./,
    );

    const secondContent = await writeBuild("We are a fiduciary, paid only by our clients.");
    const second = await command("record-release", ["--dist", dist]);
    expect(second.stdout).toMatch(/Recorded release .*: 1 files stored, 21 kept already\./);

    const { rows } = await stack().db.query<{ n: number; objects: number; stamps: number }>(
      `select (select count(*)::int from public.site_releases) as n,
              (select count(*)::int from storage.objects where bucket_id = 'site-releases') as objects,
              (select count(*)::int from public.history_timestamps where kind = 'release') as stamps`,
    );
    expect(rows).toEqual([{ n: 2, objects: 23, stamps: 2 }]);
    // The scripts the pages load, and the chunk they import before they run; not the island.
    const scripts = await stack().db.query<{ files: string[] }>(
      `select array(select a ->> 'path' || ' ' || (a ->> 'type') from jsonb_array_elements(r.assets) a
                     where a ->> 'path' like '%.js' order by 1) as files
         from public.site_releases r order by r.recorded_at`,
    );
    expect(scripts.rows).toEqual(
      Array(2).fill({
        files: [
          "/assets/menu-test.js text/javascript",
          "/assets/shared-test.js text/javascript",
          "/assets/start-test.js text/javascript",
        ],
      }),
    );
    // What the host serves beside the pages is kept with each release (SEO Tools reads it).
    const hosting = await stack().db.query<{ files: string[] }>(
      `select array(select a ->> 'path' || ' ' || (a ->> 'type') from jsonb_array_elements(r.assets) a
                     where a ->> 'path' in ('/robots.txt', '/sitemap.xml', '/_headers') order by 1) as files
         from public.site_releases r order by r.recorded_at`,
    );
    expect(hosting.rows).toEqual(
      Array(2).fill({
        files: ["/_headers text/plain", "/robots.txt text/plain", "/sitemap.xml application/xml"],
      }),
    );
    // Each release names the content its build showed, and each build is logged live as it.
    const releases = await stack().db.query<{ content_through: number; builds: string[] }>(
      `select r.content_through::int,
              array(select b.status::text || ' ' || b.content_through from public.site_builds b
                     where b.release_id = r.id order by b.started_at) as builds
         from public.site_releases r order by r.recorded_at`,
    );
    expect(releases.rows).toEqual([
      { content_through: firstContent, builds: [`live ${firstContent}`, `live ${firstContent}`] },
      { content_through: secondContent, builds: [`live ${secondContent}`] },
    ]);
    expect(secondContent).toBeGreaterThan(firstContent);
  }, 180_000);

  test("an unchanged build stamps the history's newest entry, so a daily build stamps it daily", async () => {
    await stack().db.query(
      "update public.recommended_resources set title = title || ' (checked)' where id = (select id from public.recommended_resources limit 1)",
    );
    const head = await historyHead();
    const same = await command("record-release", ["--dist", dist]);
    expect(same.stdout).toContain(
      `The content history's newest entry, ${head}, time-stamped by ${authority.url} at `,
    );
    const { rows } = await stack().db.query(
      "select kind::text from public.history_timestamps where entry_id = $1",
      [head],
    );
    expect(rows).toEqual([{ kind: "chain_head" }]);
  });

  test("a file kept under a page's hash with other bytes (hosted Storage checks no name) is refused, and no release names it", async () => {
    await writeBuild("We are a fiduciary, paid only by our clients, and never by commissions.");
    const about = await readFile(pageFile(dist, "/about"));
    const forged = Buffer.from("<!doctype html><p>We are paid by commissions.</p>");
    // Stored as hosted Storage would let the service role store it: under the true page's hash.
    const { rows } = await stack().db.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata)
       values ('site-releases', $1, jsonb_build_object('mimetype', 'text/html', 'size', $2::int))
       returning id::text`,
      [sha256Hex(about), forged.length],
    );
    await writeFile(join(stack().storageDir, "objects", rows[0]!.id), forged);
    const releasesBefore = await stack().db.query("select id from public.site_releases");

    const refused = command("record-release", ["--dist", dist]);
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `The kept file ${sha256Hex(about)} holds other bytes (their SHA-256 is ${sha256Hex(forged)})`,
      ) as string,
    });
    const releasesAfter = await stack().db.query("select id from public.site_releases");
    expect(releasesAfter.rows).toEqual(releasesBefore.rows);
  });

  test("stamp-history stamps the chain's newest entry once", async () => {
    await stack().db.query(
      "update public.recommended_resources set title = title || ' (reviewed)' where id = (select id from public.recommended_resources limit 1)",
    );
    const stamped = await command("stamp-history");
    expect(stamped.stdout).toMatch(/^Entry \d+ of the content history .* time-stamped by /);
    const again = await command("stamp-history");
    expect(again.stdout).toMatch(/Nothing stamped: entry \d+ is stamped already\./);
  });
});

describe("the verifiable archive", () => {
  beforeAll(async () => {
    archive = await exportArchive();
    manifest = parse(
      new TextDecoder().decode(unzipSync(archive)[MANIFEST_NAME]),
    ) as ArchiveManifest;
  });

  test("the export holds every entry, both releases, their files and the tokens, and verifies", async () => {
    expect(manifest.releases).toHaveLength(2);
    expect(manifest.timestamps.map((stamp) => stamp.kind).sort()).toEqual([
      "chain_head",
      "chain_head",
      "release",
      "release",
    ]);
    const summary = await verifyArchive(archive, {
      trustAnchorPem: authority.trustAnchorPem,
      expectHeads: [manifest.entries.at(-1)!.hash],
    });
    // 23 files of the releases and the 5 documents' PDFs.
    expect(summary).toMatchObject({
      entries: manifest.entries.length,
      releases: 2,
      files: 28,
      timestamps: 4,
      trustAnchor: "given",
      unproven: [],
    });
    expect(summary.latestStamp?.entryId).toBe(manifest.entries.length);
  });

  test("it holds the review log: a row for each publication (a page or post version, a featured resource's save, the settings) in its entries, with its release", async () => {
    const csv = new TextDecoder()
      .decode(unzipSync(archive)[REVIEW_LOG_NAME])
      .replace(/^\uFEFF/, "");
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    const publications = manifest.entries.filter(
      (entry) =>
        (["page_versions", "post_versions"].includes(entry.table_name) &&
          entry.operation === "insert") ||
        (entry.table_name === "recommended_resources" &&
          entry.operation !== "delete" &&
          (entry.after as { is_featured?: unknown }).is_featured === true) ||
        entry.table_name === "site_settings",
    );
    expect(publications.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.entry_id))).toEqual(
      new Set(publications.map((entry) => String(entry.id))),
    );
    // Each row names the first release recorded after it; the resources this file's tests
    // retitle after both releases were recorded have none yet.
    const releases = [...manifest.releases].sort((a, b) =>
      a.recorded_at.localeCompare(b.recorded_at),
    );
    const reachedBy = (publishedAt: string) =>
      releases.find((release) => Date.parse(release.recorded_at) >= Date.parse(publishedAt))?.id ??
      "";
    expect(rows.map((row) => row.release_id)).toEqual(
      rows.map((row) => reachedBy(row.published_at!)),
    );
    expect(rows.filter((row) => row.release_id === releases[0]!.id).length).toBeGreaterThan(20);
    for (const row of rows.filter((row) => row.release_id === ""))
      expect(row.page).toMatch(/ \((checked|reviewed)\)$/);
  });

  test("it keeps every document's PDF, as uploaded, whatever becomes of the bucket", async () => {
    const files = unzipSync(archive);
    const { rows } = await stack().db.query<{ file_path: string; sha256: string }>(
      "select file_path, sha256 from public.legal_documents order by file_path",
    );
    expect(rows).toHaveLength(5);
    expect(
      [...manifest.document_files].sort((a, b) => a.file_path.localeCompare(b.file_path)),
    ).toEqual(rows);
    for (const { file_path: filePath, sha256 } of rows) {
      const fixture = await readFile(join(legalDocumentFixturesDir, filePath));
      expect(files[archiveFilePath(sha256)]).toEqual(new Uint8Array(fixture));
    }
  });

  test("without the authority's root or a head noted outside it, it is unproven, not valid", async () => {
    const summary = await verifyArchive(archive);
    expect(summary.unproven).toEqual([
      "no trust anchor given (--trust-anchor): the tokens were checked against the authority the archive names itself",
      "no head noted outside the archive was given (--expect-head or --previous): entries cut from the end would not show",
    ]);
  });

  test("it names the entries' actors by name and email, beside the hashed records", () => {
    expect(manifest.actors).toEqual([
      { id: seedAccounts.admin.id, name: null, email: seedAccounts.admin.email },
    ]);
    expect(manifest.actors_note).toContain("not covered by any hash");
  });

  test("the command accepts it, with no database and no network", async () => {
    const file = join(dist, "archive.zip");
    await writeFile(file, archive);
    const anchor = join(dist, "anchor.pem");
    await writeFile(anchor, authority.trustAnchorPem);
    const head = manifest.entries.at(-1)!.hash;
    const { stdout } = await command("verify-archive", [
      file,
      "--trust-anchor",
      anchor,
      "--expect-head",
      head,
    ]);
    expect(stdout).toMatch(
      /^Valid\.\n\d+ entries, unbroken and in time order; 2 releases; all 28 files/,
    );
    expect(stdout).toContain(
      `Head: entry ${manifest.entries.length}, hash ${head}, time-stamped at`,
    );
  });

  test("a flipped byte in a page file: names the file, the page and the release", async () => {
    const about = manifest.releases[1]!.pages.find((page) => page.path === "/about")!;
    const broken = tampered(archive, (_, files) => {
      const bytes = files[archiveFilePath(about.sha256)]!;
      bytes[10] = bytes[10]! ^ 1;
    });
    await expect(verifyArchive(broken)).rejects.toThrow(
      `${archiveFilePath(about.sha256)}, the page /about of release ${manifest.releases[1]!.id}`,
    );
    expect(sha256Hex(unzipSync(archive)[archiveFilePath(about.sha256)]!)).toBe(about.sha256);
  });

  test("a removed history entry: names the gap", async () => {
    const broken = tampered(archive, (m) => {
      m.entries.splice(2, 1);
    });
    await expect(verifyArchive(broken)).rejects.toThrow(
      "entry 3 is missing: the entry after 2 is 4",
    );
  });

  test("an entry changed after it was written: names it", async () => {
    const broken = tampered(archive, (m) => {
      const entry = m.entries[4]!;
      entry.after = { ...(entry.after as object), title: "Rewritten" };
    });
    await expect(verifyArchive(broken)).rejects.toThrow("entry 5 does not match its hash");
  });

  test("a forged token from another authority: refused against the trust anchor", async () => {
    const release = manifest.timestamps.find((stamp) => stamp.kind === "release")!;
    // The rogue authority stamps exactly what the real one did: only the signer differs.
    const digest = Buffer.from(sha256Hex(new TextEncoder().encode(release.entry_hash)), "hex");
    const response = await rogue.reply(timestampRequest(new Uint8Array(digest), randomNonce()));
    const forged = Buffer.from(tokenFromResponse(response)).toString("hex");
    const broken = tampered(archive, (m) => {
      m.timestamps.find((stamp) => stamp.id === release.id)!.token = forged;
    });
    await expect(
      verifyArchive(broken, { trustAnchorPem: authority.trustAnchorPem }),
    ).rejects.toThrow(
      `time stamp ${release.id} (release ${release.release_id}, entry ${release.entry_id}): the authority's certificate does not chain to the trust anchor`,
    );
  });

  test("a token moved to another entry, or with a flipped byte: refused", async () => {
    const [first, second] = manifest.timestamps.filter((stamp) => stamp.kind === "release");
    const moved = tampered(archive, (m) => {
      m.timestamps.find((stamp) => stamp.id === first!.id)!.token = second!.token;
    });
    await expect(verifyArchive(moved)).rejects.toThrow(
      `time stamp ${first!.id} (release ${first!.release_id}, entry ${first!.entry_id}): the token stamps the digest`,
    );
    const flipped = tampered(archive, (m) => {
      const stamp = m.timestamps.find((s) => s.id === first!.id)!;
      const bytes = Buffer.from(stamp.token, "hex");
      bytes[bytes.length - 20] = bytes[bytes.length - 20]! ^ 1;
      stamp.token = bytes.toString("hex");
    });
    await expect(verifyArchive(flipped)).rejects.toThrow(
      `time stamp ${first!.id} (release ${first!.release_id}, entry ${first!.entry_id}): the token's signature does not verify`,
    );
  });
});

describe("the local stack's daily stamp", () => {
  const changeSomething = () =>
    stack().db.query(
      "update public.recommended_resources set title = title || ' (again)' where id = (select id from public.recommended_resources order by id limit 1)",
    );
  const head = async () =>
    (
      await stack().db.query<{ id: number }>(
        "select id::int from public.content_history order by id desc limit 1",
      )
    ).rows[0]!.id;
  const chainHeadStamps = async (entryId: number) =>
    (
      await stack().db.query<{ n: number }>(
        "select count(*)::int as n from public.history_timestamps where kind = 'chain_head' and entry_id = $1",
        [entryId],
      )
    ).rows[0]!.n;

  test("stamps the chain's newest entry at each interval, once", async () => {
    const lines: string[] = [];
    const stop = startDailyStamp(stack().url, { intervalMs: 300, log: (line) => lines.push(line) });
    try {
      await changeSomething();
      const entryId = await head();
      await expect
        .poll(() => lines, { timeout: 30_000 })
        .toContainEqual(
          expect.stringMatching(
            `^Daily stamp: entry ${entryId} of the content history time-stamped by ${authority.url} at `,
          ),
        );
      expect(await chainHeadStamps(entryId)).toBe(1);
      // Further intervals find it stamped already.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await chainHeadStamps(entryId)).toBe(1);
    } finally {
      await stop();
    }
  });

  test("with no authority configured, starts the stack's own, kept in its data folder, and stamps with it", async () => {
    await stack().db.query(
      "update public.timestamp_authority set url = null, trust_anchor_pem = null",
    );
    const authorityDir = await mkdtemp(join(tmpdir(), "local-tsa-"));
    const configured = async () =>
      (
        await stack().db.query<{ url: string | null; trust_anchor_pem: string | null }>(
          "select url, trust_anchor_pem from public.timestamp_authority",
        )
      ).rows[0]!;
    try {
      const lines: string[] = [];
      const stop = startDailyStamp(stack().url, {
        intervalMs: 200,
        log: (line) => lines.push(line),
        authorityDir,
      });
      // Setting its own authority is itself a change the history records: wait for it, so that the
      // head stamped below is this test's change.
      const ownAuthority = () =>
        expect
          .poll(() => lines, { timeout: 30_000 })
          .toContainEqual(
            expect.stringMatching(/^Time-stamps: the local stack's own authority at /),
          );
      let first: { url: string | null; trust_anchor_pem: string | null };
      try {
        await ownAuthority();
        await changeSomething();
        const entryId = await head();
        await expect
          .poll(() => lines, { timeout: 30_000 })
          .toContainEqual(
            expect.stringMatching(
              `^Daily stamp: entry ${entryId} of the content history time-stamped by http://127\\.0\\.0\\.1:\\d+/tsr at `,
            ),
          );
        expect(await chainHeadStamps(entryId)).toBe(1);
        first = await configured();
        expect(first.trust_anchor_pem).toBe(await readFile(join(authorityDir, "ca.crt"), "utf8"));
      } finally {
        await stop();
      }

      // The next start finds its own authority set (another port by now) and uses the same CA.
      lines.length = 0;
      const again = startDailyStamp(stack().url, {
        intervalMs: 200,
        log: (line) => lines.push(line),
        authorityDir,
      });
      try {
        await ownAuthority();
        await changeSomething();
        const entryId = await head();
        await expect.poll(() => chainHeadStamps(entryId), { timeout: 30_000 }).toBe(1);
        expect((await configured()).trust_anchor_pem).toBe(first.trust_anchor_pem);
      } finally {
        await again();
      }
    } finally {
      await stack().db.query(
        "update public.timestamp_authority set url = $1, trust_anchor_pem = $2",
        [authority.url, authority.trustAnchorPem],
      );
      await rm(authorityDir, { recursive: true, force: true });
    }
  });

  test("leaves an authority someone set as it is", async () => {
    const stop = startDailyStamp(stack().url, {
      intervalMs: 60_000,
      log: () => {},
      authorityDir: join(dist, "no-authority-here"),
    });
    await stop();
    const { rows } = await stack().db.query("select url from public.timestamp_authority");
    expect(rows).toEqual([{ url: authority.url }]);
  });
});
