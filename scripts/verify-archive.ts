// npm run verify-archive -- <archive.zip> [--trust-anchor <root certificate, PEM>]
//   [--expect-head <hash>]... [--previous <earlier export.zip>]... [--stamp-tolerance-hours <n>]
// Checks a verifiable archive exported from the Compliance archive, with no database and no network
// (records/archive/verify.ts). Prints what it proved, what it could not, or the first thing that
// fails; and, always, the chain's head with its token's time, for the firm to note outside its
// systems. Exit code: 0 valid, 1 invalid, 2 unproven, 3 could not check.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import {
  ArchiveProblem,
  archiveHead,
  exitCodes,
  verdictOf,
  verifyArchive,
  type ArchiveSummary,
} from "../records/archive/verify";

const usage =
  "Usage: npm run verify-archive -- <archive.zip> [--trust-anchor root-ca.pem] [--expect-head <sha256>]... [--previous earlier.zip]... [--stamp-tolerance-hours 48]";

function report(summary: ArchiveSummary): string {
  const { head, latestStamp } = summary;
  const headStamp =
    latestStamp?.entryId === head.id
      ? `time-stamped at ${latestStamp.genTime.toISOString()}`
      : "not time-stamped";
  return [
    summary.unproven.length === 0 ? "Valid." : `Unproven: ${summary.unproven.join("; ")}.`,
    `${summary.entries} entries, unbroken and in time order; ${summary.releases} releases; all ${summary.files} files (pages, stylesheets, pictures, PDFs, the sitemap, robots.txt and _headers) match their hashes and nothing else is in the archive.`,
    `${summary.timestamps} time-stamp tokens valid` +
      (latestStamp
        ? `; the latest proves entries 1 to ${latestStamp.entryId} existed at ${latestStamp.genTime.toISOString()}`
        : "") +
      ` (each within ${summary.stampToleranceHours} hours of the entries it dates).`,
    {
      given: "The authorities' certificates chain to the trust anchor given.",
      "the archive's own":
        "The tokens' certificates were checked against the anchor the archive names, which proves nothing: pass --trust-anchor with the authority's root certificate, obtained from the authority.",
      none: "No trust anchor: the tokens' signatures were checked against the certificates they carry only.",
    }[summary.trustAnchor],
    `Head: entry ${head.id}, hash ${head.hash}, ${headStamp}. Note it outside the firm's systems; pass it as --expect-head to later checks.`,
  ].join("\n");
}

try {
  let values, positionals;
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        "trust-anchor": { type: "string" },
        "expect-head": { type: "string", multiple: true },
        previous: { type: "string", multiple: true },
        "stamp-tolerance-hours": { type: "string" },
      },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
  const tolerance = values["stamp-tolerance-hours"];
  if (positionals.length !== 1 || (tolerance !== undefined && !(Number(tolerance) > 0)))
    throw new Error(usage);
  const anchorFile = values["trust-anchor"];
  const summary = await verifyArchive(new Uint8Array(await readFile(positionals[0]!)), {
    trustAnchorPem: anchorFile ? await readFile(anchorFile, "utf8") : undefined,
    expectHeads: values["expect-head"]?.map((hash) => hash.trim().toLowerCase()),
    previousHeads: await Promise.all(
      (values.previous ?? []).map(async (file) => {
        try {
          return archiveHead(new Uint8Array(await readFile(file)));
        } catch (error) {
          throw new Error(`The earlier export ${file} cannot be read: ${(error as Error).message}`);
        }
      }),
    ),
    stampToleranceHours: tolerance === undefined ? undefined : Number(tolerance),
  });
  console.log(report(summary));
  process.exitCode = exitCodes[verdictOf(summary)];
} catch (error) {
  if (error instanceof ArchiveProblem) {
    console.error(`Invalid: ${error.message}`);
    process.exitCode = exitCodes.invalid;
  } else {
    console.error((error as Error).message);
    process.exitCode = exitCodes.failed;
  }
}
