// The content history (books and records): the watched tables and how their changes read
// to people. The admin archive, the per-item histories and the exports use these words.
import { siteSettingsCopy } from "./admin/site-settings";

/** The tables whose every change public.content_history records, with their names for people. */
export const watchedTables = {
  recommended_resources: "Resources",
  legal_documents: "Legal documents",
  site_settings: "Site settings",
  site_releases: "Site releases",
  page_versions: "Website pages",
  post_versions: "Market Insights posts",
  post_withdrawals: "Market Insights withdrawals",
  timestamp_authority: "Time-stamping authority",
  publishing_policy: "Publishing policy",
} as const;

export type WatchedTable = keyof typeof watchedTables;

const { fields: settingsFields, uploads: settingsUploads } = siteSettingsCopy;

/** Column names as people read them, in the order a change lists them; other columns follow. */
export const historyFieldLabels: Record<string, string> = {
  title: "Title",
  name: "Name",
  description: "Description",
  category: "Category",
  url: "Link",
  thumbnail_url: "Thumbnail",
  is_featured: "Featured",
  document_type: "Document type",
  file_path: "File",
  file_size: "File size (bytes)",
  mime_type: "File type",
  sha256: "File SHA-256",
  is_active: "Active",
  user_id: "Owner",
  created_at: "Created",
  page_key: "Page",
  version: "Version",
  content: "Content",
  published_by: "Published by",
  published_at: "Published",
  restored_from: "Restored from version",
  approval_requested_by: "Approval requested by",
  approved_by: "Approved by",
  require_approval: "Require another admin's approval before publishing",
  trust_anchor_pem: "Trust anchor (root certificate)",
  // The site settings' columns, by the form's labels.
  site_name: settingsFields.siteName.label,
  site_description: settingsFields.siteDescription.label,
  company_tagline: settingsFields.companyTagline.label,
  facebook_url: settingsFields.facebookUrl.label,
  twitter_url: settingsFields.twitterUrl.label,
  linkedin_url: settingsFields.linkedinUrl.label,
  twitter_handle: settingsFields.twitterHandle.label,
  copyright_text: settingsFields.copyrightText.label,
  newsletter_heading: settingsFields.newsletterHeading.label,
  newsletter_description: settingsFields.newsletterDescription.label,
  logo_url: settingsUploads.logo.label,
  footer_logo_url: settingsUploads.footerLogo.label,
  favicon_url: settingsUploads.favicon.label,
  // A page version's or the settings' answers to the Marketing Rule check's warnings.
  marketing_rule_answers: "Marketing Rule answers",
  updated_at: "Last saved",
  id: "Record id",
};

/** An item of a one-row table (the site settings) and the fields a change touched. */
export const oneRowItemName = (table: string, fields: readonly string[]) =>
  fields.length === 0 ? table : `${table} (${fields.join(", ")})`;

export const historyValueLabels = {
  empty: "(empty)",
  yes: "Yes",
  no: "No",
} as const;

/** A changed thumbnail is shown as the picture; these name which one it is. */
export const historyThumbnailAlt = {
  before: "The thumbnail before the change",
  after: "The thumbnail after the change",
} as const;

export const historyFilterMessages = {
  invalidDate: "Enter a date as YYYY-MM-DD.",
  endBeforeStart: "The end date must be on or after the start date.",
} as const;

/** What each operation means for the item, as a person says it. */
export const historyOperationLabels = {
  insert: "Added",
  update: "Changed",
  delete: "Deleted",
} as const;

