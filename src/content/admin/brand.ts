// The firm's name as the back office shows it (the sidebar, the sign-in page, the tab's title).
// The public site's name is published content (Site Settings), rendered into every page by the build.
export const adminBrand = {
  name: "Prairie Ledger Advisors",
  shortName: "Prairie Ledger",
} as const;
