// Builds the verifiable archive (format.ts) from the Data API and Storage, as the signed-in admin:
// every history entry (read as text and parsed with lossless-json, so numbers keep their digits),
// every release and the files it names (each once), every version's PDF of every legal document the
// history names, every time-stamp token and the configured authority, zipped with fflate: the
// record complete on its own, whatever becomes of the buckets.
import type { SupabaseClient } from "@supabase/supabase-js";
import { strToU8, zipSync } from "fflate";
import { isLosslessNumber, parse, stringify } from "lossless-json";
import type { Json } from "@/lib/database.types";
import { fileNameStamp } from "@/lib/downloads";
import { sha256Hex } from "@/lib/sha256";
import { actorsOf, readActorDirectory } from "../actors";
import { archivedFiles } from "../documents";
import { reviewLog } from "../review-log";
import { buildReviewLogCsv } from "../review-log-csv";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveExplanations,
  archiveFilePath,
  MANIFEST_NAME,
  REVIEW_LOG_NAME,
  type ArchiveEntry,
  type ArchiveManifest,
  type ArchiveRelease,
  type ArchiveTimestamp,
  type ArchiveDocumentFile,
} from "./format";

export const RELEASES_BUCKET = "site-releases";
/** The legal documents' private bucket (the admin reads every version's file there). */
const DOCUMENTS_BUCKET = "legal-documents";
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

/**
 * Every file the documents' entries name, once, with its SHA-256: the one recorded at its upload,
 * which the stored file must match, or for a version recorded before hashes were kept, its own.
 */
async function documentFiles(
  source: ArchiveSource,
  entries: ArchiveEntry[],
): Promise<{ file: ArchiveDocumentFile; bytes: Uint8Array }[]> {
  const wanted = new Map<string, string | null>();
  for (const entry of entries)
    for (const file of archivedFiles({
      table_name: entry.table_name,
      before: entry.before as Json,
      after: entry.after as Json,
    }))
      wanted.set(file.filePath, file.sha256);
  const out: { file: ArchiveDocumentFile; bytes: Uint8Array }[] = [];
  const paths = [...wanted.keys()];
  for (let i = 0; i < paths.length; i += PARALLEL_DOWNLOADS) {
    const batch = await Promise.all(
      paths.slice(i, i + PARALLEL_DOWNLOADS).map(async (filePath) => {
        const { data, error } = await source.client.storage
          .from(DOCUMENTS_BUCKET)
          .download(filePath);
        if (error)
          throw new Error(`Could not download the document file ${filePath}: ${error.message}`);
        const sha256 = await sha256Hex(data);
        const recorded = wanted.get(filePath);
        if (recorded && recorded !== sha256)
          throw new Error(
            `The stored document file ${filePath} is not the one recorded at its upload (SHA-256 ${sha256}, recorded ${recorded})`,
          );
        return {
          file: { file_path: filePath, sha256 },
          bytes: new Uint8Array(await data.arrayBuffer()),
        };
      }),
    );
    out.push(...batch);
  }
  return out;
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
  const documents = await documentFiles(source, entries);
  for (const { file, bytes } of documents) files[archiveFilePath(file.sha256)] = bytes;

  return zipArchive(
    {
      entries,
      releases,
      timestamps,
      timestamp_authority: authority ?? { url: null, trust_anchor_pem: null },
      actors,
      document_files: documents.map(({ file }) => file),
    },
    files,
    exportedAt,
  );
}

/**
 * The zip of a manifest's records (with the format's name and explanations), its files and the
 * review log read from its entries.
 */
export function zipArchive(
  records: Pick<
    ArchiveManifest,
    "entries" | "releases" | "timestamps" | "timestamp_authority" | "actors" | "document_files"
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
    review_log_note: archiveExplanations.reviewLog,
  };
  const people = new Map(records.actors.map(({ id, ...person }) => [id, person]));
  const log = buildReviewLogCsv(reviewLog(records.entries), people);
  return zipSync(
    {
      [MANIFEST_NAME]: strToU8(`${stringify(manifest, null, 2)}\n`),
      [REVIEW_LOG_NAME]: strToU8(log),
      ...files,
    },
    { level: 6, mtime: exportedAt },
  );
}

/** compliance-archive-<UTC date and time>.zip */
export const archiveFileName = (exportedAt: Date) =>
  `compliance-archive-${fileNameStamp(exportedAt)}.zip`;
