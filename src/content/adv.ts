// Copy of /adv and the four regulatory document types (spec section 3), in the order the page lists them.

export const legalDocumentTypes = [
  {
    type: "adv_part_2a",
    title: "Form ADV Part 2A",
    description:
      "Our firm brochure: services, fees, conflicts of interest and disciplinary information.",
  },
  {
    type: "adv_part_2b",
    title: "Form ADV Part 2B",
    description:
      "The brochure supplement on the people who advise you: education, experience and licences.",
  },
  {
    type: "form_adv",
    title: "Form ADV",
    description:
      "Our full registration filing, covering the firm's business, ownership, clients and practices.",
  },
  {
    type: "investment_agreement",
    title: "Investment Advisory Agreement",
    description:
      "The agreement that sets out our services, fees and the terms of our relationship with you.",
  },
] as const;

export type LegalDocumentType = (typeof legalDocumentTypes)[number]["type"];

export const advPage = {
  title: "ADV Disclosure",
  eyebrow: "Regulatory Disclosures",
  heading: "ADV Disclosure",
  lead: "Before you invest, read how we work, what we charge and the conflicts of interest we manage. Every document is a free PDF download.",
  documentsHeading: "Disclosure documents",
  download: "Download",
  downloading: "Downloading…",
  unavailable: "Document Not Available",
  downloadFailed: "Failed to download document",
  loadFailed: { title: "Error", description: "Failed to load documents" },
  related: {
    heading: "More about us",
    crs: "Read our Form CRS",
    newTab: "(opens in a new tab)",
    iapd: {
      label: "Look us up on the SEC's Investment Adviser Public Disclosure site",
      href: "https://adviserinfo.sec.gov/",
    },
  },
} as const;
