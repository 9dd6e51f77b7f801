// The review log as CSV (the admin area's writer, src/lib/csv.ts): one row per finding of each
// publication, and one row for a publication the check finds nothing in. The site settings are
// written as the page "site_settings", without a version.
import { pageNames } from "@/content/admin/page-editor";
import { watchedTables } from "@/content/content-history";
import { toCsv } from "@/lib/csv";
import { formatInstant } from "@/lib/instants";
import type { ActorDirectory } from "./actors";
import { actorCells } from "./export-files";
import { answerTo, type Published, type Publication } from "./review-log";

/** The key, name, version and restored version of what was published. */
const publishedCells = (published: Published) =>
  published.kind === "settings"
    ? ["site_settings", watchedTables.site_settings, "", ""]
    : [
        published.pageKey,
        pageNames[published.pageKey as keyof typeof pageNames] ?? published.pageKey,
        published.version,
        published.restoredFrom ?? "",
      ];

export const reviewLogColumns = [
  "entry_id",
  "published_at",
  "published_at_local",
  "page_key",
  "page",
  "version",
  "restored_from",
  "published_by",
  "published_by_name",
  "published_by_email",
  "approval_requested_by",
  "release_id",
  "release_recorded_at",
  "finding_level",
  "finding",
  "citation",
  "words",
  "field",
  "answer",
] as const;

export const REVIEW_LOG_FILE_NAME = "review-log.csv";

export function buildReviewLogCsv(
  publications: readonly Publication[],
  actors: ActorDirectory,
): string {
  const rows = publications.flatMap((publication) => {
    const cells = [
      publication.entryId,
      publication.publishedAt,
      formatInstant(publication.publishedAt),
      ...publishedCells(publication.published),
      publication.actor ?? "",
      ...actorCells(publication, actors),
      publication.published.kind === "page" ? (publication.published.requestedBy ?? "") : "",
      publication.release?.id ?? "",
      publication.release?.recordedAt ?? "",
    ];
    if (publication.findings.length === 0) return [[...cells, "", "", "", "", "", ""]];
    return publication.findings.map((finding) => [
      ...cells,
      finding.level,
      finding.title,
      finding.citation,
      finding.match.text,
      finding.field,
      answerTo(publication, finding) ?? "",
    ]);
  });
  return toCsv(reviewLogColumns, rows);
}
