// The document types a legal document may be: the four /adv lists, in its order; Form CRS, which /crs
// offers; and the PDF versions of the Privacy Policy and the Terms of Service, which their pages
// offer. Their titles are the documents' own names, the same in the back office and on the site;
// what /adv says of each is the page's published content.

export const legalDocumentTypes = [
  { type: "adv_part_2a", title: "Form ADV Part 2A" },
  { type: "adv_part_2b", title: "Form ADV Part 2B" },
  { type: "form_adv", title: "Form ADV" },
  { type: "investment_agreement", title: "Investment Advisory Agreement" },
] as const;

export const formCrsDocumentType = { type: "form_crs", title: "Form CRS" } as const;

/** The legal pages' PDF versions, by the page that offers each. */
export const legalPageDocumentTypes = {
  privacy: { type: "privacy_policy", title: "Privacy Policy" },
  terms: { type: "terms_of_service", title: "Terms of Service" },
} as const;

/** Every document type, in the order of the admin's type select. */
export const documentTypes = [
  ...legalDocumentTypes,
  formCrsDocumentType,
  legalPageDocumentTypes.privacy,
  legalPageDocumentTypes.terms,
] as const;

export type LegalDocumentType = (typeof documentTypes)[number]["type"];

/** A type's label ("Form ADV Part 2A"); the raw value for a type this build does not know. */
export const documentTypeTitle = (type: string): string =>
  documentTypes.find((info) => info.type === type)?.title ?? type;
