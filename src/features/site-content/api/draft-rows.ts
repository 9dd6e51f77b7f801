// What a draft's row (a page's site_pages, a post's posts) and a version's row (page_versions,
// post_versions) say the same way, read the same way for each editor.

interface ApprovalColumns {
  approval_requested_by: string | null;
  approval_requested_at: string | null;
  approval_returned_by: string | null;
  approval_returned_at: string | null;
  approval_returned_comment: string | null;
}

/** The draft's pending request for another admin's approval, and the last return with its comment. */
export function approvalStateOf(row: ApprovalColumns) {
  return {
    approvalRequest:
      row.approval_requested_by && row.approval_requested_at
        ? { by: row.approval_requested_by, at: row.approval_requested_at }
        : null,
    returned:
      row.approval_returned_by && row.approval_returned_at && row.approval_returned_comment
        ? {
            by: row.approval_returned_by,
            at: row.approval_returned_at,
            comment: row.approval_returned_comment,
          }
        : null,
  };
}

/** A published version as the version list shows it. */
export const versionOf = (row: {
  version: number;
  published_at: string;
  published_by: string | null;
  restored_from: number | null;
}) => ({
  version: row.version,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  restoredFrom: row.restored_from,
});
