export const postKeys = {
  all: ["posts"] as const,
  /** Every post with its state, for Content → Market Insights. */
  list: () => [...postKeys.all, "list"] as const,
  /** One post as its editor opens it: its row (draft, revision), newest version and withdrawal. */
  post: (id: string) => [...postKeys.all, "post", id] as const,
  /** One post's published versions, for the editor's version list. */
  versions: (id: string) => [...postKeys.all, "versions", id] as const,
};
