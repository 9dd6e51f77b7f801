// Copy of /resources. The resources themselves are data (recommended_resources); these are the page's
// words and the cards shown while there are none.

export const resourcesPage = {
  title: "Resources",
  eyebrow: "Resources",
  heading: "Resources for informed investors",
  lead: "Guides, tools and reading we recommend to clients: plain-spoken material from regulators, investor-education groups and our own desk.",
  curationNote:
    "Our team curates this list through our admin dashboard, adding and retiring resources so it stays current.",
  gridHeading: "Featured resources",
  loadingLabel: "Loading resources",
  openLabel: "Open resource",
  newTabNote: "(opens in a new tab)",
  /** Shown in place of the grid when no featured resource exists (or the list could not load). */
  placeholders: [
    {
      category: "Coming soon",
      title: "Market commentary",
      description:
        "Our periodic view on markets, rates and what they mean for long-term investors.",
    },
    {
      category: "Coming soon",
      title: "Planning guides",
      description: "Short guides to retirement accounts, tax-efficient investing and giving.",
    },
    {
      category: "Coming soon",
      title: "Investor tools",
      description:
        "Calculators and checklists from trusted sources to help you plan with confidence.",
    },
  ],
  placeholderNote: "New resources are on the way. Check back soon.",
  subscribe: {
    heading: "Get new resources by email",
    description:
      "A short note when we add a resource or publish a market insight. No spam; unsubscribe any time.",
  },
} as const;

/** How many skeleton cards stand in for the grid while it loads (spec section 9). */
export const resourceSkeletonCount = 3;
