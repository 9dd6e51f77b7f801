// The Marketing Rule review log: every publication of a page, with what the check finds in it, the
// adviser's answers published with it, who published it and the first release that carried it to
// the public. Derived from the content history alone (page_versions' and site_releases' inserts,
// both hash-chained), so an examiner can derive it again from the archive's entries without
// trusting this code or the database's other tables.
import {
  checkPage,
  fieldTexts,
  isAnswer,
  type Answers,
  type Finding,
} from "@/features/marketing-rule";
import { z } from "@/lib/zod";

/** A history entry as the log reads it: ids may be lossless-json's numbers (the archive's). */
export interface ReviewLogEntry {
  id: unknown;
  table_name: string;
  operation: string;
  actor: string | null;
  occurred_at: string;
  after: unknown;
}

export interface ReviewLogRelease {
  id: string;
  recordedAt: string;
}

export interface Publication {
  /** The history entry of the publication. */
  entryId: number;
  pageKey: string;
  version: number;
  publishedAt: string;
  /** Who published (the entry's actor: the signed-in admin). */
  actor: string | null;
  /** The version restored, when the publication restored an earlier one. */
  restoredFrom: number | null;
  /** What the check (as this code has it) finds in the published words. */
  findings: Finding[];
  /** The answers published with the version, by finding key. */
  answers: Answers;
  /** The first release whose content reaches this publication; null while none has. */
  release: ReviewLogRelease | null;
}

const versionRow = z.object({
  page_key: z.string(),
  version: z.coerce.number(),
  content: z.unknown(),
  marketing_rule_answers: z.record(z.string(), z.string()).catch({}),
  restored_from: z.coerce.number().nullable().catch(null),
});

const releaseRow = z.object({
  id: z.string(),
  recorded_at: z.string(),
  content_through: z.coerce.number().nullable().catch(null),
});

/** The publications of `entries` (any tables, any order), newest first. */
export function reviewLog(entries: readonly ReviewLogEntry[]): Publication[] {
  const inserts = entries
    .filter((entry) => entry.operation === "insert")
    .map((entry) => ({ ...entry, id: Number(entry.id) }))
    .sort((a, b) => a.id - b.id);
  // Releases in the order they were recorded; a release reaches the content through its mark.
  const releases = inserts.flatMap((entry) => {
    if (entry.table_name !== "site_releases") return [];
    const row = releaseRow.safeParse(entry.after);
    return row.success && row.data.content_through !== null
      ? [{ id: row.data.id, recordedAt: row.data.recorded_at, through: row.data.content_through }]
      : [];
  });
  return inserts
    .flatMap((entry): Publication[] => {
      if (entry.table_name !== "page_versions") return [];
      const row = versionRow.safeParse(entry.after);
      if (!row.success) return [];
      const release = releases.find((candidate) => candidate.through >= entry.id);
      return [
        {
          entryId: entry.id,
          pageKey: row.data.page_key,
          version: row.data.version,
          publishedAt: entry.occurred_at,
          actor: entry.actor,
          restoredFrom: row.data.restored_from,
          findings: checkPage(fieldTexts(row.data.content)),
          answers: row.data.marketing_rule_answers,
          release: release ? { id: release.id, recordedAt: release.recordedAt } : null,
        },
      ];
    })
    .reverse();
}

/** The answer published for `finding`, if it was one (20 characters or more). */
export const answerTo = (publication: Publication, finding: Finding) => {
  const answer = publication.answers[finding.key];
  return isAnswer(answer) ? answer : undefined;
};
