// The offline check of a verifiable archive (src/features/content-history/archive/format.ts): the
// chain is unbroken and every entry's hash recomputes, every file a release names is there and
// matches its SHA-256, every time-stamp token is valid for the entry it stamps. No database, no
// network. It stops at the first thing that fails and names it.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { isLosslessNumber } from "lossless-json";
import { z } from "zod";
import {
  ARCHIVE_FORMAT,
  archiveFilePath,
  MANIFEST_NAME,
  type ArchiveEntry,
} from "../../src/features/content-history/archive/format";
import { checkTokens } from "./check-tokens";
import { historyEntryHash } from "./history-hash";
import { parseJsonExactly } from "./jsonb-text";

export class ArchiveProblem extends Error {
  override name = "ArchiveProblem";
}

const number = z.custom<unknown>(
  (value) => typeof value === "number" || isLosslessNumber(value),
  "a number",
);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
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
const fileSchema = z.object({ path: z.string(), sha256: hex64 }).passthrough();
const releaseRowSchema = z.object({
  id: z.string(),
  pages: z.array(fileSchema),
  assets: z.array(fileSchema),
});
const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: number,
  entries: z.array(entrySchema),
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
  timestamp_authority: z.object({ trust_anchor_pem: z.string().nullable() }).passthrough(),
});

export interface ArchiveSummary {
  entries: number;
  lastId: number;
  lastHash: string;
  releases: number;
  files: number;
  timestamps: number;
  /** Whose certificate the tokens' chains were checked against. */
  trustAnchor: "given" | "the archive's own" | "none";
  latestStamp?: { entryId: number; genTime: Date };
}

const asNumber = (value: unknown) => Number(isLosslessNumber(value) ? value.value : value);
const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function readManifest(files: Record<string, Uint8Array>) {
  const bytes = files[MANIFEST_NAME];
  if (!bytes)
    throw new ArchiveProblem(`${MANIFEST_NAME} is missing: this is not an archive export`);
  let json: unknown;
  try {
    json = parseJsonExactly(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ArchiveProblem(`${MANIFEST_NAME} is not JSON: ${(error as Error).message}`);
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ArchiveProblem(`${MANIFEST_NAME}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

/** The chain from entry 1: no gap, each carries the previous hash, each hash recomputes. */
function checkChain(entries: ArchiveEntry[]): Map<number, ArchiveEntry> {
  const byId = new Map<number, ArchiveEntry>();
  const sorted = [...entries].sort((a, b) => asNumber(a.id) - asNumber(b.id));
  let previousHash = "0".repeat(64);
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
    byId.set(id, entry);
    previousHash = entry.hash;
  });
  return byId;
}

/** Every file of every release the chain records is in the zip with its bytes. */
function checkFiles(byId: Map<number, ArchiveEntry>, files: Record<string, Uint8Array>) {
  const checked = new Set<string>();
  const releases = new Map<string, number>();
  for (const [id, entry] of byId) {
    if (entry.table_name !== "site_releases" || entry.operation !== "insert") continue;
    const parsed = releaseRowSchema.safeParse(entry.after);
    if (!parsed.success) throw new ArchiveProblem(`entry ${id} does not hold a release`);
    const release = parsed.data;
    releases.set(release.id, id);
    for (const [kind, list] of [
      ["page", release.pages],
      ["file", release.assets],
    ] as const) {
      for (const file of list) {
        if (checked.has(file.sha256)) continue;
        const where = `${kind} ${file.path} of release ${release.id} (entry ${id})`;
        const bytes = files[archiveFilePath(file.sha256)];
        if (!bytes)
          throw new ArchiveProblem(`${archiveFilePath(file.sha256)}, the ${where}, is missing`);
        if (sha256Hex(bytes) !== file.sha256)
          throw new ArchiveProblem(
            `${archiveFilePath(file.sha256)}, the ${where}, does not match its hash`,
          );
        checked.add(file.sha256);
      }
    }
  }
  return { releases, files: checked.size };
}

export interface VerifyOptions {
  /** PEM of the authority's root certificate, obtained apart from the archive. */
  trustAnchorPem?: string;
}

export async function verifyArchive(
  zip: Uint8Array,
  options: VerifyOptions = {},
): Promise<ArchiveSummary> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch (error) {
    throw new ArchiveProblem(`the file is not a zip archive: ${(error as Error).message}`);
  }
  const manifest = readManifest(files);
  const anchor =
    options.trustAnchorPem ?? manifest.timestamp_authority.trust_anchor_pem ?? undefined;
  // The tokens are checked on other threads while this one checks the chain and the files; their
  // outcomes are read in the archive's order, so the first failure named is the same either way.
  const tokenOutcomes = checkTokens(
    manifest.timestamps.map((stamp) => ({ token: stamp.token, entryHash: stamp.entry_hash })),
    anchor,
  );
  tokenOutcomes.catch(() => undefined);
  const byId = checkChain(manifest.entries as ArchiveEntry[]);
  const { releases, files: fileCount } = checkFiles(byId, files);
  const outcomes = await tokenOutcomes;

  let latestStamp: ArchiveSummary["latestStamp"];
  manifest.timestamps.forEach((stamp, index) => {
    const entryId = asNumber(stamp.entry_id);
    const what = `time stamp ${stamp.id} (${stamp.kind === "release" ? `release ${stamp.release_id}` : "chain head"}, entry ${entryId})`;
    const entry = byId.get(entryId);
    if (!entry || entry.hash !== stamp.entry_hash)
      throw new ArchiveProblem(`${what} names a hash the chain does not have at that entry`);
    if (stamp.kind === "release" && releases.get(stamp.release_id ?? "") !== entryId)
      throw new ArchiveProblem(`${what} is not over that release's entry`);
    const outcome = outcomes[index]!;
    if ("problem" in outcome) throw new ArchiveProblem(`${what}: ${outcome.problem}`);
    const { genTime } = outcome;
    if (Math.abs(genTime.getTime() - Date.parse(stamp.gen_time)) >= 1000)
      throw new ArchiveProblem(
        `${what}: the token's time is ${genTime.toISOString()}, not ${stamp.gen_time}`,
      );
    if (!latestStamp || entryId > latestStamp.entryId) latestStamp = { entryId, genTime };
  });

  const last = byId.get(byId.size);
  return {
    entries: byId.size,
    lastId: byId.size,
    lastHash: last?.hash ?? "0".repeat(64),
    releases: releases.size,
    files: fileCount,
    timestamps: manifest.timestamps.length,
    trustAnchor: options.trustAnchorPem ? "given" : anchor ? "the archive's own" : "none",
    latestStamp,
  };
}
