// Headings of the admin pages: each page's title and the line under it. A page whose tools are not
// built yet says so (comingSoon) instead of showing an empty area.

export interface AdminPageCopy {
  readonly title: string;
  readonly lead: string;
}

export const adminPageCopy = {
  dashboard: {
    title: "Dashboard",
    lead: "Visitors, consultations, subscribers and the SEO score at a glance.",
  },
  profile: {
    title: "Profile Settings",
    lead: "Your name, email address and password.",
  },
  siteSettings: {
    title: "Site Settings",
    lead: "The site's name, description, tagline, social links and newsletter text.",
  },
  content: {
    title: "Content Management",
    lead: "Website pages, recommended resources, terms and policies, and market insights.",
  },
  documents: {
    title: "Document Management",
    lead: "Upload the regulatory documents visitors download, and retire old versions.",
  },
  seoTools: {
    title: "SEO Tools",
    lead: "How the site's pages score for search engines, and what to improve.",
  },
  complianceArchive: {
    title: "Compliance Archive",
    lead: "Every change to what the public sees, who made it and when: the firm's books and records, kept for five years and exported for an examiner.",
  },
} as const satisfies Record<string, AdminPageCopy>;

export const comingSoon = "This page is being built. Its tools arrive in the next release.";
