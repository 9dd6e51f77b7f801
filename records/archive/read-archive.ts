// Reading a verifiable archive (src/features/content-history/archive/format.ts): the zip, its
// manifest against the format, and the history's hash chain from entry 1, in time order. Whatever
// does not hold is an ArchiveProblem that names it.
import { unzipSync } from "fflate";
import { isLosslessNumber } from "lossless-json";
import { z } from "zod";
import {
  ARCHIVE_FORMAT,
  MANIFEST_NAME,
  type ArchiveEntry,
} from "../../src/features/content-history/archive/format";
import { historyEntryHash, utcMicroseconds } from "./history-hash";
import { parseJsonExactly } from "./jsonb-text";

/** The archive is not what it claims: something in it was changed, removed or added. */
export class ArchiveProblem extends Error {
  override name = "ArchiveProblem";
}

const number = z.custom<unknown>(
  (value) => typeof value === "number" || isLosslessNumber(value),
  "a number",
);
export const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const entrySchema = z.object({
  id: number,
  table_name: z.string(),
  row_id: z.string(),
  operation: z.enum(["insert", "update", "delete"]),
  before: z.unknown(),
  after: z.unknown(),
  actor: z.string().nullable(),
  occurred_at: z.string(),
  prev_hash: hex64,
  hash: hex64,
});
const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: number,
  entries: z.array(entrySchema),
  releases: z.array(z.object({ id: z.string() }).passthrough()),
  timestamps: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["release", "chain_head"]),
      entry_id: number,
      entry_hash: hex64,
      release_id: z.string().nullable(),
      token: z.string().regex(/^(?:[0-9a-f]{2})+$/),
      tsa_url: z.string(),
      gen_time: z.string(),
    }),
  ),
  timestamp_authority: z
    .object({ url: z.string().nullable(), trust_anchor_pem: z.string().nullable() })
    .passthrough(),
  document_files: z.array(z.object({ file_path: z.string(), sha256: hex64 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const asNumber = (value: unknown) => Number(isLosslessNumber(value) ? value.value : value);

/** The zip's files by name, and its manifest. */
export function readArchive(zip: Uint8Array): {
  files: Record<string, Uint8Array>;
  manifest: Manifest;
} {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch (error) {
    throw new ArchiveProblem(`the file is not a zip archive: ${(error as Error).message}`);
  }
  const bytes = files[MANIFEST_NAME];
  if (!bytes)
    throw new ArchiveProblem(`${MANIFEST_NAME} is missing: this is not an archive export`);
  let json: unknown;
  try {
    json = parseJsonExactly(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ArchiveProblem(`${MANIFEST_NAME} is not JSON: ${(error as Error).message}`);
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (asNumber(version) === 1)
    throw new ArchiveProblem(
      `${MANIFEST_NAME}: version 1 of the format left out the documents' PDFs and the authority's record: export the archive again`,
    );
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ArchiveProblem(`${MANIFEST_NAME}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return { files, manifest: result.data };
}

/**
 * The chain from entry 1, by id: no gap, each carries the previous hash, each hash recomputes, and
 * none is dated before the entry it follows (the database dates an entry after the chain's lock,
 * so its time order and the chain's agree; an entry moved back in time shows here).
 */
export function checkChain(entries: ArchiveEntry[]): ArchiveEntry[] {
  const sorted = [...entries].sort((a, b) => asNumber(a.id) - asNumber(b.id));
  let previousHash = "0".repeat(64);
  let previousTime = "";
  sorted.forEach((entry, index) => {
    const id = asNumber(entry.id);
    const expected = index + 1;
    if (id !== expected)
      throw new ArchiveProblem(
        id > expected
          ? `entry ${expected} is missing: the entry after ${expected - 1} is ${id}`
          : `entry ${id} is in the archive twice`,
      );
    if (entry.prev_hash !== previousHash)
      throw new ArchiveProblem(`entry ${id} does not carry the hash of entry ${id - 1}`);
    if (historyEntryHash(entry) !== entry.hash)
      throw new ArchiveProblem(
        `entry ${id} does not match its hash: it was changed after it was written`,
      );
    const time = utcMicroseconds(entry.occurred_at);
    if (time < previousTime)
      throw new ArchiveProblem(
        `entry ${id} is dated ${time}, before entry ${id - 1} (${previousTime}): the history is written in time order`,
      );
    previousHash = entry.hash;
    previousTime = time;
  });
  return sorted;
}

/** The newest entry of an archive whose chain holds: what the firm notes outside its systems. */
export interface ChainHead {
  id: number;
  hash: string;
}

export function headOf(chain: ArchiveEntry[]): ChainHead {
  const last = chain.at(-1);
  return { id: chain.length, hash: last?.hash ?? "0".repeat(64) };
}

/** The head of an earlier export (its chain checked), for `--previous`. */
export function archiveHead(zip: Uint8Array): ChainHead {
  return headOf(checkChain(readArchive(zip).manifest.entries as ArchiveEntry[]));
}
