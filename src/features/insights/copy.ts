// The words of the public Insights pages around the adviser's posts.
export const insightsCopy = {
  navLabel: "Insights",
  eyebrow: "Market Insights",
  heading: "Market Insights",
  lead: "Our commentary on markets, planning and what they mean for long-term investors.",
  description:
    "Market commentary and planning notes from our advisers: what the markets are doing and what it means for long-term investors.",
  by: "By",
  published: "Published",
  tags: "Tags",
  newer: "Newer insights",
  older: "Older insights",
  pagination: "Insights pages",
  page: (page: number, count: number) => `Page ${page} of ${count}`,
  allInsights: "All insights",
  latestHeading: "Latest insights",
  latestLead: "Commentary from our desk on markets and planning.",
  readPost: "Read",
  goneTitle: "This insight was withdrawn",
  goneText: "It is no longer published on this site.",
  feedTitle: "Atom feed",
} as const;
