// Copy of /adv and the regulatory document types (spec section 3): the four /adv lists, in its order,
// and Form CRS, which /crs offers (issue 11).

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

export const formCrsDocumentType = {
  type: "form_crs",
  title: "Form CRS",
  description:
    "Our client relationship summary: services, fees, conflicts of interest and where to learn more.",
} as const;

/** Every document type, in the order of the admin's type select. */
export const documentTypes = [...legalDocumentTypes, formCrsDocumentType] as const;

export type LegalDocumentType = (typeof documentTypes)[number]["type"];

/** A type's label ("Form ADV Part 2A"); the raw value for a type this build does not know. */
export const documentTypeTitle = (type: string): string =>
  documentTypes.find((info) => info.type === type)?.title ?? type;

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
