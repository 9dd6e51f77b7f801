// The verifiable archive: one zip file holding the content history, the site's releases with every
// file they name, and the time-stamp tokens; `npm run verify-archive -- <file>` checks it with no
// database and no network. manifest.json is written with lossless-json, so every number in a row
// image keeps the digits Postgres printed (the hashes were computed over them).
export const ARCHIVE_FORMAT = "prairie-ledger-compliance-archive";
export const ARCHIVE_VERSION = 2;
export const MANIFEST_NAME = "manifest.json";
/** The Marketing Rule review log, read from the entries (review-log.ts): no hash covers it. */
export const REVIEW_LOG_NAME = "review-log.csv";

/** The path a release gives the not-found page (any unknown address shows it). */
export const NOT_FOUND_PATH = "/404.html";

/** Where a release file lies in the zip. */
export const archiveFilePath = (sha256: string) => `files/${sha256}`;

export interface ArchiveEntry {
  /** lossless-json keeps a number's digits in a LosslessNumber. */
  id: unknown;
  table_name: string;
  row_id: string;
  operation: string;
  before: unknown;
  after: unknown;
  actor: string | null;
  occurred_at: string;
  prev_hash: string;
  hash: string;
}

export interface ArchiveReleaseFile {
  path: string;
  sha256: string;
  bytes: number;
  type?: string;
}

export interface ArchiveRelease {
  id: string;
  recorded_at: string;
  build_commit: string;
  build_modified: boolean;
  pages: ArchiveReleaseFile[];
  assets: ArchiveReleaseFile[];
}

export interface ArchiveTimestamp {
  id: string;
  kind: "release" | "chain_head";
  entry_id: number;
  entry_hash: string;
  release_id: string | null;
  /** The DER token, hex. */
  token: string;
  tsa_url: string;
  gen_time: string;
}

/** A legal document version's PDF in the zip, at files/<sha256>. */
export interface ArchiveDocumentFile {
  /** The object's path in the legal-documents bucket, as the document's row names it. */
  file_path: string;
  /** The row's recorded SHA-256, or for a version recorded without one, the stored file's. */
  sha256: string;
}

/** Who an actor id is, from the user directory when the archive was exported (not hashed). */
export interface ArchiveActor {
  id: string;
  name: string | null;
  email: string | null;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exported_at: string;
  how_to_verify: string;
  entries: ArchiveEntry[];
  releases: ArchiveRelease[];
  timestamps: ArchiveTimestamp[];
  timestamp_authority: { url: string | null; trust_anchor_pem: string | null };
  actors_note: string;
  actors: ArchiveActor[];
  documents: string;
  document_files: ArchiveDocumentFile[];
  review_log_note: string;
}

export const archiveExplanations = {
  howToVerify:
    "npm run verify-archive -- <this file> --trust-anchor <the authority's root certificate, PEM> " +
    "--expect-head <the head hash noted at the export> (exit code 0 valid, 1 invalid, 2 unproven): " +
    "every entry's hash is the SHA-256 of the jsonb text of its other fields (occurred_at in UTC with " +
    "microseconds) and carries the previous entry's hash; each release is the row its history entry " +
    "holds; files/<sha256> are the pages, stylesheets, images and PDFs the releases name and every " +
    "legal document version's PDF (document_files gives each its SHA-256); each time stamp " +
    "is an RFC 3161 token over the UTF-8 text of an entry's hash.",
  actors:
    "actors names each entry's actor id (name and email) from the user directory at the time of the " +
    "export, for reading; it is not covered by any hash. An id not listed is a deleted account.",
  documents:
    "Every legal document version's PDF is in this file at files/<sha256>, the SHA-256 its entry " +
    "recorded at the upload; document_files maps each file_path to it (a version recorded before " +
    "hashes were kept has the stored file's own hash there, which proves nothing of the original).",
  reviewLog:
    "review-log.csv lists every publication of a page or the site settings (the entries of " +
    "page_versions and site_settings) with what the " +
    "exporting software's Marketing Rule check finds in its words, the answers published with it, " +
    "who published it and the first release (the entries of site_releases, by content_through) that " +
    "carried it. It is a reading of the entries, covered by no hash: derive it again from them.",
};
