import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formCrsDocumentType, legalDocumentTypes } from "@/content/document-types";
import { DocumentLinks, FormCrs, type PublicDocument } from "@/features/legal-documents";
import { newestOfEachType, type LegalDocument } from "@/features/legal-documents/documents";
import { downloadFileName } from "@/lib/downloads";
import AdvPage from "@/pages/adv";
import CrsPage from "@/pages/crs";
import { pageContent, renderInSiteFrame, siteData } from "../support/site-data";
import { startPdfViewer } from "@/features/legal-documents/components/start-pdf-viewer";

// /adv's and /crs's documents as the build renders them: each PDF the build kept beside the pages,
// linked for download under its name; a type without a document says so. The words are the pages'
// published content, the documents the seeded database's (tests/support/site-data.tsx).

const brochure: PublicDocument = {
  type: "adv_part_2a",
  name: "Form ADV Part 2A (2026)",
  href: "/documents/6899487b3c8a7e2a.pdf",
  fileName: "Form ADV Part 2A (2026).pdf",
  bytes: 48_213,
  postedOn: "2026-03-01",
  materialChanges: null,
};

const slotsWith = (documents: PublicDocument[]) =>
  legalDocumentTypes.map(({ type, title }) => ({
    type,
    title,
    description: pageContent("adv").documentTypes[type],
    document: documents.find((document) => document.type === type),
  }));

/** The card under the heading `title`. */
const card = (title: string) =>
  within(screen.getByRole("heading", { level: 3, name: title }).closest("li")!);

