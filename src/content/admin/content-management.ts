// Copy of /admin/content.
import { paths } from "../routes";
import { marketingRuleStatusCopy } from "./marketing-rule";

export const contentTabs = [
  { value: "pages", label: "Website Pages" },
  { value: "resources", label: "Resources" },
  { value: "legal", label: "Update Terms and Policy" },
  { value: "insights", label: "Market Insights" },
  { value: "review", label: "Review Log" },
] as const;

export const contentPageCopy = {
  tabsLabel: "Content sections",
} as const;

export const websitePagesCopy = {
  heading: "Website Pages",
  description:
    "Every page of the public site, and the header and footer around them. Edit one, preview it, publish it: the site is rebuilt and recorded as a release.",
  loading: "Loading the pages…",
  loadFailed: "The pages could not be loaded.",
  retry: "Try Again",
  everyPage: "every page",
  anyOther: "any other address",
  version: (version: number) => `version ${version}`,
  lastPublished: "published",
  view: "View",
  edit: "Edit",
  newTab: "(opens in a new tab)",
} as const;

export const resourcesCopy = {
  heading: "Recommended Resources",
  description:
    "Links to articles and tools; the public ones are listed on the site's Resources page.",
  add: "Add Resource",
  edit: "Edit",
  delete: "Delete",
  /** Each row's public state: is_featured is what puts a resource on /resources. */
  publicState: { shown: "Public", hidden: "Not public" },
  noThumbnail: "No thumbnail",
  loading: "Loading resources…",
  empty: "No resources yet. Add the first one.",
  loadFailed: "Error Loading Resources",
  retry: "Try Again",
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
    featured: "Show on the public site",
    featuredHint: "Listed on the site's Resources page (/resources). Off: only admins see it.",
    thumbnail: "Thumbnail",
    thumbnailPrompt: "Drop an image here, or click to choose one",
    thumbnailHint: "JPG or PNG, up to 5 MB",
    thumbnailPreview: "Thumbnail preview",
    removeThumbnail: "Remove Thumbnail",
    cancel: "Cancel",
    save: "Save Resource",
    saving: "Saving…",
    /** A featured resource's words are on /resources: the Marketing Rule check runs on them. */
    marketingRule: marketingRuleStatusCopy({
      checks: "a resource's title, description and category",
      action: "save",
      keptWith: "the resource",
    }),
    /** Closing the dialog with something typed or a thumbnail chosen, not saved. */
    unsaved: {
      title: "Discard your changes?",
      description:
        "What you typed or chose in this dialog is not saved yet. If you close it, it is lost.",
      stay: "Keep Editing",
      leave: "Discard Changes",
    },
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
    /** The spec's sentence, then which resource it was. */
    deletedText: (title: string) =>
      `The resource has been successfully deleted. “${title}” is no longer in the list.`,
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
    busy: "Deleting…",
  },
} as const;

export const legalPagesCopy = {
  heading: "Terms and Policies",
  description: "The legal pages of the public site.",
  cards: [
    {
      key: "privacy",
      title: "Privacy Policy",
      description: "How the firm collects, uses and protects personal information.",
      href: paths.privacy,
    },
    {
      key: "terms",
      title: "Terms of Service",
      description: "The terms that govern the use of this website.",
      href: paths.terms,
    },
  ],
  view: "View",
  edit: "Edit",
  upload: "Upload Document",
  newTab: "(opens in a new tab)",
} as const;

export const insightsCopy = {
  heading: "Market Insights",
  newPost: "New Post",
  empty: "No insights published yet",
  emptyText: "Share your view of the markets with clients and prospects.",
} as const;

/** Content → Market Insights once posts exist: their list, states, editing and withdrawal. */
export const insightsAdminCopy = {
  loading: "Loading the posts…",
  loadFailed: "The posts could not be loaded.",
  retry: "Try again",
  states: {
    draft: "Draft",
    scheduled: "Scheduled",
    published: "Published",
    withdrawn: "Withdrawn",
  },
  author: "Author",
  created: "Created",
  publishes: "Publishes",
  publishedOn: "Published",
  withdrawnOn: "Withdrawn",
  view: "View",
  newTab: "(opens in a new tab)",
  withdraw: "Withdraw",
  withdrawTitle: (title: string) => `Withdraw “${title}”?`,
  withdrawText:
    "The post leaves the site with the next build and its address answers that it was withdrawn. Its versions stay in the record; publishing a new version brings it back.",
  withdrawConfirm: "Withdraw post",
  cancel: "Cancel",
  withdrawn: (title: string) => `“${title}” is withdrawn`,
  withdrawFailed: "The post could not be withdrawn",
  edit: "Edit",
} as const;

export const reviewLogCopy = {
  heading: "Review Log",
  description:
    "Every publication of a page, a Market Insights post, a featured resource or the site settings: what the Marketing Rule check finds in its words, the answers published with it, who published it and the release that carried it to the public. It is read from the content history, and kept in the verifiable archive.",
  honesty:
    "The check is an aid that catches common wording, not a compliance review: it does not replace your chief compliance officer.",
  loading: "Loading the review log…",
  loadFailed: "The review log could not be loaded.",
  retry: "Try Again",
  empty: "Nothing has been published yet",
  emptyText:
    "Each publication of a page, a post, a featured resource or the site settings is listed here with the check's findings.",
  listLabel: "Publications",
  publication: (page: string, version: number) => `${page}, version ${version}`,
  post: (title: string, version: number) => `Market Insights: ${title}, version ${version}`,
  resource: (title: string) => `Resource: ${title}`,
  settings: "Site Settings",
  restored: (version: number) => `restores version ${version}`,
  published: "Published",
  by: "by",
  requestedBy: "who approved the request of",
  inRelease: "Went out in the release of",
  noRelease: "Not in a release yet: the site is being built.",
  noFindings: "No findings",
  findings: (count: number) => (count === 1 ? "1 finding" : `${count} findings`),
  levels: { error: "Error", warning: "Warning" },
  words: "Words:",
  answer: "Answer:",
  noAnswer: "No answer was published with it.",
  pager: {
    previous: "Newer publications",
    next: "Older publications",
    pagesLabel: "Review log pages",
    page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },
  export: {
    button: "Export CSV",
    busy: "Preparing the CSV…",
    saved: (fileName: string) => `Saved ${fileName}`,
    failed: "The review log could not be exported.",
  },
} as const;
