// Copy of the page editor (/admin/content/pages/:pageKey) and of the pages' states, wherever the
// back office shows them.
import { marketingRuleFindingsCopy, marketingRuleStatusCopy } from "./marketing-rule";

/** The back office's name of each page of the site. */
export const pageNames = {
  home: "Home",
  about: "About Us",
  services: "Services",
  process: "Process",
  contact: "Contact",
  fees: "Fees",
  schedule: "Schedule a Call",
  "free-review": "Free Portfolio Review",
  resources: "Resources",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  adv: "ADV Disclosure",
  crs: "Form CRS",
  "not-found": "Page not found",
  layout: "Header and footer",
} as const;

export const pageStateCopy = {
  published: "Published",
  draft: "Draft",
  draftHint: "unpublished changes",
  publishing: "Publishing…",
  live: (since: string, release: string) => `Live since ${since} (release ${release})`,
  failed: "The build failed",
  failedHint: (error: string) => `${error} The previous release is still live.`,
} as const;

export const pageEditorCopy = {
  back: "Back to Content Management",
  titleOf: (name: string) => `Edit ${name}`,
  lead: "Change the page's words, see them in the preview, then publish: the site is rebuilt and the new version recorded as a release.",
  everyPage: "Shown on every page of the site.",
  notFoundPage: "Shown for any address the site does not have.",
  view: "View the public page",
  newTab: "(opens in a new tab)",
  loading: "Loading the page…",
  loadFailed: "The page could not be loaded.",
  retry: "Try Again",
  unknownPage: "There is no such page.",
  fieldsHeading: "Content",
  markdownHint: "**bold**, *italic*, [a link](https://example.com). HTML is shown as text.",
  blocksHint:
    "Paragraphs (a blank line between), lists (- item), block quotes (> text), **bold**, *italic*, [links](https://example.com). HTML is shown as text.",
  characters: (count: number, max: number) => `${count} of ${max} characters`,
  list: {
    add: "Add",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    item: (label: string, index: number) => `${label} ${index + 1}`,
    empty: "None yet.",
  },
  save: "Save draft",
  saving: "Saving…",
  publish: "Publish",
  publishing: "Publishing…",
  discard: "Discard draft",
  confirmDiscard: {
    title: "Discard the draft?",
    description: "The unpublished changes are thrown away; the page stays as it is published.",
    cancel: "Keep the draft",
    confirm: "Discard",
  },
  invalid: "Some fields need attention before this page can be published.",
  marketingRule: {
    ...marketingRuleFindingsCopy,
    ...marketingRuleStatusCopy({ checks: "this page", action: "publish", keptWith: "the version" }),
  },
  conflict: {
    title: "Someone else changed this page",
    description: (who: string, when: string) =>
      `${who} changed it at ${when}, after you opened it. Nothing was saved. Your edits are still in the form: copy what you need, then reload to see the page as it is now.`,
    someone: "Another admin",
    reload: "Reload the page",
  },
  unsaved: {
    title: "Leave without saving?",
    description: "Your changes to this page are not saved. Leave anyway, or stay and save a draft.",
    stay: "Stay",
    leave: "Leave",
  },
  preview: {
    heading: "Preview",
    width: "Preview width",
    phone: "Phone (375 px)",
    desktop: "Desktop (1280 px)",
    frameTitle: (name: string, width: string) => `Preview of ${name}, ${width}`,
    invalid: "The preview shows the page again once every field is valid.",
    loading: "Loading the preview…",
  },
  versions: {
    heading: "Published versions",
    description:
      "Every version ever published, kept for the record. Restoring makes a version the draft; publishing it adds a new version.",
    version: (version: number) => `Version ${version}`,
    publishedBy: (who: string, when: string) => `published by ${who}, ${when}`,
    byMigration: "shipped with the site",
    restoredFrom: (version: number) => `restored from version ${version}`,
    current: "Current",
    restore: "Restore",
    confirmRestore: {
      title: (version: number) => `Restore version ${version}?`,
      description:
        "Its content becomes the page's draft, in place of any unpublished changes. Nothing is published until you publish.",
      cancel: "Cancel",
      confirm: "Restore as draft",
    },
    loading: "Loading the versions…",
    loadFailed: "The versions could not be loaded.",
  },
  toasts: {
    saved: { title: "Draft saved", description: "Not public until you publish it." },
    saveFailed: "The draft was not saved",
    discarded: { title: "Draft discarded" },
    discardFailed: "The draft was not discarded",
    restored: (version: number) => ({
      title: `Version ${version} restored as the draft`,
      description: "Publish it to put it back on the site.",
    }),
    restoreFailed: "The version was not restored",
    published: (version: number) => ({
      title: "Published",
      description: `Version ${version} is being built; it is live once its release is recorded.`,
    }),
    publishFailed: "The page was not published",
    requested: {
      title: "Approval requested",
      description: "Another admin approves it or returns it to you with a comment.",
    },
    requestFailed: "The approval was not requested",
    returned: { title: "Draft returned", description: "Its author reads your comment here." },
    returnFailed: "The draft was not returned",
  },
  /** Settings → Compliance's approvals before publishing, as the editor shows them. */
  approval: {
    request: "Request approval",
    requesting: "Requesting…",
    approve: "Approve and publish",
    approving: "Publishing…",
    returnDraft: "Return with comment",
    required:
      "Publishing needs another admin's approval (Settings → Compliance). Request it once the draft is ready.",
    waiting: (who: string, when: string) => `Waiting for approval: ${who} asked at ${when}.`,
    waitingOwn:
      "Another admin approves it or returns it to you with a comment. Changing the draft withdraws the request.",
    waitingOther:
      "Approving publishes the draft as it was asked for; returning sends it back with your comment.",
    editedWithdraws:
      "Your edits are not part of the request: undo them to approve or return the draft as it was asked for, or save them, which withdraws the request.",
    returned: {
      title: "Returned with a comment",
      by: (who: string, when: string) => `${who} returned this draft at ${when}:`,
    },
    returnDialog: {
      title: "Return the draft with a comment",
      description:
        "Nothing is published. The author reads your comment in the editor and can ask again.",
      commentLabel: "Comment for the author",
      commentRequired: "Say why you return the draft.",
      commentTooLong: "Keep the comment under 2000 characters.",
      cancel: "Cancel",
      confirm: "Return the draft",
      returning: "Returning…",
      close: "Close",
    },
  },
} as const;

/** Where the public site is: its live release and what is on its way. */
export const siteStatusCopy = {
  heading: "The public site",
  live: (release: string, since: string) => `Release ${release} is live since ${since}.`,
  none: "No release is recorded yet: the site has not been built from this database.",
  upToDate: "Every published change is live.",
  publishing: (count: number) =>
    count === 1 ? "1 change is being published…" : `${count} changes are being published…`,
  failed: (error: string) => `The last build failed: ${error} The release above is still live.`,
  tables: {
    page_versions: "a page",
    site_settings: "the site settings",
    recommended_resources: "a resource",
    legal_documents: "a document",
  } as Record<string, string>,
  loadFailed: "Where the public site is could not be read.",
} as const;
