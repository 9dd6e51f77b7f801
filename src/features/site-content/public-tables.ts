/**
 * The tables whose rows the public site shows: a change to one of them is a publication, which
 * reaches the public only through the next build, recorded as a release.
 */
export const publicContentTables = [
  "page_versions",
  "site_settings",
  "recommended_resources",
  "legal_documents",
  "post_versions",
  "post_withdrawals",
] as const;
