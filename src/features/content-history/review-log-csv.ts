// The review log as CSV (the admin area's writer, src/lib/csv.ts): one row per finding of each
// publication, and one row for a publication the check finds nothing in.
import { pageNames } from "@/content/admin/page-editor";
import { toCsv } from "@/lib/csv";
import { formatInstant } from "@/lib/instants";
import type { ActorDirectory } from "./actors";
import { actorCells } from "./export-files";
import { answerTo, type Publication } from "./review-log";

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
      publication.pageKey,
      pageNames[publication.pageKey as keyof typeof pageNames] ?? publication.pageKey,
      publication.version,
      publication.restoredFrom ?? "",
      publication.actor ?? "",
      ...actorCells(publication, actors),
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
