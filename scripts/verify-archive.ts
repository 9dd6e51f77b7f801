// npm run verify-archive -- <archive.zip> [--trust-anchor <root certificate, PEM>]
// Checks a verifiable archive exported from the Compliance archive, with no database and no network
// (records/archive/verify.ts). Prints what it proved, or the first thing that fails and exits 1.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ArchiveProblem, verifyArchive } from "../records/archive/verify";

const usage = "Usage: npm run verify-archive -- <archive.zip> [--trust-anchor root-ca.pem]";

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "trust-anchor": { type: "string" } },
  });
  if (positionals.length !== 1) throw new ArchiveProblem(usage);
  const anchorFile = values["trust-anchor"];
  const summary = await verifyArchive(new Uint8Array(await readFile(positionals[0]!)), {
    trustAnchorPem: anchorFile ? await readFile(anchorFile, "utf8") : undefined,
  });
  console.log(
    [
      `Valid: ${summary.entries} entries, unbroken; the last is ${summary.lastId} with hash ${summary.lastHash}.`,
      `${summary.releases} releases; all ${summary.files} of their files match their hashes.`,
      `${summary.timestamps} time-stamp tokens valid` +
        (summary.latestStamp
          ? `; the latest proves entries 1 to ${summary.latestStamp.entryId} existed at ${summary.latestStamp.genTime.toISOString()}.`
          : "."),
      {
        given: "The authorities' certificates chain to the trust anchor given.",
        "the archive's own":
          "The authorities' certificates chain to the trust anchor the archive names; pass --trust-anchor with the authority's root certificate, obtained from the authority, to rely on it.",
        none: "No trust anchor: the tokens' signatures were checked against the certificates they carry only.",
      }[summary.trustAnchor],
    ].join("\n"),
  );
} catch (error) {
  console.error(
    error instanceof ArchiveProblem ? `Not valid: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
