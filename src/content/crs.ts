// Copy of /crs: the current Form CRS (client relationship summary) as the firm posted it, shown in
// the page, downloadable, with its summary of material changes when it replaced an earlier one.
import { firm } from "./firm";

export const formCrs = {
  title: "Form CRS",
  eyebrow: "Client Relationship Summary",
  heading: "Form CRS",
  lead: `A short, plain-language summary of the services ${firm.name} offers, what they cost and the conflicts of interest we have.`,
  download: "Download",
  posted: (date: string) => `Posted ${date}`,
  loading: "Loading the current Form CRS…",
  unavailable:
    "Our Form CRS is not available here right now. Please call or email us and we will send you a copy.",
  loadFailed:
    "The Form CRS could not be loaded. Please reload the page, or call or email us for a copy.",
  materialChanges: "Summary of material changes",
  documentHeading: "The relationship summary",
  documentFrameTitle: (name: string) => `${name} (PDF)`,
  pdfOutsidePage: "The PDF opens in a tab of its own.",
  openPdf: (name: string) => `Open ${name} (PDF)`,
  investorGov:
    "Free and simple tools are available to research firms and financial professionals at Investor.gov/CRS.",
} as const;
