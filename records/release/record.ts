// Recording a release and stamping history entries, with the secret key: what `npm run
// record-release`, `npm run stamp-history`, `npm run dev` and the tests share.
import type { SupabaseClient } from "@supabase/supabase-js";
import { requestTimestamp } from "../rfc3161";
import { readFile } from "node:fs/promises";
import { siteBuildInfoFile, type SiteBuildInfo } from "./build-info";
import { analyseRecordedRelease, type AnalysisOutcome } from "./analyse-release";
import { collectSiteRelease, sha256Hex, type CollectOptions } from "./site-files";

export const RELEASES_BUCKET = "site-releases";

export interface RecordedRelease {
  id: string;
  recordedAt: string;
  /** Files stored now; the others were kept already. */
  storedFiles: number;
  keptFiles: number;
  /** How the release was stamped, or why it was not. */
  timestamp: StampOutcome;
  /** SEO Tools' analysis of it, when the site's address was given (or why it failed). */
  analysis?: AnalysisOutcome;
}

export type StampOutcome =
  | { stamped: true; genTime: Date; tsaUrl: string }
  | { stamped: false; reason: string; noAuthority?: true };

function fail(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

interface HistoryEntryRef {
  id: number;
  hash: string;
}

async function authority(client: SupabaseClient) {
  const { data, error } = await client
    .from("timestamp_authority")
    .select("url, trust_anchor_pem")
    .single<{ url: string | null; trust_anchor_pem: string | null }>();
  fail("Could not read the time-stamping authority", error);
  return data!;
}

/**
 * Stamps one history entry: the token's imprint is the SHA-256 of the entry's hash (its 64 hex
 * characters), and the token is kept beside the entry in public.history_timestamps.
 */
export async function stampEntry(
  client: SupabaseClient,
  entry: HistoryEntryRef,
  subject: { kind: "release"; releaseId: string } | { kind: "chain_head" },
): Promise<StampOutcome> {
  const { url, trust_anchor_pem: trustAnchorPem } = await authority(client);
  if (!url)
    return {
      stamped: false,
      reason: "no time-stamping authority is configured",
      noAuthority: true,
    };
  const stamp = await requestTimestamp(url, new TextEncoder().encode(entry.hash), {
    trustAnchorPem,
  });
  const { error } = await client.from("history_timestamps").insert({
    kind: subject.kind,
    entry_id: entry.id,
    entry_hash: entry.hash,
    release_id: subject.kind === "release" ? subject.releaseId : null,
    token: `\\x${Buffer.from(stamp.token).toString("hex")}`,
    tsa_url: url,
    gen_time: stamp.genTime.toISOString(),
  });
  fail("Could not keep the time-stamp token", error);
  return { stamped: true, genTime: stamp.genTime, tsaUrl: url };
}

/** The chain's newest entry, stamped unless a token for it exists already (a day without changes). */
export async function stampChainHead(
  client: SupabaseClient,
): Promise<StampOutcome & { entryId?: number }> {
  const { data: head, error } = await client
    .from("content_history")
    .select("id, hash")
    .order("id", { ascending: false })
    .limit(1)
    .maybeSingle<HistoryEntryRef>();
  fail("Could not read the content history", error);
  if (!head) return { stamped: false, reason: "the content history is empty" };
  const { count, error: countError } = await client
    .from("history_timestamps")
    .select("id", { count: "exact", head: true })
    .eq("entry_id", head.id);
  fail("Could not read the time stamps", countError);
  if (count)
    return { stamped: false, reason: `entry ${head.id} is stamped already`, entryId: head.id };
  return { ...(await stampEntry(client, head, { kind: "chain_head" })), entryId: head.id };
}

const sameFiles = (a: { sha256: string; path: string }[], b: { sha256: string; path: string }[]) =>
  a.length === b.length &&
  a.every((file, i) => file.path === b[i]!.path && file.sha256 === b[i]!.sha256);

/**
 * The file hashes the newest releases (up to the API's max rows) name, which are kept already, and
 * the latest release. An older file missing from the set is offered again and answered 409.
 */
async function keptHashes(client: SupabaseClient) {
  const { data, error } = await client
    .from("site_releases")
    .select("id, recorded_at, pages, assets")
    .order("recorded_at", { ascending: false });
  fail("Could not read the earlier releases", error);
  type Row = {
    id: string;
    recorded_at: string;
    pages: { path: string; sha256: string }[];
    assets: { path: string; sha256: string }[];
  };
  const rows = (data ?? []) as Row[];
  return {
    hashes: new Set(
      rows.flatMap((row) => [...row.pages, ...row.assets].map((file) => file.sha256)),
    ),
    latest: rows[0],
  };
}

export interface RecordOptions extends CollectOptions {
  commit: { sha: string; modified: boolean };
  /** The site's public address (VITE_SITE_URL): given, the new release is analysed for SEO Tools. */
  siteUrl?: string;
}

/** The newest content-history entry the build's pages show (scripts/lib/site-build/build-site.ts). */
async function contentThrough(distDir: string): Promise<number> {
  const text = await readFile(siteBuildInfoFile(distDir), "utf8").catch(() => {
    throw new Error(
      `${siteBuildInfoFile(distDir)} is missing: record a build that \`npm run build\` made.`,
    );
  });
  return (JSON.parse(text) as SiteBuildInfo).contentThrough;
}

/** A build that is the latest release again: that release, and the stamp of the history's head. */
export interface UnchangedBuild {
  unchanged: string;
  head: StampOutcome & { entryId?: number };
}

/**
 * The kept file named `sha256` holds the bytes that name says. Hosted Storage checks no name (the
 * local stack's does), so a file stored, or found stored, under a release's hash is read back and
 * hashed before the release names it.
 */
async function checkKeptFile(client: SupabaseClient, sha256: string): Promise<void> {
  const { data, error } = await client.storage.from(RELEASES_BUCKET).download(sha256);
  fail(`Could not read back ${sha256}`, error);
  const actual = sha256Hex(new Uint8Array(await data!.arrayBuffer()));
  if (actual !== sha256)
    throw new Error(
      `The kept file ${sha256} holds other bytes (their SHA-256 is ${actual}): the release is not recorded.`,
    );
}

/**
 * Records the build in `distDir` as a release: stores its new files, inserts the release (which
 * enters the hash chain, naming the content it shows) and stamps that entry. A build whose files
 * are those of the latest release is not recorded again: `unchanged` names that release, and the
 * history's newest entry is stamped instead (unless it is already), so a daily build stamps the
 * head daily.
 */
export async function recordRelease(
  client: SupabaseClient,
  options: RecordOptions,
): Promise<RecordedRelease | UnchangedBuild> {
  const release = await collectSiteRelease(options);
  const content = await contentThrough(options.distDir);
  const { hashes, latest } = await keptHashes(client);
  if (latest && sameFiles(latest.pages, release.pages) && sameFiles(latest.assets, release.assets))
    return { unchanged: latest.id, head: await stampChainHead(client) };

  let storedFiles = 0;
  for (const [sha256, { bytes, type }] of release.contents) {
    if (hashes.has(sha256)) continue;
    const { error } = await client.storage
      .from(RELEASES_BUCKET)
      .upload(sha256, bytes, { contentType: type, upsert: false });
    // 409: a file with this name, so these bytes, is kept already (an earlier run that stopped
    // before its release row).
    if (error && !/exists|duplicate/i.test(error.message)) fail(`Could not store ${sha256}`, error);
    if (!error) storedFiles += 1;
    await checkKeptFile(client, sha256);
  }

  const { data: row, error } = await client
    .from("site_releases")
    .insert({
      build_commit: options.commit.sha,
      build_modified: options.commit.modified,
      pages: release.pages,
      assets: release.assets,
      content_through: content,
    })
    .select("id, recorded_at")
    .single<{ id: string; recorded_at: string }>();
  fail("Could not record the release", error);

  const { data: entry, error: entryError } = await client
    .from("content_history")
    .select("id, hash")
    .eq("table_name", "site_releases")
    .eq("row_id", row!.id)
    .single<HistoryEntryRef>();
  fail("Could not find the release's history entry", entryError);
  const timestamp = await stampEntry(client, entry!, { kind: "release", releaseId: row!.id });
  // The release is recorded whatever becomes of its analysis (a failure is reported, not thrown).
  const analysis = options.siteUrl
    ? await analyseRecordedRelease(client, row!.id, release, options.siteUrl)
    : undefined;
  return {
    id: row!.id,
    recordedAt: row!.recorded_at,
    storedFiles,
    keptFiles: release.contents.size - storedFiles,
    timestamp,
    analysis,
  };
}

/** What `npm run record-release` prints about a recording. */
export function describeRecording(
  result: RecordedRelease | UnchangedBuild,
  supabaseUrl: string,
): string[] {
  if ("unchanged" in result)
    return [
      `The build is the same as release ${result.unchanged}: nothing new to record.`,
      result.head.stamped
        ? `The content history's newest entry, ${result.head.entryId}, time-stamped by ${result.head.tsaUrl} at ${result.head.genTime.toISOString()}.`
        : `The content history's newest entry not stamped: ${result.head.reason}.`,
    ];
  return [
    `Recorded release ${result.id} at ${result.recordedAt} on ${supabaseUrl}: ` +
      `${result.storedFiles} files stored, ${result.keptFiles} kept already.`,
    result.timestamp.stamped
      ? `Time-stamped by ${result.timestamp.tsaUrl} at ${result.timestamp.genTime.toISOString()}.`
      : `Not externally time-stamped: ${result.timestamp.reason}.`,
    ...(result.analysis
      ? [
          "failed" in result.analysis
            ? `Not analysed for SEO Tools: ${result.analysis.failed}.`
            : `Analysed for SEO Tools: ${result.analysis.score}/100 over ${result.analysis.pageCount} pages.`,
        ]
      : []),
  ];
}
