import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { advPage, legalDocumentTypes } from "@/content/document-types";
import { LegalDocumentList } from "@/features/legal-documents/components/legal-document-list";
import { newestOfEachType, type LegalDocument } from "@/features/legal-documents/documents";
import { downloadFileName } from "@/lib/downloads";

const document = (type: string, createdAt: string, name: string): LegalDocument => ({
  id: `${type}-${createdAt}`,
  name,
  document_type: type,
  file_path: `${type}-${Date.parse(createdAt)}.pdf`,
  file_size: 48_213,
  created_at: createdAt,
  material_changes: null,
});

const brochure = document("adv_part_2a", "2026-03-01T10:00:00Z", "Form ADV Part 2A (2026)");
const agreement = document("investment_agreement", "2026-02-01T10:00:00Z", "Advisory Agreement");
const available = newestOfEachType([brochure, agreement]);

const downloadButton = (title: string) =>
  screen.getByRole("button", { name: new RegExp(`${title}$`) });

describe("LegalDocumentList", () => {
  it("lists the four document types with a description each", () => {
    render(
      <LegalDocumentList
        documents={available}
        isLoading={false}
        downloadingId={undefined}
        onDownload={vi.fn()}
      />,
    );
    for (const info of legalDocumentTypes) {
      expect(screen.getByRole("heading", { name: info.title })).toBeInTheDocument();
      expect(screen.getByText(info.description)).toBeInTheDocument();
    }
  });

  it("disables every download button while the documents load", () => {
    render(
      <LegalDocumentList
        documents={undefined}
        isLoading
        downloadingId={undefined}
        onDownload={vi.fn()}
      />,
    );
    for (const info of legalDocumentTypes) {
      expect(downloadButton(info.title)).toBeDisabled();
      expect(downloadButton(info.title)).toHaveTextContent(advPage.download);
    }
    expect(screen.queryByText(advPage.unavailable)).not.toBeInTheDocument();
  });

  it("enables the types that have a document and marks the others 'Document Not Available'", async () => {
    const onDownload = vi.fn();
    render(
      <LegalDocumentList
        documents={available}
        isLoading={false}
        downloadingId={undefined}
        onDownload={onDownload}
      />,
    );

    const brochureButton = downloadButton("Form ADV Part 2A");
    expect(brochureButton).toBeEnabled();
    expect(brochureButton).toHaveTextContent(advPage.download);
    expect(screen.getByText(/Form ADV Part 2A \(2026\) · PDF, 47 KB/)).toBeInTheDocument();
    expect(downloadButton("Investment Advisory Agreement")).toBeEnabled();

    for (const missing of ["Form ADV Part 2B", "Form ADV"]) {
      expect(downloadButton(missing)).toBeDisabled();
      expect(downloadButton(missing)).toHaveTextContent(advPage.unavailable);
    }

    await userEvent.click(brochureButton);
    expect(onDownload).toHaveBeenCalledWith(brochure);
  });

  it("disables the button of the document being downloaded", () => {
    render(
      <LegalDocumentList
        documents={available}
        isLoading={false}
        downloadingId={brochure.id}
        onDownload={vi.fn()}
      />,
    );
    expect(downloadButton("Form ADV Part 2A")).toBeDisabled();
    expect(downloadButton("Form ADV Part 2A")).toHaveTextContent(advPage.downloading);
    expect(downloadButton("Investment Advisory Agreement")).toBeEnabled();
  });
});

describe("which document is offered and under what name", () => {
  it("offers the newest active document of each type", () => {
    const older = document("adv_part_2a", "2025-03-01T10:00:00Z", "Form ADV Part 2A (2025)");
    // The query returns documents newest first.
    const newest = newestOfEachType([brochure, agreement, older]);
    expect(newest.get("adv_part_2a")).toBe(brochure);
    expect(newest.get("investment_agreement")).toBe(agreement);
    expect(newest.has("form_adv")).toBe(false);
  });

  it("saves a download under the document's name with the file's extension", () => {
    expect(downloadFileName(brochure)).toBe("Form ADV Part 2A (2026).pdf");
    expect(
      downloadFileName({ name: "brochure.PDF", file_path: "form_adv-1767225600000.pdf" }),
    ).toBe("brochure.PDF");
    expect(downloadFileName({ name: "ADV 2A/2B", file_path: "form_adv-1767225600000.pdf" })).toBe(
      "ADV 2A-2B.pdf",
    );
  });
});
