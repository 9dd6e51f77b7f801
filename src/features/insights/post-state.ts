// A post's state in the admin's list: Draft (never published, or a draft saved over its last
// version), Scheduled (its newest version's publication time is still to come), Published, or
// Withdrawn (its newest version was taken off the site).

export type PostState = "draft" | "scheduled" | "published" | "withdrawn";

export interface PostStateInput {
  /** The newest published version's publication time, if a version was published. */
  publishAt: string | null;
  /** Whether the newest version was withdrawn. */
  withdrawn: boolean;
  hasDraft: boolean;
}

export function postState(
  { publishAt, withdrawn, hasDraft }: PostStateInput,
  now: Date,
): PostState {
  if (publishAt === null) return "draft";
  if (withdrawn) return "withdrawn";
  if (Date.parse(publishAt) > now.getTime()) return "scheduled";
  return hasDraft ? "draft" : "published";
}

/** Each state's badge in the admin area (the list, the editor). */
export const postStateBadge = {
  draft: "warning",
  scheduled: "signal",
  published: "success",
  withdrawn: "muted",
} as const satisfies Record<PostState, string>;
