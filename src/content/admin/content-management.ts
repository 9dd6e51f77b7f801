// Copy of /admin/content (spec §2 "Content", §4 "Resource dialog", §5 "Resource form", §8).
import { paths } from "../routes";

export const contentTabs = [
  { value: "pages", label: "Website Pages" },
  { value: "resources", label: "Resources" },
  { value: "legal", label: "Update Terms and Policy" },
  { value: "insights", label: "Market Insights" },
] as const;

export const contentPageCopy = {
  tabsLabel: "Content sections",
  newTab: "(opens in a new tab)",
  connectBackend: {
    title: "Connect the backend",
    description: "Page editing will be available once the backend is connected.",
  },
} as const;

/** The static page records of spec §3 (status is always 'published'). */
export const websitePages = [
  { id: "home", title: "Home", slug: paths.home, lastModified: "2026-11-02" },
  { id: "about", title: "About Us", slug: paths.about, lastModified: "2026-11-02" },
  { id: "services", title: "Services", slug: paths.services, lastModified: "2026-11-02" },
  { id: "process", title: "Process", slug: paths.process, lastModified: "2026-11-02" },
  { id: "contact", title: "Contact", slug: paths.contact, lastModified: "2026-11-02" },
  { id: "fees", title: "Fees", slug: paths.fees, lastModified: "2026-11-02" },
] as const;

export const websitePagesCopy = {
  heading: "Website Pages",
  description: "The pages of the public site.",
  status: "published",
  lastModified: "Last modified",
  view: "View",
  edit: "Edit",
} as const;

export const resourcesCopy = {
  heading: "Recommended Resources",
  description: "Links to articles and tools; featured ones appear on the public resources page.",
  add: "Add Resource",
  edit: "Edit",
  delete: "Delete",
  featured: "Featured",
  noThumbnail: "No thumbnail",
  loading: "Loading resources…",
  empty: "No resources yet. Add the first one.",
  loadFailed: "Error Loading Resources",
  retry: "Try again",
  historySlot: "History",
  missing: "The resource no longer exists.",
  dialog: {
    addTitle: "Add New Resource",
    editTitle: "Edit Resource",
    description: "Title, description and link are required.",
    close: "Close",
    title: "Title",
    descriptionLabel: "Description",
    url: "Link URL",
    urlPlaceholder: "https://",
    category: "Category",
    featured: "Featured",
    featuredHint: "Featured resources appear on the public resources page.",
    thumbnail: "Thumbnail",
    thumbnailPrompt: "Drop an image here, or click to choose one",
    thumbnailHint: "JPG or PNG, up to 5 MB",
    thumbnailPreview: "Thumbnail preview",
    removeThumbnail: "Remove thumbnail",
    cancel: "Cancel",
    save: "Save Resource",
    saving: "Saving…",
  },
  validation: {
    titleRequired: "Title is required",
    titleTooLong: "Title must be at most 200 characters",
    descriptionRequired: "Description is required",
    descriptionTooLong: "Description must be at most 2000 characters",
    urlRequired: "Link URL is required",
    urlInvalid: "Please enter a valid URL starting with http:// or https://",
    categoryRequired: "Category is required",
    categoryTooLong: "Category must be at most 60 characters",
  },
  toasts: {
    added: "Resource Added",
    addedText: (title: string) => `“${title}” was added.`,
    updated: "Resource Updated",
    updatedText: (title: string) => `“${title}” was saved.`,
    deleted: "Resource Deleted",
    deletedText: "The resource has been successfully deleted.",
    saveFailed: "Error Saving Resource",
    deleteFailed: "Error Deleting Resource",
    invalidType: "Invalid File Type",
    invalidTypeText: "Please select a JPG or PNG image file.",
    tooLarge: "File Too Large",
    tooLargeText: "Please select an image smaller than 5MB.",
    signedOut: "User must be logged in to create resources",
  },
  confirmDelete: {
    title: "Delete this resource?",
    description: (title: string) =>
      `“${title}” will be removed from the list and from the public resources page. This cannot be undone.`,
    cancel: "Cancel",
    confirm: "Delete",
  },
} as const;

export const legalPagesCopy = {
  heading: "Terms and Policies",
  description: "The legal pages of the public site.",
  cards: [
    {
      title: "Privacy Policy",
      description: "How the firm collects, uses and protects personal information.",
      href: paths.privacy,
    },
    {
      title: "Terms of Service",
      description: "The terms that govern the use of this website.",
      href: paths.terms,
    },
  ],
  view: "View",
  edit: "Edit",
  upload: "Upload Document",
  uploadToast: {
    title: "Connect the backend",
    description: "Uploading policy documents will be available once the backend is connected.",
  },
} as const;

export const insightsCopy = {
  heading: "Market Insights",
  newPost: "New Post",
  empty: "No insights published yet",
  emptyText: "Share your view of the markets with clients and prospects.",
} as const;
