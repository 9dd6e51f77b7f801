export const seoKeys = {
  all: ["seo-analyses"] as const,
  list: () => [...seoKeys.all, "list"] as const,
  report: (id: string) => [...seoKeys.all, "report", id] as const,
  shareImage: (releaseId: string, path: string) =>
    [...seoKeys.all, "share-image", releaseId, path] as const,
};
