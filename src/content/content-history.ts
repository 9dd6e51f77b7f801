// The content history (books and records, issue 12): the watched tables and how their changes read
// to people. The admin archive, the per-item histories and the exports use these words.

/** The tables whose every change public.content_history records, with their names for people. */
export const watchedTables = {
  recommended_resources: "Resources",
  legal_documents: "Legal documents",
  site_settings: "Site settings",
} as const;

export type WatchedTable = keyof typeof watchedTables;

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
  id: "Record id",
};

export const historyValueLabels = {
  empty: "(empty)",
  yes: "Yes",
  no: "No",
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
  /** After the actor's id when it is the signed-in admin. */
  you: "(you)",
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
    dayHint: "Days in your time zone; both ends included.",
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
