export const resourceKeys = {
  all: ["recommended-resources"] as const,
  featured: () => [...resourceKeys.all, "featured"] as const,
  /** Every resource, for the admin list. */
  list: () => [...resourceKeys.all, "list"] as const,
};
