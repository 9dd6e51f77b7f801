// /admin/documents and its document upload, signed in as the seeded admin against the real local
// stack: the upload card's disabled and busy states and messages, what an upload stores, the
// versions list, and that a refused record leaves no file behind.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { documentsCopy } from "@/content/admin/documents";
import { documentTypes } from "@/content/document-types";
import { paths } from "@/content/routes";
import { createHash } from "node:crypto";
import { uploadLegalDocument } from "@/features/legal-documents/api/upload-document";
import { fillJsdomGapsForRadix, withNodeFileClasses } from "../support/jsdom-gaps";
import { findToast, renderApp, serviceRole } from "../support/render-app";

fillJsdomGapsForRadix();
withNodeFileClasses();

const { upload, list, toasts } = documentsCopy;

const pdfFile = (name: string, extra = "") =>
  new File([`%PDF-1.4\n% ${name} ${extra}\n%%EOF\n`], name, { type: "application/pdf" });

async function openDocuments() {
  const app = await renderApp(paths.admin.documents.getHref(), { account: "admin" });
  await screen.findByRole("heading", { name: list.heading }, { timeout: 10_000 });
  await screen.findByRole("region", { name: "Form ADV Part 2A" });
  return app;
}

const submitButton = () => screen.getByRole("button", { name: upload.submit });
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText(upload.file), { target: { files: [file] } });

async function chooseType(user: UserEvent, title: string) {
  await user.click(screen.getByRole("combobox", { name: upload.type }));
  await user.click(await screen.findByRole("option", { name: title }));
}

const rowsNamed = async (name: string) =>
  (
    await serviceRole()
      .from("legal_documents")
      .select("name, document_type, file_path, file_size, is_active, sha256")
      .eq("name", name)
  ).data ?? [];

const storedFiles = async () =>
  ((await serviceRole().storage.from("legal-documents").list("", { limit: 1000 })).data ?? []).map(
    (file) => file.name,
  );

describe("the upload card", () => {
  it("offers every document type, prefills the name, and enables Upload only with file, type and name", async () => {
    const { user } = await openDocuments();
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("combobox", { name: upload.type }));
    // The four /adv lists, Form CRS, and the legal pages' PDF versions.
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(
      documentTypes.map((type) => type.title),
    );
    expect(documentTypes.map((type) => type.type)).toEqual([
      "adv_part_2a",
      "adv_part_2b",
      "form_adv",
      "investment_agreement",
      "form_crs",
      "privacy_policy",
      "terms_of_service",
    ]);
    await user.keyboard("{Escape}");
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");

    chooseFile(pdfFile("Brochure 2027.pdf"));
    expect(screen.getByLabelText(upload.name)).toHaveValue("Brochure 2027");
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");

    await chooseType(user, "Form ADV Part 2B");
    expect(submitButton()).not.toHaveAttribute("aria-disabled");

    // A typed name is kept when another file is chosen.
    await user.clear(screen.getByLabelText(upload.name));
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    await user.type(screen.getByLabelText(upload.name), "Supplement");
    chooseFile(pdfFile("Other.pdf"));
    expect(screen.getByLabelText(upload.name)).toHaveValue("Supplement");
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
  });

  it("says 'Error' with the spec's text when the form is sent incomplete", async () => {
    await openDocuments();
    chooseFile(pdfFile("Only a file.pdf"));
    fireEvent.submit(submitButton().closest("form")!);
    expect(await findToast(toasts.incomplete.title)).toHaveTextContent(
      toasts.incomplete.description,
    );
  });

  it("refuses a PNG named .pdf and a PDF over 10 MB before storing anything", async () => {
    const { user } = await openDocuments();
    const before = await storedFiles();
    await chooseType(user, "Form ADV");

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    chooseFile(new File([png], "Disguised.pdf", { type: "application/pdf" }));
    await user.click(submitButton());
    expect(await screen.findByText(upload.notPdf)).toBeInTheDocument();

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4"));
    chooseFile(new File([big], "Huge.pdf", { type: "application/pdf" }));
    await user.click(submitButton());
    expect(await screen.findByText(upload.tooLarge)).toBeInTheDocument();

    expect(await rowsNamed("Disguised")).toEqual([]);
    expect(await rowsNamed("Huge")).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it("uploads: busy while it works, then 'Success', the list marks it as public now", async () => {
    const { user } = await openDocuments();
    const name = `Agreement ${Date.now()}`;
    const file = pdfFile(`${name}.pdf`, "agreement");
    chooseFile(file);
    await chooseType(user, "Investment Advisory Agreement");
    await user.click(submitButton());

    const busy = await screen.findByRole("button", { name: upload.submitting });
    // Shown disabled, yet focusable: the focus stays on it (a disabled button would drop it).
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(await findToast(toasts.uploaded.title)).toHaveTextContent(
      toasts.uploaded.description(name, "Investment Advisory Agreement"),
    );
    // The card is empty again.
    await waitFor(() => expect(screen.getByLabelText(upload.name)).toHaveValue(""));

    const [row] = await rowsNamed(name);
    expect(row).toMatchObject({
      document_type: "investment_agreement",
      file_size: file.size,
      is_active: true,
      // Taken in the browser from the bytes the admin picked: what the record vouches for.
      sha256: createHash("sha256")
        .update(Buffer.from(await file.arrayBuffer()))
        .digest("hex"),
    });
    expect(row!.file_path).toMatch(/^investment_agreement-\d{13}\.pdf$/);
    const { data: stored } = await serviceRole()
      .storage.from("legal-documents")
      .download(row!.file_path);
    expect(await stored!.text()).toBe(await file.text());

    const group = screen.getByRole("region", { name: "Investment Advisory Agreement" });
    const item = (await within(group).findByText(name, { selector: "span.font-semibold" })).closest(
      "li",
    )!;
    expect(item).toHaveTextContent(list.current);
    const seeded = within(group)
      .getByText("Investment Advisory Agreement (2026)", { selector: "span.font-semibold" })
      .closest("li")!;
    expect(seeded).toHaveTextContent(list.older);

    // Retire, after the confirmation: the row stays, retired, without a Retire button.
    await user.click(within(item).getByRole("button", { name: `${list.retire} ${name}` }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: documentsCopy.confirmRetire.confirm,
      }),
    );
    expect(await findToast(toasts.retired.description(name))).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent(list.retired));
    expect(within(item).queryByRole("button", { name: `${list.retire} ${name}` })).toBeNull();
    expect(seeded).toHaveTextContent(list.current);
    expect((await rowsNamed(name))[0]?.is_active).toBe(false);
    expect(await storedFiles()).toContain(row!.file_path);
  });
});

