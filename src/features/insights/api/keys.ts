export const postKeys = {
  all: ["posts"] as const,
  /** Every post with its state, for Content → Market Insights. */
  list: () => [...postKeys.all, "list"] as const,
};
