// /storage/v1 through supabase-js: upload (x-upsert), download, public URL, list, remove, the bucket
// and global limits, and what ends up on disk: files named by object id in the stack's data folder.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";
import { legalDocumentFixturesDir } from "../../../supabase/local/core/paths";

// Below the legal-documents bucket's own 10 MiB, so that bucket shows the global limit at work.
const GLOBAL_LIMIT = 8 * 1024 * 1024;
const THUMBNAIL_LIMIT = 5 * 1024 * 1024;
const MiB = 1024 * 1024;

const env = useTestStack({ uploadLimit: GLOBAL_LIMIT });
let admin: SupabaseClient;
beforeAll(async () => {
  admin = await env().signedInAtAal2();
});

const thumbnails = () => admin.storage.from("resource-thumbnails");
const png = (bytes: number, fill = 1) =>
  new Blob([new Uint8Array(bytes).fill(fill)], { type: "image/png" });
const thumbnailPath = (stamp: number) => `${seedAccounts.admin.id}/${stamp}.png`;

async function objectRow(bucket: string, name: string) {
  const { rows } = await env().db.query<{
    id: string;
    owner_id: string | null;
    metadata: Record<string, unknown>;
  }>(
    "select id::text, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  );
  return rows[0];
}

async function filesOnDisk(): Promise<{ objects: string[]; tmp: string[] }> {
  return {
    objects: await readdir(join(env().storageDir, "objects")),
    tmp: await readdir(join(env().storageDir, "tmp")),
  };
}

describe("download", () => {
  it("serves a seeded document's exact bytes to anyone, through the policies", async () => {
    const [document] = (
      await env().db.query<{ file_path: string }>(
        "select file_path from public.legal_documents where is_active limit 1",
      )
    ).rows;
    const { data, error } = await env()
      .anon()
      .storage.from("legal-documents")
      .download(document!.file_path);
    expect(error).toBeNull();
    expect(data?.type).toBe("application/pdf");
    const fixture = await readFile(join(legalDocumentFixturesDir, document!.file_path));
    expect(Buffer.from(await data!.arrayBuffer()).equals(fixture)).toBe(true);
  });

  it("answers Storage's not-found errors for a missing object or bucket", async () => {
    const missing = await env()
      .anon()
      .storage.from("legal-documents")
      .download("adv_part_2a-1000000000000.pdf");
    expect(missing.error).toMatchObject({
      status: 400,
      statusCode: "404",
      message: "Object not found",
    });
    const noBucket = await env().anon().storage.from("no-such-bucket").download("a.pdf");
    expect(noBucket.error).toMatchObject({ statusCode: "404", message: "Bucket not found" });
  });
});

describe("upload, public URL, list and remove", () => {
  const name = thumbnailPath(1767225600001);

  it("uploads as the caller, with the owner and metadata Storage records, bytes filed under the object id", async () => {
    const upload = await thumbnails().upload(name, png(2048, 7), { cacheControl: "600" });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path: name, fullPath: `resource-thumbnails/${name}` });

    const row = await objectRow("resource-thumbnails", name);
    expect(row).toMatchObject({ id: upload.data!.id, owner_id: seedAccounts.admin.id });
    expect(row?.metadata).toMatchObject({
      size: 2048,
      mimetype: "image/png",
      cacheControl: "max-age=600",
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
    const bytes = await readFile(join(env().storageDir, "objects", row!.id));
    expect(bytes.equals(Buffer.alloc(2048, 7))).toBe(true);
  });

  it("serves a public bucket's file by its public URL, without any key", async () => {
    const { publicUrl } = thumbnails().getPublicUrl(name).data;
    expect(publicUrl).toBe(`${env().url}/storage/v1/object/public/resource-thumbnails/${name}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("max-age=600");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.alloc(2048, 7))).toBe(true);
  });

  it("refuses to overwrite without x-upsert, and replaces the bytes with it where the policies allow", async () => {
    const again = await thumbnails().upload(name, png(100, 9));
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });
    const before = await objectRow("resource-thumbnails", name);

    // An upsert also needs an UPDATE policy, which this bucket gives nobody; the service role bypasses RLS.
    const refused = await thumbnails().upload(name, png(100, 9), { upsert: true });
    expect(refused.error).toMatchObject({
      statusCode: "403",
      message: "new row violates row-level security policy",
    });
    const upsert = await env()
      .serviceRole()
      .storage.from("resource-thumbnails")
      .upload(name, png(100, 9), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(upsert.data?.id).toBe(before!.id);
    expect(
      (await readFile(join(env().storageDir, "objects", before!.id))).equals(Buffer.alloc(100, 9)),
    ).toBe(true);
  });

  it("lists a folder's files and, at the root, the folder itself", async () => {
    const folder = await thumbnails().list(seedAccounts.admin.id);
    expect(folder.error).toBeNull();
    expect(folder.data).toEqual([
      expect.objectContaining({
        name: "1767225600001.png",
        id: expect.any(String),
        metadata: expect.objectContaining({ size: 100 }),
      }),
    ]);
    const root = await thumbnails().list();
    expect(root.data).toEqual([expect.objectContaining({ name: seedAccounts.admin.id, id: null })]);
    const searched = await thumbnails().list(seedAccounts.admin.id, { search: "nothing-like-it" });
    expect(searched.data).toEqual([]);
  });

  it("removes the object, its row and its bytes", async () => {
    const row = await objectRow("resource-thumbnails", name);
    const removed = await thumbnails().remove([
      name,
      `${seedAccounts.admin.id}/never-uploaded.png`,
    ]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([name]);
    expect(await objectRow("resource-thumbnails", name)).toBeUndefined();
    expect((await filesOnDisk()).objects).not.toContain(row!.id);
    const gone = await fetch(thumbnails().getPublicUrl(name).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
  });
});

describe("limits", () => {
  it("refuses a file over the bucket's size limit, and keeps nothing of it", async () => {
    const before = await filesOnDisk();
    const { error } = await thumbnails().upload(
      thumbnailPath(1767225600002),
      png(THUMBNAIL_LIMIT + 1),
    );
    expect(error).toMatchObject({
      status: 400,
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
    expect(await objectRow("resource-thumbnails", thumbnailPath(1767225600002))).toBeUndefined();
    expect(await filesOnDisk()).toEqual(before);
    expect(
      (await thumbnails().upload(thumbnailPath(1767225600003), png(THUMBNAIL_LIMIT))).error,
    ).toBeNull();
  });

  it("refuses a file over the global limit in a bucket that allows more", async () => {
    const pdf = new Blob([new Uint8Array(GLOBAL_LIMIT + MiB)], { type: "application/pdf" });
    const { error } = await admin.storage
      .from("legal-documents")
      .upload("form_adv-1767225600004.pdf", pdf);
    expect(error).toMatchObject({ statusCode: "413" });
    const raw = await admin.storage
      .from("legal-documents")
      .upload("form_adv-1767225600005.pdf", new Uint8Array(GLOBAL_LIMIT + 1), {
        contentType: "application/pdf",
      });
    expect(raw.error).toMatchObject({ statusCode: "413" });
    expect((await filesOnDisk()).tmp).toEqual([]);
  });

  it("refuses a MIME type the bucket does not allow", async () => {
    const text = await thumbnails().upload(
      thumbnailPath(1767225600006),
      new Blob(["hello"], { type: "text/html" }),
    );
    expect(text.error).toMatchObject({
      statusCode: "415",
      message: "mime type text/html is not supported",
    });
    const raw = await thumbnails().upload(thumbnailPath(1767225600007), new Uint8Array([1, 2, 3]), {
      contentType: "application/pdf",
    });
    expect(raw.error).toMatchObject({ statusCode: "415" });
  });

  it("answers an oversized body as soon as it passes the limit, without waiting for the rest", async () => {
    const { data } = await admin.auth.getSession();
    // A chunked body with no declared length: only counting the bytes can catch it.
    const endless = 200 * MiB;
    const answer = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = request(
          `${env().url}/storage/v1/object/resource-thumbnails/${thumbnailPath(1767225600008)}`,
          {
            method: "POST",
            headers: {
              apikey: LOCAL_DEMO_ANON_KEY,
              Authorization: `Bearer ${data.session!.access_token}`,
              "Content-Type": "image/png",
            },
          },
        );
        let answered = false;
        req.on("response", (response) => {
          answered = true;
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, body, sent });
            req.destroy();
          });
        });
        req.on("error", (error) => (sent > 0 ? undefined : reject(error)));
        const chunk = Buffer.alloc(256 * 1024);
        const pump = () => {
          while (sent < endless && !answered && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
        };
        pump();
      },
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: "413" });
    expect(answer.sent).toBeLessThan(THUMBNAIL_LIMIT + 16 * MiB);
    expect((await filesOnDisk()).tmp).toEqual([]);
  });
});

describe("abandoned uploads", () => {
  it("leave no file and no row when the client hangs up mid-body", async () => {
    const { data } = await admin.auth.getSession();
    const name = thumbnailPath(1767225600009);
    const req = request(`${env().url}/storage/v1/object/resource-thumbnails/${name}`, {
      method: "POST",
      headers: {
        apikey: LOCAL_DEMO_ANON_KEY,
        Authorization: `Bearer ${data.session!.access_token}`,
        "Content-Type": "image/png",
      },
    });
    req.on("error", () => undefined);
    req.write(Buffer.alloc(MiB));
    // Wait until the upload is being written, then hang up.
    for (let i = 0; i < 100 && (await filesOnDisk()).tmp.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await filesOnDisk()).tmp).toHaveLength(1);
    req.destroy();
    for (let i = 0; i < 100 && (await filesOnDisk()).tmp.length > 0; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await filesOnDisk()).tmp).toEqual([]);
    expect(await objectRow("resource-thumbnails", name)).toBeUndefined();
    expect(env().logs).toEqual([]);
  });
});

describe("the release bucket, where a file's name is the SHA-256 of its bytes", () => {
  const releases = () => env().serviceRole().storage.from("site-releases");
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const html = (text: string) => new Blob([text], { type: "text/html" });

  it("refuses, from the service role that records releases, bytes stored under another file's hash", async () => {
    const recorded = "<!doctype html><p>The fee is 1% a year.</p>";
    const forged = "<!doctype html><p>The fee is 0% a year.</p>";
    const before = await filesOnDisk();
    const { error } = await releases().upload(sha256(recorded), html(forged));
    expect(error).toMatchObject({ status: 400, statusCode: "400" });
    expect(error?.message).toContain("is not the SHA-256 of its bytes");
    expect(await objectRow("site-releases", sha256(recorded))).toBeUndefined();
    expect(await filesOnDisk()).toEqual(before);

    expect((await releases().upload(sha256(recorded), html(recorded))).error).toBeNull();
    const kept = await releases().download(sha256(recorded));
    expect(await kept.data?.text()).toBe(recorded);
  });

  it("serves a kept page through a signed URL as plain text, as hosted Storage does, so it never runs", async () => {
    const page = "<!doctype html><script>alert(document.domain)</script>";
    expect((await releases().upload(sha256(page), html(page))).error).toBeNull();
    const signer = await env().signedInAtAal2();
    const { data, error } = await signer.storage
      .from("site-releases")
      .createSignedUrl(sha256(page), 60);
    expect(error).toBeNull();
    const served = await fetch(data!.signedUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await served.text()).toBe(page);
  });
});

describe("keys", () => {
  it.each([
    "..%2F..%2Fetc%2Fpasswd",
    "a%2F..%2Fb.png",
    "%2e%2e/escape.png",
    "folder//file.png",
    "bad%00name.png",
    "brace{}.png",
  ])("refuses the object name %s with InvalidKey", async (rawName) => {
    const response = await fetch(`${env().url}/storage/v1/object/resource-thumbnails/${rawName}`, {
      method: "POST",
      headers: {
        apikey: LOCAL_DEMO_ANON_KEY,
        Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}`,
        "Content-Type": "image/png",
      },
      body: new Uint8Array([1]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidKey" });
  });

  it("keeps only object-id file names on disk", async () => {
    const { objects, tmp } = await filesOnDisk();
    expect(tmp).toEqual([]);
    for (const file of objects)
      expect(file).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const { rows } = await env().db.query<{ id: string }>("select id::text from storage.objects");
    expect(objects.sort()).toEqual(rows.map((row) => row.id).sort());
  });
});