describe("a Form CRS that replaces the current one", () => {
  it("asks for the summary of material changes, and stores it with the document", async () => {
    const { user } = await openDocuments();
    const name = `Form CRS ${Date.now()}`;
    chooseFile(pdfFile(`${name}.pdf`, "crs"));
    expect(screen.queryByLabelText(upload.materialChanges)).toBeNull();
    await chooseType(user, "Form CRS");
    // The seeded Form CRS is public: this one replaces it, so the summary is asked for.
    const summary = await screen.findByLabelText(upload.materialChanges);
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    fireEvent.submit(submitButton().closest("form")!);
    expect(await findToast(toasts.incomplete.title)).toBeInTheDocument();
    expect(await rowsNamed(name)).toEqual([]);

    await user.type(summary, "We now charge 0.21% a year.");
    await user.click(submitButton());
    // The card is emptied once the upload is stored (slow on a loaded machine), then says so.
    await waitFor(() => expect(screen.getByLabelText(upload.name)).toHaveValue(""), {
      timeout: 15_000,
    });
    expect(await findToast(toasts.uploaded.title)).toHaveTextContent(
      toasts.uploaded.description(name, "Form CRS"),
    );
    const { data } = await serviceRole()
      .from("legal_documents")
      .select("document_type, is_active, material_changes")
      .eq("name", name);
    expect(data).toEqual([
      {
        document_type: "form_crs",
        is_active: true,
        material_changes: "We now charge 0.21% a year.",
      },
    ]);
  });
});

describe("a refused record", () => {
  it("leaves neither a row nor the file just uploaded", async () => {
    await renderApp(paths.admin.documents.getHref(), { account: "admin" });
    const before = await storedFiles();
    // 201 characters: the table's CHECK refuses it after the file was stored.
    const name = "n".repeat(201);
    await expect(
      uploadLegalDocument({
        file: pdfFile("x.pdf"),
        document_type: "form_adv",
        name,
        material_changes: "",
      }),
    ).rejects.toMatchObject({ code: "23514" });
    expect(await rowsNamed(name)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });
});
