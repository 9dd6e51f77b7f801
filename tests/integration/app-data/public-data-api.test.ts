// @vitest-environment node
// The data layer of /resources, /adv and /crs (query options, fetchers, the download) against the real
// local stack (PGlite + the Supabase-compatible HTTP API, in process), through the public pages' own
// clients from src/lib/public-supabase.ts (Supabase's PostgREST client, one fetch of Storage):
// nothing about Supabase is mocked. The components' states are tested in jsdom.
import {
  QueryClient,
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
} from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as DocumentsApi from "@/features/legal-documents/api/get-active-documents";
import type * as DownloadApi from "@/features/legal-documents/api/download-document";
import type * as ResourcesApi from "@/features/resources/api/get-featured-resources";
import { pointAppAt, startTestStack, type TestStack } from "../stack/test-stack";

let stack: TestStack;
let resourcesApi: typeof ResourcesApi;
let documentsApi: typeof DocumentsApi & typeof DownloadApi;

beforeAll(async () => {
  stack = await startTestStack();
  pointAppAt(stack);
  resourcesApi = await import("@/features/resources/api/get-featured-resources");
  documentsApi = {
    ...(await import("@/features/legal-documents/api/get-active-documents")),
    ...(await import("@/features/legal-documents/api/download-document")),
  };
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await stack?.stop();
});

/**
 * Changes the seed for one test and undoes it afterwards. (The stack and the test share one PGlite
 * connection, so a wrapping transaction would be committed by the stack's own requests.)
 */
async function withChange(change: string, undo: string, work: () => Promise<void>) {
  const { rows } = await stack.db.query<{ id: string }>(change);
  try {
    await work();
  } finally {
    await stack.db.query(undo, [rows.map((row) => row.id)]);
  }
}

/** The query's result as a component would see it (with `select` applied). */
function observe<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, Error, TData, TQueryFnData, TQueryKey>,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return new QueryObserver(client, options).refetch();
}

describe("featured resources", () => {
  it("returns exactly the featured resources, newest first", async () => {
    const { rows } = await stack.db.query<{ id: string; featured: boolean }>(
      "select id, is_featured as featured from public.recommended_resources order by created_at desc",
    );
    const featured = rows.filter((row) => row.featured).map((row) => row.id);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(rows.length);

    const result = await observe(resourcesApi.featuredResourcesQueryOptions());
    expect(result.status).toBe("success");
    expect(result.data?.map((resource) => resource.id)).toEqual(featured);
    expect(Object.keys(result.data![0]!).sort()).toEqual(
      ["category", "description", "id", "thumbnail_url", "title", "url"].sort(),
    );
  });

  it("returns none when nothing is featured", async () => {
    await withChange(
      "update public.recommended_resources set is_featured = false where is_featured returning id",
      "update public.recommended_resources set is_featured = true where id = any($1)",
      async () => expect(await resourcesApi.getFeaturedResources()).toEqual([]),
    );
  });

  it("keys the query under the feature's key", () => {
    expect(resourcesApi.featuredResourcesQueryOptions().queryKey).toEqual([
      "recommended-resources",
      "featured",
    ]);
  });
});

describe("legal documents", () => {
  it("offers the newest active document of each type", async () => {
    const result = await observe(documentsApi.newestLegalDocumentsQueryOptions());
    const { rows } = await stack.db.query<{ document_type: string; id: string }>(
      `select distinct on (document_type) document_type, id from public.legal_documents
        where is_active order by document_type, created_at desc`,
    );
    expect(rows).toHaveLength(5); // the /adv four and Form CRS
    for (const row of rows) expect(result.data?.get(row.document_type)?.id).toBe(row.id);
  });

  it("skips retired documents and prefers the newest upload", async () => {
    await withChange(
      "update public.legal_documents set is_active = false where document_type = 'form_adv' returning id",
      "update public.legal_documents set is_active = true where id = any($1)",
      () =>
        withChange(
          `insert into public.legal_documents (name, document_type, file_path, file_size, created_at)
           values ('Form ADV Part 2A (2027)', 'adv_part_2a', 'adv_part_2a-1798761600000.pdf', 1200, now())
           returning id`,
          // Documents are never deleted (a trigger refuses it): retire the test's one instead.
          "update public.legal_documents set is_active = false where id = any($1)",
          async () => {
            const result = await observe(documentsApi.newestLegalDocumentsQueryOptions());
            expect(result.data?.has("form_adv")).toBe(false);
            expect(result.data?.get("adv_part_2a")?.name).toBe("Form ADV Part 2A (2027)");
          },
        ),
    );
  });

  it("downloads the file of an active document from the private bucket, as anyone may", async () => {
    const documents = await documentsApi.getActiveLegalDocuments();
    const brochure = documents.find((document) => document.name === "Form ADV Part 2A (2026)")!;
    const file = await documentsApi.downloadLegalDocumentFile(brochure);
    expect(file.size).toBe(brochure.file_size);
    expect((await file.text()).startsWith("%PDF-")).toBe(true);
  });

  it("fails the download of a document whose file is not in the bucket", async () => {
    const documents = await documentsApi.getActiveLegalDocuments();
    const missing = { ...documents[0]!, file_path: "form_adv-1000000000000.pdf" };
    await expect(documentsApi.downloadLegalDocumentFile(missing)).rejects.toThrow();
  });

  it("fails the download of a retired document's file: anyone may read only active ones", async () => {
    const documents = await documentsApi.getActiveLegalDocuments();
    const brochure = documents.find((document) => document.name === "Form ADV Part 2A (2026)")!;
    await withChange(
      `update public.legal_documents set is_active = false where id = '${brochure.id}' returning id`,
      "update public.legal_documents set is_active = true where id = any($1)",
      async () => {
        await expect(documentsApi.downloadLegalDocumentFile(brochure)).rejects.toThrow(
          /Storage answered 4\d\d/,
        );
      },
    );
  });
});
