// The offline check of a verifiable archive (src/features/content-history/archive/format.ts), with
// no database and no network. It proves the archive, finds it invalid, or says what it cannot prove:
// - Invalid (an ArchiveProblem, the first thing that fails): the chain broken, an entry changed or
//   dated before the one it follows, a file missing, altered or unaccounted for, the releases list
//   not the chain's, a token not valid for its entry or older than it, the authority the manifest
//   names not the one the history last recorded, a head noted outside the archive not in its chain.
// - Unproven (the reasons): no trust anchor given from outside the archive (a token checks against
//   whichever authority made it), no token, entries no token covers or covers late, document PDFs
//   recorded without their hash, no head noted outside the archive to show nothing was cut.
// - Valid: none of those.
import type { ArchiveEntry } from "../../src/features/content-history/archive/format";
import { checkFiles } from "./archive-files";
import { checkTokens } from "./check-tokens";
import {
  ArchiveProblem,
  asNumber,
  checkChain,
  headOf,
  readArchive,
  type ChainHead,
  type Manifest,
} from "./read-archive";
import { DEFAULT_STAMP_TOLERANCE_HOURS, stampCoverage, type CheckedStamp } from "./stamp-coverage";

export { ArchiveProblem, archiveHead, type ChainHead } from "./read-archive";

export interface VerifyOptions {
  /** PEM of the authority's root certificate, obtained apart from the archive. */
  trustAnchorPem?: string;
  /** Hashes of heads the firm noted outside its systems: each must be in the chain. */
  expectHeads?: string[];
  /** Heads of earlier exports: the chain must hold each at its id. */
  previousHeads?: ChainHead[];
  /** How long after an entry the first token over it may come. */
  stampToleranceHours?: number;
}

export interface ArchiveSummary {
  entries: number;
  head: ChainHead;
  releases: number;
  files: number;
  timestamps: number;
  /** Whose certificate the tokens' chains were checked against. */
  trustAnchor: "given" | "the archive's own" | "none";
  /** The earliest token over the newest entry any token stamps. */
  latestStamp?: { entryId: number; genTime: Date };
  stampToleranceHours: number;
  /** Why the archive is not proven; empty when it is. */
  unproven: string[];
}

export type Verdict = "valid" | "invalid" | "unproven";
/** The command's exit codes; 3: it could not check (usage, an unreadable file). */
export const exitCodes = { valid: 0, invalid: 1, unproven: 2, failed: 3 } as const;

export const verdictOf = (summary: ArchiveSummary): Verdict =>
  summary.unproven.length === 0 ? "valid" : "unproven";

/** The authority the manifest names is the one the history last recorded for it, if any. */
function checkAuthority(chain: ArchiveEntry[], manifest: Manifest) {
  const last = chain.findLast((entry) => entry.table_name === "timestamp_authority");
  if (!last) return;
  const recorded = (last.after ?? {}) as { url?: unknown; trust_anchor_pem?: unknown };
  const named = manifest.timestamp_authority;
  if (recorded.url !== named.url || recorded.trust_anchor_pem !== named.trust_anchor_pem)
    throw new ArchiveProblem(
      `the time-stamping authority the manifest names is not the one entry ${asNumber(last.id)} records`,
    );
}

function checkHeads(chain: ArchiveEntry[], options: VerifyOptions): string[] {
  const hashes = new Set(chain.map((entry) => entry.hash));
  for (const hash of options.expectHeads ?? [])
    if (!hashes.has(hash))
      throw new ArchiveProblem(
        `the chain does not contain the head ${hash} noted outside the archive: entries were cut or rewritten`,
      );
  for (const head of options.previousHeads ?? []) {
    const entry = chain[head.id - 1];
    if (!entry)
      throw new ArchiveProblem(
        `the earlier export ends at entry ${head.id}, which this archive does not have: entries were cut`,
      );
    if (entry.hash !== head.hash)
      throw new ArchiveProblem(
        `the earlier export's entry ${head.id} has hash ${head.hash}, this archive's ${entry.hash}: the history was rewritten`,
      );
  }
  return (options.expectHeads?.length ?? 0) + (options.previousHeads?.length ?? 0) === 0
    ? [
        "no head noted outside the archive was given (--expect-head or --previous): entries cut from the end would not show",
      ]
    : [];
}

