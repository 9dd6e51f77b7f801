// The examiner's tamper table: an archive made as the firm's export makes it (the synthetic archive,
// stamped by a test authority), tampered with as an examiner would try, and checked by the offline
// verifier three ways: with nothing from outside the archive, with the authority's root certificate
// (--trust-anchor), and with that and the head the firm noted at the export (--expect-head). Every
// tampering ends Invalid or Unproven, but reordering the entries or swapping two whole token records,
// which change nothing the record says. The table is docs/compliance.md's (written by this test with
// WRITE_TAMPER_TABLE=1; otherwise it must match). The command's exit codes are those of the table.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { strToU8, unzipSync, zipSync } from "fflate";
import { parse, stringify } from "lossless-json";
import { format, resolveConfig } from "prettier";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  archiveFilePath,
  MANIFEST_NAME,
  type ArchiveEntry,
  type ArchiveManifest,
} from "../../src/features/content-history/archive/format";
import { historyEntryHash } from "../../records/archive/history-hash";
import { syntheticArchive, type SyntheticArchive } from "../../records/archive/synthetic-archive";
import {
  ArchiveProblem,
  archiveHead,
  exitCodes,
  verdictOf,
  verifyArchive,
  type VerifyOptions,
} from "../../records/archive/verify";
import {
  randomNonce,
  timestampRequest,
  tokenFromResponse,
  TokenVerifier,
} from "../../records/rfc3161";
import {
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "../../records/test-timestamp-authority";
import { tsx } from "../support/tsx";

const root = join(import.meta.dirname, "../..");
const run = promisify(execFile);

let authority: TestTimestampAuthority;
let rogue: TestTimestampAuthority;
let archive: SyntheticArchive;

beforeAll(async () => {
  [authority, rogue] = await Promise.all([
    startTestTimestampAuthority(),
    startTestTimestampAuthority("Rogue Authority"),
  ]);
  // Four "days" of a minute each, ending now: the tokens the authority makes now follow them.
  archive = await syntheticArchive({ entries: 48, releases: 4, days: 4, dayMs: 60_000, authority });
}, 120_000);

afterAll(async () => {
  await Promise.all([authority?.stop(), rogue?.stop()]);
});

type Files = Record<string, Uint8Array>;

/** The archive with its manifest and files changed by `alter`. */
async function tampered(
  alter: (manifest: ArchiveManifest, files: Files) => void | Promise<void>,
): Promise<Uint8Array> {
  const files = unzipSync(archive.zip);
  const manifest = parse(new TextDecoder().decode(files[MANIFEST_NAME])) as ArchiveManifest;
  await alter(manifest, files);
  return zipSync({ ...files, [MANIFEST_NAME]: strToU8(stringify(manifest)!) });
}

const idOf = (entry: ArchiveEntry) => Number(String(entry.id));

/** Every entry's prev_hash and hash recomputed, as someone with the owner's rights could. */
function rehash(manifest: ArchiveManifest) {
  let previous = "0".repeat(64);
  for (const entry of [...manifest.entries].sort((a, b) => idOf(a) - idOf(b))) {
    entry.prev_hash = previous;
    entry.hash = historyEntryHash(entry);
    previous = entry.hash;
  }
}

/** Every token replaced by one `by` makes now over the same entry, as the entries now hash. */
async function restamp(manifest: ArchiveManifest, by: TestTimestampAuthority) {
  const verifier = new TokenVerifier(by.trustAnchorPem);
  for (const stamp of manifest.timestamps) {
    const entry = manifest.entries.find((e) => idOf(e) === Number(String(stamp.entry_id)))!;
    const data = new TextEncoder().encode(entry.hash);
    const digest = new Uint8Array(createHash("sha256").update(data).digest());
    const token = tokenFromResponse(await by.reply(timestampRequest(digest, randomNonce())));
    stamp.entry_hash = entry.hash;
    stamp.token = Buffer.from(token).toString("hex");
    stamp.tsa_url = by.url;
    stamp.gen_time = (await verifier.verify(token, { data })).genTime.toISOString();
  }
}

/** The archive's own record of its authority (entry 1) and its manifest's, both set to `anchor`. */
function nameAuthority(manifest: ArchiveManifest, url: string, anchor: string | null) {
  const entry = manifest.entries.find((e) => e.table_name === "timestamp_authority")!;
  entry.after = { ...(entry.after as object), url, trust_anchor_pem: anchor };
  manifest.timestamp_authority = { url, trust_anchor_pem: anchor };
}

/** Everything after entry `last` removed: its entries, their tokens, releases and files. */
function cutAfter(manifest: ArchiveManifest, files: Files, last: number) {
  const dropped = manifest.entries.filter((entry) => idOf(entry) > last);
  manifest.entries = manifest.entries.filter((entry) => idOf(entry) <= last);
  manifest.timestamps = manifest.timestamps.filter((s) => Number(String(s.entry_id)) <= last);
  const droppedRows = new Set(dropped.map((entry) => entry.row_id));
  manifest.releases = manifest.releases.filter((release) => !droppedRows.has(release.id));
  const kept = new Set<string>([
    ...manifest.releases.flatMap((r) => [...r.pages, ...r.assets].map((f) => f.sha256)),
    ...manifest.entries.flatMap((entry) =>
      entry.table_name === "legal_documents" ? [(entry.after as { sha256: string }).sha256] : [],
    ),
  ]);
  manifest.document_files = manifest.document_files.filter((file) => kept.has(file.sha256));
  for (const path of Object.keys(files))
    if (path !== MANIFEST_NAME && !kept.has(path.slice("files/".length))) delete files[path];
}

const releaseEntry = (manifest: ArchiveManifest, index: number) =>
  idOf(manifest.entries.find((entry) => entry.row_id === manifest.releases.at(index)!.id)!);

/** An edit that changes what an entry says: a resource's title rewritten. */
function editEntry(manifest: ArchiveManifest) {
  const entry = manifest.entries.find(
    (e) => e.table_name === "recommended_resources" && e.after !== null && idOf(e) > 5,
  )!;
  entry.after = { ...(entry.after as object), title: "Guaranteed returns" };
}

const tamperings: { name: string; mayStayValid?: true; alter: Parameters<typeof tampered>[0] }[] = [
  { name: "none (the archive as exported)", mayStayValid: true, alter: () => undefined },
  { name: "edit an entry", alter: editEntry },
  {
    name: "edit an entry, rehash the chain, re-stamp with a foreign `openssl ts` authority the archive names",
    alter: async (m) => {
      editEntry(m);
      nameAuthority(m, rogue.url, rogue.trustAnchorPem);
      rehash(m);
      await restamp(m, rogue);
    },
  },
  {
    name: "the same, with the archive's trust anchor set to null",
    alter: async (m) => {
      editEntry(m);
      nameAuthority(m, rogue.url, null);
      rehash(m);
      await restamp(m, rogue);
    },
  },
  {
    name: "null the manifest's trust anchor",
    alter: (m) => {
      m.timestamp_authority.trust_anchor_pem = null;
    },
  },
  {
    name: "drop the newest entries with their tokens",
    alter: (m, files) => {
      const heads = m.timestamps.filter((s) => s.kind === "chain_head");
      cutAfter(m, files, Number(String(heads.at(-2)!.entry_id)));
    },
  },
  {
    name: "drop the newest release with its files (and the entries after it)",
    alter: (m, files) => cutAfter(m, files, releaseEntry(m, -1) - 1),
  },
  { name: "drop a release from the manifest's list", alter: (m) => void m.releases.pop() },
  {
    name: "drop every token",
    alter: (m) => {
      m.timestamps = [];
    },
  },
  {
    name: "backdate an entry before the one it follows, rehash, drop the tokens it broke",
    alter: (m) => {
      const entry = m.entries.find((e) => idOf(e) === 30)!;
      const before = m.entries.find((e) => idOf(e) === 29)!;
      entry.occurred_at = new Date(Date.parse(before.occurred_at) - 86_400_000).toISOString();
      rehash(m);
      m.timestamps = m.timestamps.filter((s) => Number(String(s.entry_id)) < 30);
    },
  },
  {
    name: "add a file the record does not account for",
    alter: (_, files) => {
      files["files/notes.txt"] = strToU8("Nothing to see here.");
    },
  },
  {
    name: "alter a document's PDF",
    alter: (m, files) => {
      const bytes = files[archiveFilePath(m.document_files[0]!.sha256)]!;
      bytes[bytes.length - 8] = bytes[bytes.length - 8]! ^ 1;
    },
  },
  {
    name: "alter a page of a release",
    alter: (m, files) => {
      const bytes = files[archiveFilePath(m.releases[0]!.pages[0]!.sha256)]!;
      bytes[20] = bytes[20]! ^ 1;
    },
  },
  {
    name: "reorder the entries array",
    mayStayValid: true,
    alter: (m) => void m.entries.reverse(),
  },
  {
    name: "swap two whole token records",
    mayStayValid: true,
    alter: (m) => {
      const [a, b] = [m.timestamps[0]!, m.timestamps[1]!];
      m.timestamps[0] = b;
      m.timestamps[1] = a;
    },
  },
];

const columns: { name: string; options: () => VerifyOptions }[] = [
  { name: "no options", options: () => ({}) },
  { name: "`--trust-anchor`", options: () => ({ trustAnchorPem: authority.trustAnchorPem }) },
  {
    name: "`--trust-anchor --expect-head`",
    options: () => ({ trustAnchorPem: authority.trustAnchorPem, expectHeads: [archive.head] }),
  },
];

/** What the verifier answers, and the command's exit code for it. */
async function outcome(zip: Uint8Array, options: VerifyOptions) {
  try {
    const summary = await verifyArchive(zip, options);
    const verdict = verdictOf(summary);
    return { verdict, code: exitCodes[verdict], reasons: summary.unproven };
  } catch (error) {
    if (!(error instanceof ArchiveProblem)) throw error;
    return { verdict: "invalid" as const, code: exitCodes.invalid, reasons: [error.message] };
  }
}

/** A cell of the table: the same whenever the test runs (no hashes, times or ports). */
const cell = ({ verdict, code, reasons }: Awaited<ReturnType<typeof outcome>>) =>
  `${verdict[0]!.toUpperCase()}${verdict.slice(1)} (${code})` +
  (reasons.length > 0 ? `: ${reasons.join("; ")}` : "")
    .replace(/[0-9a-f]{64}/g, "<sha256>")
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+(Z|\+00:00)/g, "<time>")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
    .replace(/\|/g, "\\|");

