// The content history (books and records, issue 12): the watched tables and how their changes read
// to people. The admin archive, the per-item histories and the exports use these words.

/** The tables whose every change public.content_history records, with their names for people. */
export const watchedTables = {
  recommended_resources: "Resources",
  legal_documents: "Legal documents",
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