/** How one entry reads: in the archive and in an item's own history. */
export const historyEntryCopy = {
  by: "By",
  /** The actor when there was no signed-in user: the service role, a migration or the owner. */
  noActor: "the system (no signed-in user)",
  /** After the actor when it is the signed-in admin. */
  you: "(you)",
  /** After the id of an actor the user directory no longer knows: their account was deleted. */
  deletedActor: "(account deleted since)",
  /** The fields of an entry, in a disclosure: shown open for a few, closed for a whole row. */
  fields: (labels: string[]) =>
    `${labels.length} ${labels.length === 1 ? "field" : "fields"}: ${labels.join(", ")}`,
  record: "Record",
  before: "Before",
  after: "After",
  noFieldChanged: "No field changed.",
  hashes: "Hashes",
  hash: "Hash",
  prevHash: "Previous hash",
  entry: (id: number) => `Entry ${id}`,
  /** The stored file of a legal document's version, kept even after the document is deleted. */
  file: "File",
  downloadFile: (fileName: string) => `Download ${fileName}`,
  downloadFailed: "The file could not be downloaded. Try again.",
  /** Beside the file: the SHA-256 recorded when it was uploaded, which a download is checked against. */
  fileHash: "SHA-256",
  fileHashNotRecorded: "not recorded (uploaded before hashes were kept)",
  fileMismatch: (fileName: string) =>
    `${fileName} does not match the SHA-256 recorded when it was uploaded: the stored file was changed, and it was not saved.`,
};

export type HistoryEntryCopy = typeof historyEntryCopy;

/** A list of entries with its states and pages (the archive's, and an item's history). */
export const historyListCopy = {
  loading: "Loading the history…",
  loadFailed: "The history could not be loaded.",
  retry: "Try again",
  previous: "Previous page",
  next: "Next page",
  pagesLabel: "Pages of the history",
  range: (first: number, last: number, total: number) => `Entries ${first} to ${last} of ${total}`,
  /** The zone the entries' times (and the filters' days) are in: the firm's, as Intl names it. */
  timeZone: (zone: string) => `Times are in the firm's time zone, ${zone}.`,
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
};

export type HistoryListCopy = typeof historyListCopy;

/** One item's history (a resource's or a document's row in the admin pages). */
export const itemHistoryCopy = {
  heading: "Change history",
  show: "Show history",
  hide: "Hide history",
  empty: "No change of this item is recorded.",
  list: historyListCopy,
  entry: historyEntryCopy,
};

export type ItemHistoryCopy = typeof itemHistoryCopy;

/** The Compliance archive page (/admin/compliance-archive). */
export const complianceArchiveCopy = {
  filters: {
    heading: "Filters",
    table: "Table",
    allTables: "All tables",
    from: "From",
    to: "To",
    dayHint: "Days in the firm's time zone; both ends included.",
    apply: "Apply filters",
    clear: "Clear filters",
    /** What the list and the exports hold now, whatever the form shows before it is applied. */
    applied: (table: string, fromDay: string, toDay: string) => {
      const days =
        fromDay && toDay
          ? `from ${fromDay} to ${toDay}`
          : fromDay
            ? `from ${fromDay} on`
            : toDay
              ? `up to ${toDay}`
              : "of every day";
      return `Showing: ${table}, ${days}.`;
    },
  },
  chain: {
    heading: "Chain verification",
    checking: "Verifying the chain…",
    valid: (entries: number) =>
      `Verified: ${entries} ${entries === 1 ? "entry" : "entries"}, none altered or missing.`,
    lastHash: "Last hash",
    broken: (id: number) => `Broken at entry ${id}`,
    failed: "The chain could not be verified.",
    verifyAgain: "Verify again",
  },
  archive: {
    heading: "Verifiable archive",
    description:
      "The whole record in one file for an examiner, complete without the buckets: every entry, every release of the site with its pages, stylesheet, images and PDFs, every version of every legal document's PDF, the time-stamp tokens, and the Marketing Rule review log.",
    // For the examiner: the verifier ships with the site's code, and runs where Node does.
    verifier: {
      before: "An examiner checks the file without the firm's database, with the command",
      command: "npm run verify-archive -- <file> --trust-anchor <root.pem> --expect-head <hash>",
      after:
        "run in a copy of the site's code, and notes the head it prints somewhere outside the firm's systems.",
    },
    button: "Export verifiable archive (.zip)",
    busy: "Preparing the archive…",
    saved: (fileName: string) => `Saved ${fileName}`,
    failed: "The archive export failed. Try again.",
  },
  export: {
    heading: "Export",
    description:
      "The entries matching the filters, oldest first, with their hashes and the chain's last hash: keep the file for an examiner.",
    csv: "Export CSV",
    json: "Export JSON",
    busy: "Preparing the export…",
    saved: (fileName: string) => `Saved ${fileName}`,
    failed: "The export failed. Try again.",
  },
  entries: {
    heading: "Entries",
    empty: "No entry matches these filters.",
  },
  list: historyListCopy,
  entry: historyEntryCopy,
} as const;

