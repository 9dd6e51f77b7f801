// What the admin's forms refuse, the API refuses too, since the forms are no guard: an admin
// calling it directly, with supabase-js and their own session, gets an error for a javascript:
// link, a thumbnail over 5 MB or outside their own folder, a document file that is not a PDF, or a
// sixth document type; and nothing of it is stored.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let admin: SupabaseClient;
beforeAll(async () => {
  admin = await env().signedInAtAal2();
});

const MiB = 1024 * 1024;
const count = async (sql: string, params: unknown[] = []) =>
  Number(
    (await env().db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n,
  );

describe("recommended_resources", () => {
  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "https://"])(
    "refuses the link %s",
    async (url) => {
      const before = await count("public.recommended_resources");
      const { error } = await admin.from("recommended_resources").insert({
        title: "Refused",
        description: "Not a web link.",
        url,
        user_id: seedAccounts.admin.id,
      });
      expect(error).toMatchObject({ code: "23514" });
      expect(await count("public.recommended_resources")).toBe(before);
    },
  );
});

describe("resource-thumbnails", () => {
  const thumbnails = () => admin.storage.from("resource-thumbnails");
  const objects = () => count("storage.objects where bucket_id = 'resource-thumbnails'");

  it("refuses a 6 MB PNG", async () => {
    const before = await objects();
    const { error } = await thumbnails().upload(
      `${seedAccounts.admin.id}/1798761600000.png`,
      new Blob([new Uint8Array(6 * MiB)], { type: "image/png" }),
      { contentType: "image/png" },
    );
    expect(error).toMatchObject({ statusCode: "413" });
    expect(await objects()).toBe(before);
  });

  it("refuses a GIF and a thumbnail outside the admin's own folder", async () => {
    const before = await objects();
    const gif = await thumbnails().upload(
      `${seedAccounts.admin.id}/1798761600001.gif`,
      new Blob(["GIF89a"], { type: "image/gif" }),
      { contentType: "image/gif" },
    );
    expect(gif.error).not.toBeNull();
    const elsewhere = await thumbnails().upload(
      `${seedAccounts.visitor.id}/1798761600002.png`,
      new Blob([new Uint8Array(10)], { type: "image/png" }),
      { contentType: "image/png" },
    );
    expect(elsewhere.error).toMatchObject({ statusCode: "403" });
    expect(await objects()).toBe(before);
  });
});

describe("legal-documents", () => {
  const objects = () => count("storage.objects where bucket_id = 'legal-documents'");

  it("refuses a PNG sent as a PNG, and a file over 10 MB", async () => {
    const before = await objects();
    const png = await admin.storage
      .from("legal-documents")
      .upload("form_adv-1798761600000.pdf", new Blob([new Uint8Array(10)], { type: "image/png" }), {
        contentType: "image/png",
      });
    expect(png.error).not.toBeNull();
    const big = await admin.storage
      .from("legal-documents")
      .upload(
        "form_adv-1798761600001.pdf",
        new Blob([new Uint8Array(10 * MiB + 1)], { type: "application/pdf" }),
        { contentType: "application/pdf" },
      );
    expect(big.error).toMatchObject({ statusCode: "413" });
    expect(await objects()).toBe(before);
  });

  it("stores a Form CRS, refuses a sixth type, and never lets the admin delete a document's file", async () => {
    const file = "form_crs-1798761600000.pdf";
    const upload = await admin.storage
      .from("legal-documents")
      .upload(file, new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), {
        contentType: "application/pdf",
      });
    expect(upload.error).toBeNull();
    const { error } = await admin.from("legal_documents").insert({
      name: "Form CRS (2027)",
      document_type: "form_crs",
      file_path: file,
      file_size: 15,
      sha256: "ab".repeat(32),
      material_changes: "Our fees are now 0.21% a year.",
    });
    expect(error).toBeNull();

    const sixth = await admin.storage
      .from("legal-documents")
      .upload("form_brochure-1798761600000.pdf", new Blob(["%PDF-"], { type: "application/pdf" }), {
        contentType: "application/pdf",
      });
    expect(sixth.error).toMatchObject({ statusCode: "403" });

    const removed = await admin.storage.from("legal-documents").remove([file]);
    expect(removed.data).toEqual([]);
    expect(await count("storage.objects where name = $1", [file])).toBe(1);
    const deleted = await admin.from("legal_documents").delete().eq("file_path", file);
    expect(deleted.error).not.toBeNull();
    expect(await count("public.legal_documents where file_path = $1", [file])).toBe(1);
  });
});