/** Verifies the archive: a summary (valid when nothing is unproven), or throws an ArchiveProblem. */
export async function verifyArchive(
  zip: Uint8Array,
  options: VerifyOptions = {},
): Promise<ArchiveSummary> {
  const { files, manifest } = readArchive(zip);
  const given = options.trustAnchorPem;
  const anchor = given ?? manifest.timestamp_authority.trust_anchor_pem ?? undefined;
  const stampToleranceHours = options.stampToleranceHours ?? DEFAULT_STAMP_TOLERANCE_HOURS;
  // The tokens are checked on other threads while this one checks the chain and the files; their
  // outcomes are read in the archive's order, so the first failure named is the same either way.
  const tokenOutcomes = checkTokens(
    manifest.timestamps.map((stamp) => ({ token: stamp.token, entryHash: stamp.entry_hash })),
    anchor,
  );
  tokenOutcomes.catch(() => undefined);
  const chain = checkChain(manifest.entries as ArchiveEntry[]);
  const head = headOf(chain);
  checkAuthority(chain, manifest);
  const { releases, files: fileCount, unhashedDocuments } = checkFiles(chain, manifest, files);
  const outcomes = await tokenOutcomes;

  const releaseEntries = new Map(
    chain
      .filter((entry) => entry.table_name === "site_releases" && entry.operation === "insert")
      .map((entry) => [entry.row_id, asNumber(entry.id)]),
  );
  const stamps: CheckedStamp[] = manifest.timestamps.map((stamp, index) => {
    const entryId = asNumber(stamp.entry_id);
    const what = `time stamp ${stamp.id} (${stamp.kind === "release" ? `release ${stamp.release_id}` : "chain head"}, entry ${entryId})`;
    if (chain[entryId - 1]?.hash !== stamp.entry_hash)
      throw new ArchiveProblem(`${what} names a hash the chain does not have at that entry`);
    if (stamp.kind === "release" && releaseEntries.get(stamp.release_id ?? "") !== entryId)
      throw new ArchiveProblem(`${what} is not over that release's entry`);
    const outcome = outcomes[index]!;
    if ("problem" in outcome) throw new ArchiveProblem(`${what}: ${outcome.problem}`);
    const { genTime } = outcome;
    if (Math.abs(genTime.getTime() - Date.parse(stamp.gen_time)) >= 1000)
      throw new ArchiveProblem(
        `${what}: the token's time is ${genTime.toISOString()}, not ${stamp.gen_time}`,
      );
    return { what, entryId, genTime };
  });
  const coverage = stampCoverage(chain, stamps, stampToleranceHours);
  const headReasons = checkHeads(chain, options);

  const unproven = [
    ...(given
      ? []
      : [
          anchor
            ? "no trust anchor given (--trust-anchor): the tokens were checked against the authority the archive names itself"
            : "no trust anchor given (--trust-anchor): the tokens were checked against the certificates they carry only",
        ]),
    ...coverage,
    ...(unhashedDocuments.length > 0
      ? [
          `the PDFs of entries ${unhashedDocuments.join(", ")} were recorded without their SHA-256: their copies cannot be proven`,
        ]
      : []),
    ...headReasons,
  ];
  const latest = stamps.reduce<CheckedStamp | undefined>(
    (best, stamp) =>
      !best ||
      stamp.entryId > best.entryId ||
      (stamp.entryId === best.entryId && stamp.genTime < best.genTime)
        ? stamp
        : best,
    undefined,
  );
  return {
    entries: chain.length,
    head,
    releases,
    files: fileCount,
    timestamps: stamps.length,
    trustAnchor: given ? "given" : anchor ? "the archive's own" : "none",
    latestStamp: latest && { entryId: latest.entryId, genTime: latest.genTime },
    stampToleranceHours,
    unproven,
  };
}
