// The Marketing Rule review log: every publication of a page, of a Market Insights post, of a
// featured resource (its words are on /resources) or of the site settings (whose words every page
// shows), with what the check finds in it, the adviser's answers published with it, who published
// it and the first release that carried it to the public. Derived from the content history alone
// (page_versions' and post_versions' inserts, the saves of site_settings and of featured
// recommended_resources, site_releases' inserts, all hash-chained), so an examiner can derive it
// again from the archive's entries without trusting this code or the database's other tables.
import {
  checkPage,
  fieldTexts,
  isAnswer,
  type Answers,
  type Finding,
} from "@/features/marketing-rule";
import { checkPost } from "@/features/insights";
import { checkResource } from "@/features/resources";
import { checkSettings, checkedSettings, settingsFromRow } from "@/features/site-settings";
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

/** How a page's or a post's version came to be published. */
interface VersionPublished {
  version: number;
  /** The version restored, when the publication restored an earlier one. */
  restoredFrom: number | null;
  /** With approvals on: who asked for the publication (its publisher approved it). */
  requestedBy: string | null;
}

/** What was published: a version of a page or of a post, a featured resource as saved, or the
 * site settings as saved. */
export type Published =
  | ({ kind: "page"; pageKey: string } & VersionPublished)
  | ({ kind: "post"; slug: string; title: string } & VersionPublished)
  | { kind: "resource"; title: string }
  | { kind: "settings" };

export interface Publication {
  /** The history entry of the publication. */
  entryId: number;
  published: Published;
  publishedAt: string;
  /** Who published (the entry's actor: the signed-in admin). */
  actor: string | null;
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
  approval_requested_by: z.string().nullable().catch(null),
});

const postVersionRow = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  tags: z.array(z.string()).catch([]),
  version: z.coerce.number(),
  marketing_rule_answers: z.record(z.string(), z.string()).catch({}),
  restored_from: z.coerce.number().nullable().catch(null),
  approval_requested_by: z.string().nullable().catch(null),
});

const resourceRow = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  is_featured: z.boolean(),
  marketing_rule_answers: z.record(z.string(), z.string()).catch({}),
});

const settingsRow = z.object({
  marketing_rule_answers: z.record(z.string(), z.string()).catch({}),
});

const releaseRow = z.object({
  id: z.string(),
  recorded_at: z.string(),
  content_through: z.coerce.number().nullable().catch(null),
});

/** The publications of `entries` (any tables, any order), newest first. */
export function reviewLog(entries: readonly ReviewLogEntry[]): Publication[] {
  const changes = entries
    .map((entry) => ({ ...entry, id: Number(entry.id) }))
    .sort((a, b) => a.id - b.id);
  // Releases in the order they were recorded; a release reaches the content through its mark.
  const releases = changes.flatMap((entry) => {
    if (entry.table_name !== "site_releases" || entry.operation !== "insert") return [];
    const row = releaseRow.safeParse(entry.after);
    return row.success && row.data.content_through !== null
      ? [{ id: row.data.id, recordedAt: row.data.recorded_at, through: row.data.content_through }]
      : [];
  });
  return changes
    .flatMap((entry): Publication[] => {
      const published = publicationOf(entry);
      if (!published) return [];
      const release = releases.find((candidate) => candidate.through >= entry.id);
      return [
        {
          entryId: entry.id,
          publishedAt: entry.occurred_at,
          actor: entry.actor,
          ...published,
          release: release ? { id: release.id, recordedAt: release.recordedAt } : null,
        },
      ];
    })
    .reverse();
}

/** What an entry published, with the check's findings and its answers; null for no publication. */
function publicationOf(
  entry: ReviewLogEntry,
): Pick<Publication, "published" | "findings" | "answers"> | null {
  if (entry.table_name === "page_versions" && entry.operation === "insert") {
    const row = versionRow.safeParse(entry.after);
    if (!row.success) return null;
    const { page_key, version, restored_from, approval_requested_by, content } = row.data;
    return {
      published: {
        kind: "page",
        pageKey: page_key,
        version,
        restoredFrom: restored_from,
        requestedBy: approval_requested_by,
      },
      findings: checkPage(fieldTexts(content)),
      answers: row.data.marketing_rule_answers,
    };
  }
  if (entry.table_name === "post_versions" && entry.operation === "insert") {
    const row = postVersionRow.safeParse(entry.after);
    if (!row.success) return null;
    const { slug, title, version, restored_from, approval_requested_by } = row.data;
    return {
      published: {
        kind: "post",
        slug,
        title,
        version,
        restoredFrom: restored_from,
        requestedBy: approval_requested_by,
      },
      findings: checkPost(row.data),
      answers: row.data.marketing_rule_answers,
    };
  }
  // A resource's save is a publication while it is featured: only then does /resources show it.
  if (entry.table_name === "recommended_resources" && entry.operation !== "delete") {
    const row = resourceRow.safeParse(entry.after);
    if (!row.success || !row.data.is_featured) return null;
    return {
      published: { kind: "resource", title: row.data.title },
      findings: checkResource(row.data),
      answers: row.data.marketing_rule_answers,
    };
  }
  if (entry.table_name === "site_settings" && entry.operation !== "delete") {
    const row = settingsRow.safeParse(entry.after);
    if (!row.success) return null;
    let settings;
    try {
      settings = settingsFromRow(entry.after as Record<string, unknown>, checkedSettings);
    } catch {
      return null; // a row image whose words are not text: nothing the check can read
    }
    return {
      published: { kind: "settings" },
      findings: checkSettings(settings),
      answers: row.data.marketing_rule_answers,
    };
  }
  return null;
}

/** How a version was published (a page's or a post's); null for a save of settings or a resource. */
export const versionOf = (published: Published): VersionPublished | null =>
  published.kind === "page" || published.kind === "post" ? published : null;

/** The answer published for `finding`, if it was one (20 characters or more). */
export const answerTo = (publication: Publication, finding: Finding) => {
  const answer = publication.answers[finding.key];
  return isAnswer(answer) ? answer : undefined;
};
