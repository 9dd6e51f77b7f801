// Copy of /admin/documents.

export const documentsCopy = {
  downloadFailed: "Failed to download document",
  upload: {
    heading: "Upload Document",
    description:
      "PDF files of up to 10 MB. Every version is kept; the newest of each type is public.",
    file: "File",
    filePrompt: "Drop a PDF here, or click to choose one",
    fileHint: "PDF, up to 10 MB",
    type: "Document type",
    typePlaceholder: "Select a document type",
    name: "Document name",
    namePlaceholder: "e.g. Form ADV Part 2A (2027)",
    submit: "Upload Document",
    submitting: "Uploading…",
    notPdf: "This file is not a PDF. Please choose a PDF document.",
    tooLarge: "This file is larger than 10 MB. Please choose a smaller PDF.",
    nameTooLong: "The name must be at most 200 characters.",
    materialChanges: "Summary of material changes",
    materialChangesHint:
      "This Form CRS replaces the one posted now: say what changed materially. It is shown on the Form CRS page.",
    materialChangesRequired: "Please summarize the material changes since the current Form CRS.",
    materialChangesTooLong: "The summary must be at most 4,000 characters.",
  },
  list: {
    heading: "Uploaded Documents",
    description:
      "Per type, the version the public sees now first, then every other one. Retiring hides a version from the public; its file is kept.",
    loading: "Loading documents…",
    empty: "No documents uploaded yet.",
    current: "Public now",
    older: "Older version",
    retired: "Retired",
    retiredHint: "hidden from the public, kept for the record",
    uploaded: "Uploaded",
    download: "Download",
    downloading: "Downloading…",
    unavailable: "Document Not Available",
    retire: "Retire",
    historySlot: "History",
  },
  confirmRetire: {
    title: "Retire this document?",
    description: (name: string, next: string) =>
      `“${name}” will no longer be offered to visitors. Next, ${next}. Its file stays in the records and admins can still download it.`,
    /** What the public is offered of `type` after the retirement (the sentence's `next`). */
    offeredAs: (type: string, name: string, posted: string) =>
      `${type} will be offered as '${name}', posted ${posted}`,
    stillOfferedAs: (type: string, name: string, posted: string) =>
      `${type} will still be offered as '${name}', posted ${posted}`,
    noneOffered: (type: string) => `no ${type} will be offered`,
    cancel: "Cancel",
    confirm: "Retire",
    busy: "Retiring…",
  },
  toasts: {
    incomplete: {
      title: "Error",
      description: "Please select a file, document type, and enter a name",
    },
    // The product's own words, then what happened to which document.
    uploaded: {
      title: "Success",
      description: (name: string, type: string) =>
        `Document uploaded successfully: “${name}” is the ${type} the public sees now.`,
    },
    retired: {
      title: "Success",
      description: (name: string) =>
        `Document retired: “${name}” is no longer offered to visitors.`,
    },
    uploadFailed: { title: "Error", description: "Failed to upload document" },
    retireFailed: { title: "Error", description: "Failed to retire document" },
    loadFailed: { title: "Error", description: "Failed to load documents" },
  },
} as const;
