// A verifiable archive as five years of a busy adviser would leave it, for `npm run bench:verify`
// and the examiner's tamper table: `entries` history entries spread evenly over `days` days
// (the authority recorded first; then resources added, edited and removed, document versions with
// their PDFs, site settings), `releases` of them site releases (every public page, a stylesheet and
// the icon; each release changes one to three pages, every tenth the stylesheet, so files are
// shared as the release record shares them), a token for each release and one for the chain's head
// at the end of every day that changed it, from a test authority. The authority stamps with its
// clock, now: so that each token follows its entries within the verifier's tolerance, a day may be
// made shorter (`dayMs`), the days ending when the archive is made. The hashes are
// computed as content_history_hash computes them; the content is made up, reproducibly (a seeded
// generator), at the sizes of the real build's files (pages about 80 KB, the stylesheet 50 KB).
import { createHash } from "node:crypto";
import { publicPaths } from "../../src/content/routes";
import { zipArchive } from "../../src/features/content-history/archive/build-archive";
import {
  archiveFilePath,
  NOT_FOUND_PATH,
  type ArchiveDocumentFile,
  type ArchiveEntry,
  type ArchiveRelease,
  type ArchiveReleaseFile,
  type ArchiveTimestamp,
} from "../../src/features/content-history/archive/format";
import { TokenVerifier, timestampRequest, tokenFromResponse } from "../rfc3161";
import type { TestTimestampAuthority } from "../test-timestamp-authority";
import { historyEntryHash } from "./history-hash";

export interface SyntheticArchiveOptions {
  entries: number;
  releases: number;
  days: number;
  authority: TestTimestampAuthority;
  /** How long a day lasts (a real day unless given). */
  dayMs?: number;
  /** Called now and then while the tokens are requested, one at a time. */
  onProgress?: (tokens: number, total: number) => void;
}

export interface SyntheticArchive {
  zip: Uint8Array;
  entries: number;
  releases: number;
  files: number;
  timestamps: number;
  /** The newest entry's hash: what the firm notes outside its systems. */
  head: string;
}

const sha256Hex = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** mulberry32: small, seeded, good enough to make text. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}

const words =
  "fiduciary advice fee flat hourly plan retirement portfolio client tax index fund review North Dakota adviser registered form brochure conflict interest we our you your the a of to and for with".split(
    " ",
  );

function text(random: ReturnType<typeof seeded>, count: number): string {
  return Array.from({ length: count }, () => words[random.int(words.length)]).join(" ");
}

