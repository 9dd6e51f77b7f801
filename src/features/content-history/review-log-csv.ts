// The review log as CSV (the admin area's writer, src/lib/csv.ts): one row per finding of each
// publication, and one row for a publication the check finds nothing in. A post is written under
// its address ("/insights/<slug>"), a featured resource as "recommended_resources" and the site
// settings as "site_settings", the last two without a version.
import { pageNames } from "@/content/admin/page-editor";
import { postPath } from "@/features/insights";
import { watchedTables } from "@/content/content-history";
import { toCsv } from "@/lib/csv";
import { formatInstant } from "@/lib/instants";
import type { ActorDirectory } from "./actors";
import { actorCells } from "./export-files";
import { answerTo, versionOf, type Published, type Publication } from "./review-log";

/** The key, name, version and restored version of what was published. */
function publishedCells(published: Published) {
  switch (published.kind) {
    case "settings":
      return ["site_settings", watchedTables.site_settings, "", ""];
    case "resource":
      return ["recommended_resources", published.title, "", ""];
    case "post":
      return [
        postPath(published.slug),
        published.title,
        published.version,
        published.restoredFrom ?? "",
      ];
    case "page":
      return [
        published.pageKey,
        pageNames[published.pageKey as keyof typeof pageNames] ?? published.pageKey,
        published.version,
        published.restoredFrom ?? "",
      ];
  }
}

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
      versionOf(publication.published)?.requestedBy ?? "",
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
