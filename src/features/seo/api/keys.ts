export const seoKeys = {
  all: ["seo-analyses"] as const,
  list: () => [...seoKeys.all, "list"] as const,
  report: (id: string) => [...seoKeys.all, "report", id] as const,
};