const START = "<!-- tamper-table:start (tests/build/archive-tampering.test.ts) -->";
const END = "<!-- tamper-table:end -->";

describe("the examiner's tamper table", () => {
  test("every tampering ends Invalid or Unproven; the table is docs/compliance.md's", async () => {
    const rows: string[] = [];
    for (const tampering of tamperings) {
      const zip = await tampered(tampering.alter);
      const outcomes = [];
      for (const column of columns) outcomes.push(await outcome(zip, column.options()));
      const [bare, anchored, full] = outcomes;
      expect(bare!.verdict, tampering.name).not.toBe("valid");
      expect(anchored!.verdict, tampering.name).not.toBe("valid");
      expect(full!.verdict === "valid", tampering.name).toBe(tampering.mayStayValid === true);
      rows.push(`| ${tampering.name} | ${outcomes.map(cell).join(" | ")} |`);
    }
    const table = [
      `| Tampering | ${columns.map((c) => c.name).join(" | ")} |`,
      `| --- | ${columns.map(() => "---").join(" | ")} |`,
      ...rows,
    ].join("\n");
    const docsPath = join(root, "docs/compliance.md");
    const docs = await readFile(docsPath, "utf8");
    const [before, rest] = docs.split(START);
    const after = rest?.split(END)[1];
    expect(after, `docs/compliance.md has the table's markers`).toBeDefined();
    // As Prettier lays the document out (the repository's formatter pads the table's columns).
    const written = await format(`${before}${START}\n${table}\n${END}${after}`, {
      ...(await resolveConfig(docsPath)),
      filepath: docsPath,
    });
    if (process.env.WRITE_TAMPER_TABLE === "1") await writeFile(docsPath, written);
    expect(docs).toBe(written);
  }, 120_000);
});

