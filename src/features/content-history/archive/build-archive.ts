// Builds the verifiable archive (format.ts) from the Data API and Storage, as the signed-in admin:
// every history entry (read as text and parsed with lossless-json, so numbers keep their digits),
// every release and the files it names (each once), every time-stamp token and the configured
// authority, zipped with fflate.
import type { SupabaseClient } from "@supabase/supabase-js";
import { strToU8, zipSync } from "fflate";
import { isLosslessNumber, parse, stringify } from "lossless-json";
import { actorsOf, readActorDirectory } from "../actors";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveExplanations,
  archiveFilePath,
  MANIFEST_NAME,
  type ArchiveEntry,
  type ArchiveManifest,
  type ArchiveRelease,
  type ArchiveTimestamp,
} from "./format";

export const RELEASES_BUCKET = "site-releases";
const CHUNK = 1000;
const PARALLEL_DOWNLOADS = 4;

export interface ArchiveSource {
  client: SupabaseClient;
  /** GET of a Data API path (e.g. "content_history?select=..."), answered as text. */
  restText(path: string, signal?: AbortSignal): Promise<string>;
}

const historyColumns =
  "id,table_name,row_id,operation,before,after,actor,occurred_at,prev_hash,hash";

async function allEntries(source: ArchiveSource, signal?: AbortSignal): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (;;) {
    const last = entries.at(-1)?.id;
    const after = isLosslessNumber(last) ? last.value : String(last ?? 0);
    const chunk = parse(
      await source.restText(
        `content_history?select=${historyColumns}&id=gt.${after}&order=id.asc&limit=${CHUNK}`,
        signal,
      ),
    ) as ArchiveEntry[];
    if (chunk.length === 0) return entries;
    entries.push(...chunk);
  }
}

async function allRows<T>(
  source: ArchiveSource,
  table: string,
  columns: string,
  order: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await source.client
      .from(table)
      .select(columns)
      .order(order, { ascending: true })
      .order("id", { ascending: true })
      .range(rows.length, rows.length + CHUNK - 1);
    if (error) throw error;
    rows.push(...(data as T[]));
    if (data.length === 0 || data.length < CHUNK) return rows;
  }
}

async function download(source: ArchiveSource, sha256: string): Promise<Uint8Array> {
  const { data, error } = await source.client.storage.from(RELEASES_BUCKET).download(sha256);
  if (error) throw new Error(`Could not download the release file ${sha256}: ${error.message}`);
  return new Uint8Array(await data.arrayBuffer());
}

/** The zip's bytes. */
export async function buildArchive(
  source: ArchiveSource,
  { exportedAt = new Date(), signal }: { exportedAt?: Date; signal?: AbortSignal } = {},
): Promise<Uint8Array> {
  const entries = await allEntries(source, signal);
  const actors = actorsOf(entries, await readActorDirectory(source.client, signal));
  const releases = await allRows<ArchiveRelease>(
    source,
    "site_releases",
    "id, recorded_at, build_commit, build_modified, pages, assets",
    "recorded_at",
  );
  const timestamps = (
    await allRows<ArchiveTimestamp>(
      source,
      "history_timestamps",
      "id, kind, entry_id, entry_hash, release_id, token, tsa_url, gen_time",
      "stamped_at",
    )
  ).map((stamp) => ({ ...stamp, token: stamp.token.replace(/^\\x/, "") }));
  const { data: authority, error } = await source.client
    .from("timestamp_authority")
    .select("url, trust_anchor_pem")
    .maybeSingle<ArchiveManifest["timestamp_authority"]>();
  if (error) throw error;

  const hashes = [
    ...new Set(
      releases.flatMap((release) => [...release.pages, ...release.assets].map((f) => f.sha256)),
    ),
  ];
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < hashes.length; i += PARALLEL_DOWNLOADS) {
    const batch = hashes.slice(i, i + PARALLEL_DOWNLOADS);
    const contents = await Promise.all(batch.map((sha256) => download(source, sha256)));
    batch.forEach((sha256, j) => (files[archiveFilePath(sha256)] = contents[j]!));
  }

  return zipArchive(
    {
      entries,
      releases,
      timestamps,
      timestamp_authority: authority ?? { url: null, trust_anchor_pem: null },
      actors,
    },
    files,
    exportedAt,
  );
}

/** The zip of a manifest's records (with the format's name and explanations) and its files. */
export function zipArchive(
  records: Pick<
    ArchiveManifest,
    "entries" | "releases" | "timestamps" | "timestamp_authority" | "actors"
  >,
  files: Record<string, Uint8Array>,
  exportedAt: Date,
): Uint8Array {
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: exportedAt.toISOString(),
    how_to_verify: archiveExplanations.howToVerify,
    actors_note: archiveExplanations.actors,
    ...records,
    documents: archiveExplanations.documents,
  };
  return zipSync(
    { [MANIFEST_NAME]: strToU8(`${stringify(manifest, null, 2)}\n`), ...files },
    { level: 6, mtime: exportedAt },
  );
}

/** compliance-archive-<UTC date and time>.zip */
export const archiveFileName = (exportedAt: Date) =>
  `compliance-archive-${exportedAt.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.zip`;