/** The Compliance archive's tabs. */
export const complianceArchiveTabs = [
  { value: "changes", label: "Content changes" },
  { value: "site", label: "Published site" },
] as const;

/** The published site in the record: releases, a page as it was, a comparison. */
export const publishedSiteCopy = {
  loading: "Loading the releases…",
  failed: "The releases could not be loaded.",
  retry: "Try again",
  authority: {
    configured: (url: string) => `Releases are time-stamped by the authority at ${url} (RFC 3161).`,
    none: "No time-stamping authority is configured: releases are not externally time-stamped.",
  },
  releases: {
    heading: "Releases",
    description:
      "Every version of the public site, newest first: each publication is built into the site and recorded here once the public sees it.",
    empty:
      "No release is recorded yet. Publish a page, a setting, a resource or a document: the site that shows it is recorded here once it is live.",
    recordedAt: "Recorded",
    commit: "Commit",
    modified: "built with uncommitted changes",
    pages: (count: number) => `${count} ${count === 1 ? "page" : "pages"}`,
    stamped: (tsaUrl: string, time: string) => `Time-stamped by ${tsaUrl} at ${time}`,
    notStamped: "Not externally time-stamped",
    range: (first: number, last: number, total: number) =>
      `Releases ${first} to ${last} of ${total}`,
    pagesLabel: "Pages of the releases",
    previous: historyListCopy.previous,
    next: historyListCopy.next,
    page: historyListCopy.page,
  },
  altered: (path: string) =>
    `Not shown: the file of ${path} that storage returned differs from the one the release recorded (its SHA-256 does not match). Export the archive and run its verifier to see which files are affected.`,
  asOf: {
    heading: "A page as it was",
    description:
      "The page the public saw on a day: the release in force at the end of it, or any other the site had that day.",
    page: "Page",
    day: "Day",
    version: "Version",
    versions: (count: number) =>
      `The site changed that day: ${count} versions were public. The last is shown; choose another under Version.`,
    noRelease: (day: string) => `No release had been recorded by the end of ${day}.`,
    showing: (path: string, time: string) => `${path} as published by the release of ${time}`,
    frameTitle: (path: string, time: string) => `${path} as published on ${time}`,
    download: "Download the page (HTML as published)",
    loading: "Loading the page…",
    failed: "The page's files could not be loaded.",
  },
  compare: {
    heading: "Compare a page between two releases",
    page: "Page",
    from: "Earlier release",
    to: "Later release",
    compare: "Compare",
    same: "The page's text is the same in both releases.",
    added: "Added:",
    removed: "Removed:",
    legend: "Removed words are struck through; added words are underlined.",
    loading: "Comparing…",
    failed: "The pages could not be compared.",
  },
  notFoundPage: "The not-found page",
  /** A release in a choice of releases: when it was published, and its commit. */
  releaseOption: (time: string, commit: string) => `Published ${time} (${commit})`,
} as const;

/** A published version of a page, as the archive names it: "About Us, version 2". */
export const pageVersionName = (page: string, version: number) => `${page}, version ${version}`;