test("an export of the first format, which left out the PDFs, is not taken for complete", async () => {
  const first = await tampered((m) => {
    (m as { version: number }).version = 1;
  });
  await expect(verifyArchive(first)).rejects.toThrow(
    "version 1 of the format left out the documents' PDFs",
  );
});

describe("an earlier export's head (--previous)", () => {
  test("must be in the chain at its place: a cut or a rewrite since then is invalid", async () => {
    const anchored = { trustAnchorPem: authority.trustAnchorPem };
    const earlier = await tampered((m, files) => cutAfter(m, files, 40));
    const since = await verifyArchive(archive.zip, {
      ...anchored,
      previousHeads: [archiveHead(earlier)],
    });
    expect(since.unproven).toEqual([]);

    const rewritten = await tampered((m) => {
      editEntry(m);
      rehash(m);
    });
    await expect(
      verifyArchive(archive.zip, { ...anchored, previousHeads: [archiveHead(rewritten)] }),
    ).rejects.toThrow(/^the earlier export's entry 48 has hash [0-9a-f]{64}, this archive's/);
    await expect(
      verifyArchive(earlier, { ...anchored, previousHeads: [archiveHead(archive.zip)] }),
    ).rejects.toThrow(
      "the earlier export ends at entry 48, which this archive does not have: entries were cut",
    );
  }, 60_000);
});

describe("npm run verify-archive", () => {
  test("exits 0 valid, 1 invalid, 2 unproven, and prints the head with its token's time", async () => {
    const dir = await mkdtemp(join(tmpdir(), "verify-archive-"));
    try {
      const file = join(dir, "archive.zip");
      const anchor = join(dir, "root.pem");
      await writeFile(file, archive.zip);
      await writeFile(anchor, authority.trustAnchorPem);
      const verify = (...args: string[]) =>
        run(tsx, ["scripts/verify-archive.ts", file, ...args], { cwd: root }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );

      const valid = await verify("--trust-anchor", anchor, "--expect-head", archive.head);
      expect(valid.code).toBe(0);
      expect(valid.stdout).toMatch(/^Valid\.\n48 entries, unbroken and in time order; 4 releases;/);
      expect(valid.stdout).toMatch(
        new RegExp(`Head: entry 48, hash ${archive.head}, time-stamped at \\d{4}-\\d{2}-\\d{2}T`),
      );

      const unproven = await verify();
      expect(unproven.code).toBe(2);
      expect(unproven.stdout).toMatch(/^Unproven: no trust anchor given \(--trust-anchor\)/);
      expect(unproven.stdout).toContain(`Head: entry 48, hash ${archive.head}`);

      const other = "0".repeat(64);
      const invalid = await verify("--trust-anchor", anchor, "--expect-head", other);
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain(
        `Invalid: the chain does not contain the head ${other} noted outside the archive`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
