// A recommended resource's thumbnail is part of the advertisement the history records, so the
// Compliance archive's before and after pictures must keep loading after the thumbnail is replaced
// or the resource deleted. Through the app's own resource and history calls, as the admin at aal2,
// against the in-process stack; the pictures are then fetched as the archive's <img> does, with no
// session.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as CreateApi from "@/features/resources/api/create-resource";
import type * as DeleteApi from "@/features/resources/api/delete-resource";
import type * as UpdateApi from "@/features/resources/api/update-resource";
import type * as EntriesApi from "@/features/content-history/api/get-history-entries";
import type { HistoryEntry } from "@/features/content-history";
import type * as SupabaseModule from "@/lib/supabase";
import { pointAppAt, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";
import { signInAtAal2 } from "../../support/mfa";

const stack = useTestStack();
let client: (typeof SupabaseModule)["supabase"];
let entriesApi: typeof EntriesApi;

const BUCKET = "resource-thumbnails";

/** A PNG's signature and a tag, so the two pictures differ byte for byte. */
const picture = (name: string, tag: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), tag], `${name}.png`, {
    type: "image/png",
  });
const firstPicture = picture("first", "the first thumbnail");
const secondPicture = picture("second", "the second thumbnail");

const values = {
  title: "Kept thumbnail guide",
  description: "A resource whose pictures the record keeps.",
  category: "Guide",
  url: "https://www.investor.gov/",
  is_featured: false,
};

/** What the archive shows for the resource: its entries, oldest first. */
let entries: HistoryEntry[];
const thumbnailOf = (image: HistoryEntry["before"]) =>
  String((image as Record<string, unknown>).thumbnail_url);
const objectNameOf = (url: string) => url.slice(url.indexOf(`/${BUCKET}/`) + BUCKET.length + 2);

/** The bytes behind a picture's address, as a browser without a session gets them. */
async function download(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

beforeAll(async () => {
  pointAppAt(stack());
  ({ supabase: client } = await import("@/lib/supabase"));
  entriesApi = await import("@/features/content-history/api/get-history-entries");
  const { createResource }: typeof CreateApi =
    await import("@/features/resources/api/create-resource");
  const { updateResource }: typeof UpdateApi =
    await import("@/features/resources/api/update-resource");
  const { deleteResource }: typeof DeleteApi =
    await import("@/features/resources/api/delete-resource");
  const { email, password } = seedAccounts.admin;
  await signInAtAal2(client, { email, password, totpSecret: seedAccounts.admin.totp.secret });

  await createResource({ values, answers: {}, thumbnail: firstPicture });
  const { data: added, error } = await client
    .from("recommended_resources")
    .select("id, title, thumbnail_url")
    .eq("title", values.title)
    .single();
  if (error) throw error;
  await updateResource({ resource: added, values, answers: {}, thumbnail: secondPicture });
  const { data: updated, error: readError } = await client
    .from("recommended_resources")
    .select("id, title, thumbnail_url")
    .eq("id", added.id)
    .single();
  if (readError) throw readError;
  await deleteResource(updated);

  const page = await entriesApi.getHistoryEntries({
    filters: { table: "recommended_resources", rowId: added.id },
    page: 0,
  });
  entries = page.entries.toReversed();
}, 120_000);

afterAll(async () => {
  await client?.auth.signOut();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the archive's pictures of a replaced and a deleted thumbnail", () => {
  it("records the resource added, its thumbnail replaced and the resource deleted", () => {
    expect(entries.map((entry) => entry.operation)).toEqual(["insert", "update", "delete"]);
  });

  it("serves the replaced thumbnail at the edit's before link", async () => {
    const edit = entries[1]!;
    expect(thumbnailOf(edit.before)).not.toBe(thumbnailOf(edit.after));
    const kept = await download(thumbnailOf(edit.before));
    expect(kept.status).toBe(200);
    expect(kept.bytes).toEqual(await bytesOf(firstPicture));
  });

  it("serves the deleted resource's thumbnail at the delete's before link", async () => {
    const removal = entries[2]!;
    expect(removal.after).toBeNull();
    const kept = await download(thumbnailOf(removal.before));
    expect(kept.status).toBe(200);
    expect(kept.bytes).toEqual(await bytesOf(secondPicture));
  });

  it.each([
    ["the admin at aal2", () => client],
    ["the service role", () => stack().serviceRole() as SupabaseClient],
  ])("%s cannot delete a picture the history names; it stays served", async (_, as) => {
    const url = thumbnailOf(entries[1]!.before);
    const { data, error } = await as()
      .storage.from(BUCKET)
      .remove([objectNameOf(url)]);
    expect(data ?? []).toEqual([]);
    expect(error).not.toBeNull();
    expect((await download(url)).status).toBe(200);
  });
});
