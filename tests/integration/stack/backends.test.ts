// The stack's main paths on each database it serves: PGlite always, and PostgreSQL too when
// DATABASE_URL names a server the tests may create a scratch database on (CI sets it).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { legalDocumentFixturesDir } from "../../../supabase/local/core/paths";
import { backends, openEmptyDatabase } from "../../../supabase/tests/support/database";
import { seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

describe.each(backends)("on %s", (backend) => {
  // PGlite as the stack serves it (on its own thread), or a scratch PostgreSQL database.
  const env = useTestStack({
    emptyDatabase: backend === "postgres" ? () => openEmptyDatabase(backend) : undefined,
  });

  it("signs in, refreshes, answers the current user and signs out", async () => {
    const client = await env().signedInAtAal2();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(seedAccounts.admin.email);
    const refreshToken = refreshed.data.session!.refresh_token;
    expect((await client.auth.signOut()).error).toBeNull();
    expect(
      (await env().anon().auth.refreshSession({ refresh_token: refreshToken })).error,
    ).toMatchObject({ status: 400 });
  });

  it("reads, writes and refuses through row-level security", async () => {
    const { rows } = await env().db.query<{ n: number }>(
      "select count(*)::int as n from public.recommended_resources where is_featured",
    );
    const featured = await env()
      .anon()
      .from("recommended_resources")
      .select("id")
      .eq("is_featured", true);
    expect(featured.data).toHaveLength(rows[0]!.n);

    const admin = await env().signedInAtAal2();
    const row = {
      title: "On every backend",
      description: "d",
      url: "https://example.com/",
      user_id: seedAccounts.admin.id,
    };
    expect(
      (await admin.from("recommended_resources").insert(row).select("title").single()).data,
    ).toEqual({ title: "On every backend" });
    expect((await env().anon().from("recommended_resources").insert(row)).status).toBe(401);
    expect(
      (await admin.rpc("has_role", { _user_id: seedAccounts.admin.id, _role: "admin" })).data,
    ).toBe(true);
  });

  it("stores and serves files", async () => {
    const [document] = (
      await env().db.query<{ file_path: string }>(
        "select file_path from public.legal_documents limit 1",
      )
    ).rows;
    const download = await env()
      .anon()
      .storage.from("legal-documents")
      .download(document!.file_path);
    const fixture = await readFile(join(legalDocumentFixturesDir, document!.file_path));
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(fixture)).toBe(true);

    const admin = await env().signedInAtAal2();
    const name = `${seedAccounts.admin.id}/1767225600000.png`;
    expect(
      (
        await admin.storage
          .from("resource-thumbnails")
          .upload(name, new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }))
      ).error,
    ).toBeNull();
    const served = await fetch(
      admin.storage.from("resource-thumbnails").getPublicUrl(name).data.publicUrl,
    );
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("serves concurrent requests, each in its own transaction", async () => {
    const reads = Array.from({ length: 20 }, () =>
      env().anon().from("recommended_resources").select("id").eq("is_featured", true),
    );
    const signIns = Array.from({ length: 4 }, () =>
      env().anon().auth.signInWithPassword(seedAccounts.visitor),
    );
    const [readResults, signInResults] = await Promise.all([
      Promise.all(reads),
      Promise.all(signIns),
    ]);
    expect(
      readResults.every((result) => result.error === null && (result.data?.length ?? 0) > 0),
    ).toBe(true);
    expect(signInResults.every((result) => result.error === null)).toBe(true);
    expect(env().logs).toEqual([]);
  });
});