describe("DocumentLinks", () => {
  it("shows one card per document type, with what the page says of it", () => {
    const adv = pageContent("adv");
    render(<DocumentLinks slots={slotsWith([brochure])} labels={adv} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(legalDocumentTypes.length);
    for (const { type, title } of legalDocumentTypes) {
      expect(card(title).getByText(adv.documentTypes[type])).toBeInTheDocument();
    }
  });

  it("links a type's document for download: the PDF the build kept, saved under its name", () => {
    const adv = pageContent("adv");
    render(<DocumentLinks slots={slotsWith([brochure])} labels={adv} />);
    const brochureCard = card("Form ADV Part 2A");
    const link = brochureCard.getByRole("link", { name: `${adv.download} Form ADV Part 2A` });
    expect(link).toHaveAttribute("href", brochure.href);
    expect(link).toHaveAttribute("download", brochure.fileName);
    expect(link).toHaveAttribute("type", "application/pdf");
    expect(brochureCard.getByText("Form ADV Part 2A (2026) · PDF, 47 KB")).toBeInTheDocument();
  });

  it("marks a type without a document 'Document Not Available', with no link", () => {
    const adv = pageContent("adv");
    render(<DocumentLinks slots={slotsWith([brochure])} labels={adv} />);
    for (const missing of ["Form ADV Part 2B", "Form ADV", "Investment Advisory Agreement"]) {
      const missingCard = card(missing);
      expect(missingCard.queryByRole("link")).not.toBeInTheDocument();
      const unavailable = missingCard.getByText(adv.unavailable);
      expect(unavailable).toHaveAttribute("aria-disabled", "true");
      expect(unavailable).toHaveTextContent(`${adv.unavailable} ${missing}`);
    }
  });
});

describe("/adv", () => {
  it("links the newest active document of each type the build read", () => {
    const { documents } = siteData();
    const adv = pageContent("adv");
    renderInSiteFrame(<AdvPage />, "/adv");
    expect(screen.getByRole("heading", { level: 1, name: adv.heading })).toBeInTheDocument();
    for (const { type, title } of legalDocumentTypes) {
      const document = documents.find((candidate) => candidate.type === type);
      expect(document, `the seed has a ${type}`).toBeDefined();
      const link = card(title).getByRole("link", { name: `${adv.download} ${title}` });
      expect(link).toHaveAttribute("href", document!.href);
      expect(link.getAttribute("href")).toMatch(/^\/documents\/[0-9a-f]{64}\.pdf$/);
      expect(link).toHaveAttribute("download", document!.fileName);
    }
    expect(screen.queryByText(adv.unavailable)).not.toBeInTheDocument();
  });

  it("says 'Document Not Available' for every type when the build read no document", () => {
    const adv = pageContent("adv");
    renderInSiteFrame(<AdvPage />, "/adv", { ...siteData(), documents: [] });
    expect(screen.getAllByText(adv.unavailable)).toHaveLength(legalDocumentTypes.length);
    expect(screen.queryByRole("link", { name: new RegExp(`^${adv.download} `) })).toBeNull();
  });
});

describe("/crs", () => {
  afterEach(() => {
    // jsdom has neither; a test gave them.
    Reflect.deleteProperty(window, "matchMedia");
    Reflect.deleteProperty(navigator, "pdfViewerEnabled");
  });

  it("names the current Form CRS, the day it was posted, its download and a link to the PDF", () => {
    const crs = pageContent("crs");
    const document = siteData().documents.find(({ type }) => type === formCrsDocumentType.type)!;
    renderInSiteFrame(<CrsPage />, "/crs");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 2, name: document.name })).toBeInTheDocument();
    const posted = new Date(`${document.postedOn}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(main.getByText(`${crs.posted} ${posted}`)).toBeInTheDocument();
    const download = main.getByRole("link", {
      name: `${crs.download} ${formCrsDocumentType.title}`,
    });
    expect(download).toHaveAttribute("href", document.href);
    expect(download).toHaveAttribute("download", document.fileName);
    // No PDF viewer in jsdom: the PDF is a link that opens it whole.
    expect(main.getByText(crs.pdfOutsidePage, { exact: false })).toBeInTheDocument();
    expect(
      main.getByRole("link", { name: `${crs.openPdf} ${document.name} (PDF)` }),
    ).toHaveAttribute("href", document.href);
    expect(main.queryByRole("heading", { name: crs.materialChanges })).not.toBeInTheDocument();
  });

  it("shows the PDF in the page where the browser can, and the summary of material changes", () => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    Object.defineProperty(navigator, "pdfViewerEnabled", { value: true, configurable: true });
    const crs = pageContent("crs");
    const document: PublicDocument = {
      ...brochure,
      type: formCrsDocumentType.type,
      name: "Form CRS (March 2026)",
      materialChanges: "We lowered the asset-based fee.",
    };
    const { container } = render(
      <FormCrs document={document} title={formCrsDocumentType.title} labels={crs} />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: crs.materialChanges }),
    ).toBeInTheDocument();
    expect(screen.getByText("We lowered the asset-based fee.")).toBeInTheDocument();
    // As prerendered: the link; once the island's DOM code runs on it, the PDF in a frame.
    expect(screen.queryByTitle("Form CRS (March 2026) (PDF)")).not.toBeInTheDocument();
    startPdfViewer(container as HTMLElement);
    expect(screen.getByTitle("Form CRS (March 2026) (PDF)")).toHaveAttribute("src", document.href);
    expect(
      screen.queryByRole("link", { name: `${crs.openPdf} ${document.name} (PDF)` }),
    ).not.toBeInTheDocument();
  });

  it("says the Form CRS is not available when the build read none", () => {
    const crs = pageContent("crs");
    renderInSiteFrame(<CrsPage />, "/crs", { ...siteData(), documents: [] });
    expect(screen.getByText(crs.unavailable)).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: `${crs.download} ${formCrsDocumentType.title}` }),
    ).not.toBeInTheDocument();
  });
});

describe("which document is offered and under what name", () => {
  const document = (type: string, createdAt: string, name: string): LegalDocument => ({
    id: `${type}-${createdAt}`,
    name,
    document_type: type,
    file_path: `${type}-${Date.parse(createdAt)}.pdf`,
    file_size: 48_213,
    created_at: createdAt,
    material_changes: null,
  });

  it("offers the newest active document of each type", () => {
    const newer = document("adv_part_2a", "2026-03-01T10:00:00Z", "Form ADV Part 2A (2026)");
    const agreement = document("investment_agreement", "2026-02-01T10:00:00Z", "Agreement");
    const older = document("adv_part_2a", "2025-03-01T10:00:00Z", "Form ADV Part 2A (2025)");
    // The query returns documents newest first.
    const newest = newestOfEachType([newer, agreement, older]);
    expect(newest.get("adv_part_2a")).toBe(newer);
    expect(newest.get("investment_agreement")).toBe(agreement);
    expect(newest.has("form_adv")).toBe(false);
  });

  it("saves a download under the document's name with the file's extension", () => {
    expect(
      downloadFileName({ name: "Form ADV Part 2A (2026)", file_path: "adv_part_2a-1.pdf" }),
    ).toBe("Form ADV Part 2A (2026).pdf");
    expect(
      downloadFileName({ name: "brochure.PDF", file_path: "form_adv-1767225600000.pdf" }),
    ).toBe("brochure.PDF");
    expect(downloadFileName({ name: "ADV 2A/2B", file_path: "form_adv-1767225600000.pdf" })).toBe(
      "ADV 2A-2B.pdf",
    );
  });
});