/** A page of about 80 KB of HTML, different for each (path, version). */
function pageHtml(path: string, version: number, stylesheet: string): Uint8Array {
  const random = seeded(Number.parseInt(sha256Hex(`${path}@${version}`).slice(0, 8), 16));
  const paragraphs = Array.from(
    { length: 90 },
    (_, i) => `<p class="text-navy-800 leading-relaxed" data-i="${i}">${text(random, 120)}</p>`,
  ).join("\n");
  return new TextEncoder().encode(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${path}</title>` +
      `<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="${stylesheet}"></head>` +
      `<body><main><h1>${path} (version ${version})</h1>\n${paragraphs}</main></body></html>`,
  );
}

function stylesheetCss(version: number): Uint8Array {
  const random = seeded(version + 1);
  const rules = Array.from(
    { length: 1100 },
    (_, i) =>
      `.c${i}-${version}{margin:${random.int(64)}px;color:#${random.int(0xffffff).toString(16)}}`,
  );
  return new TextEncoder().encode(rules.join("\n"));
}

const isoMicros = (ms: number, micros: number) =>
  `${new Date(ms).toISOString().slice(0, 19)}.${String(micros).padStart(6, "0")}+00:00`;

/** A small PDF, different for each id. */
const pdf = (id: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${id}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** One made-up change of public content (a resource, a document version, the settings). */
function contentChange(
  random: ReturnType<typeof seeded>,
  occurredAt: string,
  keepPdf: (bytes: Uint8Array, filePath: string) => string,
) {
  const kind = random.int(10);
  const id = random.uuid();
  if (kind < 6) {
    const row = (title: string) => ({
      id,
      title,
      description: text(random, 40),
      category: ["Retirement", "Taxes", "Investing"][random.int(3)],
      url: `https://example.org/${random.uuid()}`,
      thumbnail_url: null,
      is_featured: random.next() < 0.3,
      user_id: random.uuid(),
      created_at: occurredAt,
      updated_at: occurredAt,
    });
    const operation = (["insert", "update", "update", "delete"] as const)[random.int(4)]!;
    const before = operation === "insert" ? null : row(text(random, 6));
    const after = operation === "delete" ? null : row(text(random, 6));
    return { table_name: "recommended_resources", row_id: id, operation, before, after };
  }
  if (kind < 9) {
    const bytes = pdf(id);
    const filePath = `form_adv_part2a-${random.int(1e12)}.pdf`;
    const after = {
      id,
      name: `Form ADV Part 2A ${text(random, 3)}`,
      document_type: "form_adv_part2a",
      file_path: filePath,
      file_size: bytes.length,
      sha256: keepPdf(bytes, filePath),
      mime_type: "application/pdf",
      is_active: true,
      user_id: random.uuid(),
      created_at: occurredAt,
    };
    return {
      table_name: "legal_documents",
      row_id: id,
      operation: "insert" as const,
      before: null,
      after,
    };
  }
  const settings = (copyright: string) => ({ id: 1, copyright_text: copyright, site_name: "PLA" });
  return {
    table_name: "site_settings",
    row_id: "1",
    operation: "update" as const,
    before: settings(text(random, 8)),
    after: settings(text(random, 8)),
  };
}

/** Builds the archive; the tokens come from `authority`, one request at a time. */
export async function syntheticArchive(
  options: SyntheticArchiveOptions,
): Promise<SyntheticArchive> {
  const { entries: entryCount, releases: releaseCount, days, authority } = options;
  const dayMs = options.dayMs ?? 86_400_000;
  const random = seeded(22);
  const start = Date.now() - days * dayMs;
  const paths = [...publicPaths, NOT_FOUND_PATH];
  const files: Record<string, Uint8Array> = {};
  const keep = (bytes: Uint8Array, path: string, type?: string): ArchiveReleaseFile => {
    const sha256 = sha256Hex(bytes);
    files[archiveFilePath(sha256)] = bytes;
    return { path, sha256, bytes: bytes.length, ...(type ? { type } : {}) };
  };
  const documentFiles: ArchiveDocumentFile[] = [];
  const keepPdf = (bytes: Uint8Array, filePath: string) => {
    const { sha256 } = keep(bytes, filePath);
    documentFiles.push({ file_path: filePath, sha256 });
    return sha256;
  };
  const timestampAuthority = { url: authority.url, trust_anchor_pem: authority.trustAnchorPem };
  const icon = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const pageVersions = new Map(paths.map((path) => [path, 0]));
  let cssVersion = 0;

  const entries: ArchiveEntry[] = [];
  const releases: ArchiveRelease[] = [];
  const releaseEvery = entryCount / releaseCount;
  let prevHash = "0".repeat(64);
  for (let id = 1; id <= entryCount; id += 1) {
    const ms = start + Math.floor(((id - 0.5) * days * dayMs) / entryCount);
    const occurredAt = isoMicros(ms, random.int(1_000_000));
    let change;
    if (id === 1) {
      change = {
        table_name: "timestamp_authority",
        row_id: "1",
        operation: "insert" as const,
        before: null,
        after: { id: 1, ...timestampAuthority },
      };
    } else if (releases.length < releaseCount && id >= (releases.length + 1) * releaseEvery) {
      if (releases.length > 0) {
        for (let n = 1 + random.int(3); n > 0; n -= 1) {
          const path = paths[random.int(paths.length)]!;
          pageVersions.set(path, pageVersions.get(path)! + 1);
        }
        if (releases.length % 10 === 0) cssVersion += 1;
      }
      const stylesheet = `/assets/style-${cssVersion}.css`;
      const release: ArchiveRelease = {
        id: random.uuid(),
        recorded_at: occurredAt,
        build_commit: sha256Hex(`commit ${releases.length}`).slice(0, 40),
        build_modified: false,
        pages: paths.map((path) => keep(pageHtml(path, pageVersions.get(path)!, stylesheet), path)),
        assets: [
          keep(stylesheetCss(cssVersion), stylesheet, "text/css"),
          keep(icon, "/favicon.svg", "image/svg+xml"),
        ],
      };
      releases.push(release);
      change = {
        table_name: "site_releases",
        row_id: release.id,
        operation: "insert" as const,
        before: null,
        after: release,
      };
    } else {
      change = contentChange(random, occurredAt, keepPdf);
    }
    const entry = { id, ...change, actor: null, occurred_at: occurredAt, prev_hash: prevHash };
    prevHash = historyEntryHash({ ...entry, hash: "" });
    entries.push({ ...entry, hash: prevHash });
  }

  // What the authority stamps: each release's entry, and the chain's head at the end of each day.
  const stamps: { entry: ArchiveEntry; releaseId: string | null }[] = [];
  releases.forEach((release) =>
    stamps.push({
      entry: entries.find((entry) => entry.row_id === release.id)!,
      releaseId: release.id,
    }),
  );
  let lastHeadId = 0;
  for (let day = 1, index = 0; day <= days; day += 1) {
    const endOfDay = start + day * dayMs;
    while (index < entries.length && Date.parse(entries[index]!.occurred_at) < endOfDay) index += 1;
    if (index > lastHeadId) stamps.push({ entry: entries[index - 1]!, releaseId: null });
    lastHeadId = index;
  }
  const verifier = new TokenVerifier(authority.trustAnchorPem);
  const timestamps: ArchiveTimestamp[] = [];
  for (const { entry, releaseId } of stamps) {
    const data = new TextEncoder().encode(entry.hash);
    const digest = createHash("sha256").update(data).digest();
    const token = tokenFromResponse(
      await authority.reply(
        timestampRequest(new Uint8Array(digest), BigInt(timestamps.length + 1)),
      ),
    );
    const { genTime } = await verifier.verify(token, { data });
    timestamps.push({
      id: random.uuid(),
      kind: releaseId ? "release" : "chain_head",
      entry_id: entry.id as number,
      entry_hash: entry.hash,
      release_id: releaseId,
      token: Buffer.from(token).toString("hex"),
      tsa_url: authority.url,
      gen_time: genTime.toISOString(),
    });
    if (timestamps.length % 100 === 0) options.onProgress?.(timestamps.length, stamps.length);
  }

  const zip = zipArchive(
    {
      entries,
      releases,
      timestamps,
      timestamp_authority: timestampAuthority,
      actors: [],
      document_files: documentFiles,
    },
    files,
    new Date(),
  );
  return {
    zip,
    entries: entries.length,
    releases: releases.length,
    files: Object.keys(files).length,
    timestamps: timestamps.length,
    head: prevHash,
  };
}
