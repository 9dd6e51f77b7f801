// Copy of the Market Insights post editor (/admin/content/insights/:postId): the page editor's words
// (src/content/admin/page-editor.ts) where a post is edited as a page is, a post's own elsewhere.
import { marketingRuleFindingsCopy, marketingRuleStatusCopy } from "./marketing-rule";
import { pageEditorCopy } from "./page-editor";
import { resourcesCopy } from "./content-management";

export const postEditorCopy = {
  ...pageEditorCopy,
  back: "Back to Market Insights",
  newTitle: "New Post",
  titleOf: (title: string) => `Edit “${title}”`,
  lead: "Write the post, see it in the preview, then publish: the site is rebuilt with it, and the version recorded as a release.",
  view: "View the post",
  loading: "Loading the post…",
  loadFailed: "The post could not be loaded.",
  unknownPost: "There is no such post.",
  fieldsHeading: "Post",
  fields: {
    title: "Title",
    slug: "Address (slug)",
    slugHint: (path: string) =>
      `The post's address: ${path}. Made from the title until you change it.`,
    slugKept: (path: string) => `The post is published at ${path}; its address stays as it is.`,
    summary: "Summary",
    summaryHint: "Shown in the list of insights and in search results.",
    body: "Body",
    tags: "Tags",
    tagsHint: "Up to 10, separated by commas.",
    publication: "Publication",
    later: "Schedule for later",
    nowHint: "Off: the post goes public with the build that follows its publication.",
    publishAt: "Publication date and time",
    publishAtHint: "The post goes public with the first build at or after this time.",
  },
  validation: {
    titleRequired: "Give the post a title.",
    titleTooLong: "Keep the title under 200 characters.",
    slugInvalid:
      "Use 3 to 80 lowercase letters, digits and hyphens, not starting or ending with a hyphen.",
    slugTaken: "Another post has this address: choose another slug.",
    summaryRequired: "Write a summary.",
    summaryTooLong: "Keep the summary under 300 characters.",
    bodyRequired: "Write the post.",
    bodyTooLong: "Keep the post under 50,000 characters.",
    tagsTooMany: "Use at most 10 tags.",
    tagInvalid: "Each tag is 1 to 40 characters.",
    publishAtRequired: "Choose the date and time it goes public.",
  },
  /** The cover image's field: the resource dialog's thumbnail field, with its checks and messages. */
  cover: {
    dialog: {
      ...resourcesCopy.dialog,
      thumbnail: "Cover image (optional)",
      thumbnailPreview: "Cover image preview",
      removeThumbnail: "Remove cover image",
    },
    toasts: resourcesCopy.toasts,
    uploadFailed: "The cover image was not uploaded",
  },
  confirmDiscard: {
    ...pageEditorCopy.confirmDiscard,
    description:
      "The unpublished changes are thrown away; the post stays as it is published. A post never published is removed.",
  },
  invalid: "Some fields need attention before this post can be published.",
  marketingRule: {
    ...marketingRuleFindingsCopy,
    ...marketingRuleStatusCopy({ checks: "this post", action: "publish", keptWith: "the version" }),
  },
  conflict: {
    ...pageEditorCopy.conflict,
    title: "Someone else changed this post",
    description: (who: string, when: string) =>
      `${who} changed it at ${when}, after you opened it. Nothing was saved. Your edits are still in the form: copy what you need, then reload to see the post as it is now.`,
    reload: "Reload the post",
  },
  unsaved: {
    ...pageEditorCopy.unsaved,
    description: "Your changes to this post are not saved. Leave anyway, or stay and save a draft.",
  },
  preview: {
    ...pageEditorCopy.preview,
    invalid: "The preview shows the post again once every field is valid.",
  },
  versions: {
    ...pageEditorCopy.versions,
    byMigration: "published",
    confirmRestore: {
      ...pageEditorCopy.versions.confirmRestore,
      description:
        "Its content becomes the post's draft, in place of any unpublished changes. Nothing is published until you publish.",
    },
  },
  toasts: {
    ...pageEditorCopy.toasts,
    publishFailed: "The post was not published",
  },
} as const;
