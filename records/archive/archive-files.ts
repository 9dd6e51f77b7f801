// What the archive holds beside its history: every file a release names and every document's PDF,
// each present under files/<sha256> with those bytes; the manifest's list of releases the very
// releases the chain records; and nothing else in the zip.
import { createHash } from "node:crypto";
import type { Json } from "../../src/lib/database.types";
import { archivedFiles } from "../../src/features/content-history/documents";
import {
  archiveFilePath,
  MANIFEST_NAME,
  REVIEW_LOG_NAME,
  type ArchiveEntry,
} from "../../src/features/content-history/archive/format";
import { z } from "zod";
import { utcMicroseconds } from "./history-hash";
import { jsonbText } from "./jsonb-text";
import { ArchiveProblem, asNumber, hex64, type Manifest } from "./read-archive";

const fileSchema = z.object({ path: z.string(), sha256: hex64 }).passthrough();
const releaseRowSchema = z
  .object({
    id: z.string(),
    recorded_at: z.string(),
    build_commit: z.string(),
    build_modified: z.boolean(),
    pages: z.array(fileSchema),
    assets: z.array(fileSchema),
  })
  .passthrough();
type ReleaseRow = z.infer<typeof releaseRowSchema>;

const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The zip's files checked against the hashes the record holds. */
class KeptFiles {
  readonly checked = new Set<string>();
  constructor(private readonly files: Record<string, Uint8Array>) {}

  check(sha256: string, what: string) {
    const path = archiveFilePath(sha256);
    if (this.checked.has(path)) return;
    const bytes = this.files[path];
    if (!bytes) throw new ArchiveProblem(`${path}, the ${what}, is missing`);
    if (sha256Hex(bytes) !== sha256)
      throw new ArchiveProblem(`${path}, the ${what}, does not match its hash`);
    this.checked.add(path);
  }
}

/** A release's row as the chain recorded it (its entry's `after`), by release id. */
function recordedReleases(
  chain: ArchiveEntry[],
): Map<string, { entryId: number; row: ReleaseRow }> {
  const releases = new Map<string, { entryId: number; row: ReleaseRow }>();
  for (const entry of chain) {
    if (entry.table_name !== "site_releases" || entry.operation !== "insert") continue;
    const entryId = asNumber(entry.id);
    const parsed = releaseRowSchema.safeParse(entry.after);
    if (!parsed.success) throw new ArchiveProblem(`entry ${entryId} does not hold a release`);
    releases.set(parsed.data.id, { entryId, row: parsed.data });
  }
  return releases;
}

/** The columns the export lists of a release, in a form both sides print alike. */
const releaseText = (row: Record<string, unknown>) =>
  jsonbText({
    id: row.id,
    recorded_at: utcMicroseconds(String(row.recorded_at)),
    build_commit: row.build_commit,
    build_modified: row.build_modified,
    pages: row.pages,
    assets: row.assets,
  });

/** The manifest's `releases` are exactly the releases the chain records, as it records them. */
function checkReleaseList(
  listed: Manifest["releases"],
  recorded: Map<string, { entryId: number; row: ReleaseRow }>,
) {
  const seen = new Set<string>();
  for (const release of listed) {
    const record = recorded.get(release.id);
    if (!record)
      throw new ArchiveProblem(`the manifest lists release ${release.id}, which no entry records`);
    if (seen.has(release.id))
      throw new ArchiveProblem(`the manifest lists release ${release.id} twice`);
    let same: boolean;
    try {
      same = releaseText(release) === releaseText(record.row);
    } catch {
      same = false;
    }
    if (!same)
      throw new ArchiveProblem(
        `the manifest's release ${release.id} is not the one entry ${record.entryId} records`,
      );
    seen.add(release.id);
  }
  for (const [id, { entryId }] of recorded)
    if (!seen.has(id))
      throw new ArchiveProblem(
        `release ${id} (entry ${entryId}) is missing from the manifest's list`,
      );
}

export interface FilesOutcome {
  releases: number;
  files: number;
  /** Document versions recorded before their uploads' SHA-256 was kept: copies nothing proves. */
  unhashedDocuments: number[];
}

/**
 * Every release's files and every document version's PDF, present and matching; the manifest's
 * releases list; and no file the record does not name.
 */
export function checkFiles(
  chain: ArchiveEntry[],
  manifest: Manifest,
  files: Record<string, Uint8Array>,
): FilesOutcome {
  const kept = new KeptFiles(files);
  const releases = recordedReleases(chain);
  for (const [id, { entryId, row }] of releases) {
    for (const file of row.pages)
      kept.check(file.sha256, `page ${file.path} of release ${id} (entry ${entryId})`);
    for (const file of row.assets)
      kept.check(file.sha256, `file ${file.path} of release ${id} (entry ${entryId})`);
  }
  checkReleaseList(manifest.releases, releases);

  const listed = new Map(manifest.document_files.map((file) => [file.file_path, file.sha256]));
  const unhashedDocuments: number[] = [];
  for (const entry of chain) {
    const entryId = asNumber(entry.id);
    for (const file of archivedFiles({
      ...entry,
      before: entry.before as Json,
      after: entry.after as Json,
    })) {
      const what = `PDF ${file.filePath} of the document "${file.name}" (entry ${entryId})`;
      const sha256 = file.sha256 ?? listed.get(file.filePath);
      if (!sha256) throw new ArchiveProblem(`the ${what} is missing`);
      if (file.sha256 && listed.has(file.filePath) && listed.get(file.filePath) !== file.sha256)
        throw new ArchiveProblem(
          `the manifest names another file than the one the ${what} recorded`,
        );
      kept.check(sha256, what);
      if (!file.sha256) unhashedDocuments.push(entryId);
    }
  }

  const unaccounted = Object.keys(files)
    .filter(
      (path) =>
        path !== MANIFEST_NAME &&
        path !== REVIEW_LOG_NAME &&
        !kept.checked.has(path) &&
        !path.endsWith("/"),
    )
    .sort();
  if (unaccounted.length > 0)
    throw new ArchiveProblem(
      `the archive holds files its record does not account for: ${unaccounted.join(", ")}`,
    );
  return { releases: releases.size, files: kept.checked.size, unhashedDocuments };
}
