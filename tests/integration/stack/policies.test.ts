// design.md's access table, seen through the HTTP API as anon, a signed-in visitor and an admin: the
// stack only forwards each request in the caller's role, so these answers are Postgres's grants and
// row-level security policies at work. What changed is checked in the database itself.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let anon: SupabaseClient;
let visitor: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;
beforeAll(async () => {
  anon = env().anon();
  visitor = await env().signedIn("visitor");
  admin = await env().signedInAtAal2();
  service = env().serviceRole();
});

async function ids(query: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await env().db.query<{ id: string }>(query, params);
  return rows.map((row) => row.id).sort();
}

const pdf = () =>
  new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" });

function sorted(rows: { id: string }[] | null): string[] {
  return (rows ?? []).map((row) => row.id).sort();
}

let counter = 0;
/** A resource written by the service role, for one test to change. */
async function freshResource(featured = true): Promise<string> {
  counter += 1;
  const { data, error } = await service
    .from("recommended_resources")
    .insert({
      title: `Fixture ${counter}`,
      description: "d",
      url: "https://example.com/",
      is_featured: featured,
    })
    .select("id")
    .single();
  if (error) throw error;
  return data.id as string;
}

async function resourceTitle(id: string): Promise<string | undefined> {
  const { rows } = await env().db.query<{ title: string }>(
    "select title from public.recommended_resources where id = $1",
    [id],
  );
  return rows[0]?.title;
}

describe("recommended_resources", () => {
  it("anon and visitors read the featured ones, admins all of them", async () => {
    const featured = await ids(
      "select id::text from public.recommended_resources where is_featured",
    );
    const everything = await ids("select id::text from public.recommended_resources");
    expect(featured.length).toBeLessThan(everything.length);
    expect(sorted((await anon.from("recommended_resources").select("id")).data)).toEqual(featured);
    expect(sorted((await visitor.from("recommended_resources").select("id")).data)).toEqual(
      featured,
    );
    expect(sorted((await admin.from("recommended_resources").select("id")).data)).toEqual(
      everything,
    );
  });

  it("only admins insert, and only as themselves", async () => {
    const row = (userId: string) => ({
      title: "New",
      description: "d",
      url: "https://example.com/new",
      user_id: userId,
    });
    expect(
      (await anon.from("recommended_resources").insert(row(seedAccounts.visitor.id))).status,
    ).toBe(401);
    expect(
      (await visitor.from("recommended_resources").insert(row(seedAccounts.visitor.id))).status,
    ).toBe(403);
    expect(
      (await admin.from("recommended_resources").insert(row(seedAccounts.visitor.id))).status,
    ).toBe(403);
    expect(
      (await admin.from("recommended_resources").insert(row(seedAccounts.admin.id))).status,
    ).toBe(201);
  });

  it("only admins update", async () => {
    const id = await freshResource();
    expect(
      (await anon.from("recommended_resources").update({ title: "anon" }).eq("id", id)).status,
    ).toBe(401);
    expect(
      (await visitor.from("recommended_resources").update({ title: "visitor" }).eq("id", id)).error,
    ).toBeNull();
    expect(await resourceTitle(id)).toMatch(/^Fixture/);
    expect(
      (await admin.from("recommended_resources").update({ title: "admin" }).eq("id", id)).error,
    ).toBeNull();
    expect(await resourceTitle(id)).toBe("admin");
  });

  it("only admins delete", async () => {
    const id = await freshResource();
    expect((await anon.from("recommended_resources").delete().eq("id", id)).status).toBe(401);
    expect((await visitor.from("recommended_resources").delete().eq("id", id)).error).toBeNull();
    expect(await resourceTitle(id)).toBeDefined();
    expect((await admin.from("recommended_resources").delete().eq("id", id)).error).toBeNull();
    expect(await resourceTitle(id)).toBeUndefined();
  });
});

describe("legal_documents", () => {
  let retired: string;
  beforeAll(async () => {
    // The file first, as the upload page stores it: no file may be put under a document's name.
    const upload = await service.storage
      .from("legal-documents")
      .upload("investment_agreement-1700000000000.pdf", pdf());
    if (upload.error) throw upload.error;
    const { data, error } = await service
      .from("legal_documents")
      .insert({
        name: "Old agreement",
        document_type: "investment_agreement",
        file_path: "investment_agreement-1700000000000.pdf",
        file_size: 1000,
        mime_type: "application/pdf",
      })
      .select("id")
      .single();
    if (error) throw error;
    retired = data.id as string;
    await service.from("legal_documents").update({ is_active: false }).eq("id", retired);
  });

  it("anon and visitors read the active ones, admins all of them", async () => {
    const active = await ids("select id::text from public.legal_documents where is_active");
    expect(active).not.toContain(retired);
    expect(sorted((await anon.from("legal_documents").select("id")).data)).toEqual(active);
    expect(sorted((await visitor.from("legal_documents").select("id")).data)).toEqual(active);
    expect(sorted((await admin.from("legal_documents").select("id")).data)).toEqual(
      await ids("select id::text from public.legal_documents"),
    );
  });

  it("only admins record documents", async () => {
    const row = (stamp: number) => ({
      name: "Form ADV",
      document_type: "form_adv",
      file_path: `form_adv-${stamp}.pdf`,
      file_size: 10,
      mime_type: "application/pdf",
      sha256: "ab".repeat(32),
    });
    expect((await anon.from("legal_documents").insert(row(1700000000001))).status).toBe(401);
    expect((await visitor.from("legal_documents").insert(row(1700000000002))).status).toBe(403);
    expect((await admin.from("legal_documents").insert(row(1700000000003))).status).toBe(201);
  });

  it("admins retire documents but cannot bring them back or delete them; nobody can", async () => {
    const [id] = await ids(
      "select id::text from public.legal_documents where is_active and document_type = 'form_adv' limit 1",
    );
    const isActive = async () =>
      (
        await env().db.query<{ is_active: boolean }>(
          "select is_active from public.legal_documents where id = $1",
          [id],
        )
      ).rows[0]?.is_active;
    expect(
      (await visitor.from("legal_documents").update({ is_active: false }).eq("id", id)).error,
    ).toBeNull();
    expect(await isActive()).toBe(true);
    expect(
      (await admin.from("legal_documents").update({ is_active: false }).eq("id", id)).error,
    ).toBeNull();
    expect(await isActive()).toBe(false);
    expect(
      (await admin.from("legal_documents").update({ is_active: true }).eq("id", id)).status,
    ).toBe(403);

    expect((await anon.from("legal_documents").delete().eq("id", id)).status).toBe(401);
    expect((await admin.from("legal_documents").delete().eq("id", id)).status).toBe(403);
    expect((await service.from("legal_documents").delete().eq("id", id)).error).toMatchObject({
      code: "42501",
    });
    expect(await isActive()).toBe(false);
  });
});

describe("content_history (an admin's change made over REST is recorded; nobody writes the record)", () => {
  interface Entry {
    id: number;
    row_id: string;
    operation: string;
    actor: string | null;
    before: { title?: string } | null;
    after: { title?: string } | null;
  }

  async function entriesSince(id: number): Promise<Entry[]> {
    const { rows } = await env().db.query<Entry>(
      "select id, row_id, operation::text, actor, before, after from public.content_history where id > $1 order by id",
      [id],
    );
    return rows;
  }

  async function lastId(): Promise<number> {
    const { rows } = await env().db.query<{ id: number }>(
      "select coalesce(max(id), 0)::int8 as id from public.content_history",
    );
    return rows[0]!.id;
  }

  async function snapshot() {
    return (await env().db.query("select * from public.content_history order by id")).rows;
  }

  describe("recording changes made over REST", () => {
    it("an admin's title edit is entered once, with the admin's id and the old and new title", async () => {
      const { rows } = await env().db.query<{ id: string; title: string }>(
        "select id, title from public.recommended_resources order by created_at limit 1",
      );
      const resource = rows[0]!;
      const start = await lastId();
      const { error } = await admin
        .from("recommended_resources")
        .update({ title: "Check out your adviser" })
        .eq("id", resource.id);
      expect(error).toBeNull();
      const entries = await entriesSince(start);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        row_id: resource.id,
        operation: "update",
        actor: seedAccounts.admin.id,
        before: { title: resource.title },
        after: { title: "Check out your adviser" },
      });
    });

    it("the service role's changes are entered by nobody (actor null)", async () => {
      const start = await lastId();
      const { data, error } = await service
        .from("recommended_resources")
        .insert({ title: "By a script", description: "d", url: "https://example.com/" })
        .select("id")
        .single();
      expect(error).toBeNull();
      expect(await entriesSince(start)).toEqual([
        expect.objectContaining({ row_id: data!.id, operation: "insert", actor: null }),
      ]);
    });
  });

  describe("nobody writes an entry over REST", () => {
    const forged = {
      id: 100000,
      table_name: "recommended_resources",
      row_id: "forged",
      operation: "insert",
      after: {},
      occurred_at: "2026-01-01T00:00:00Z",
      prev_hash: "0".repeat(64),
      hash: "f".repeat(64),
    };

    it("insert, update and delete are refused for anon, a visitor, an admin and the service role", async () => {
      const before = await snapshot();
      for (const [client, refused] of [
        [anon, 401],
        [visitor, 403],
        [admin, 403],
        [service, 403],
      ] as const) {
        const table = () => client.from("content_history");
        expect((await table().insert(forged)).status).toBe(refused);
        expect((await table().update({ actor: null }).gt("id", 0)).status).toBe(refused);
        expect((await table().delete().gt("id", 0)).status).toBe(refused);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("reading and verifying", () => {
    it("admins read every entry with an exact count; visitors none; anon is refused", async () => {
      const total = (await snapshot()).length;
      const adminRead = await admin
        .from("content_history")
        .select("id", { count: "exact" })
        .range(0, 4);
      expect(adminRead.count).toBe(total);
      expect(adminRead.data).toHaveLength(5);
      const visitorRead = await visitor.from("content_history").select("id", { count: "exact" });
      expect([visitorRead.data, visitorRead.count]).toEqual([[], 0]);
      expect((await anon.from("content_history").select("id")).status).toBe(401);
    });

    it("admins and the service role verify the chain; visitors and anon are refused", async () => {
      for (const client of [admin, service]) {
        const { data, error } = await client.rpc("verify_content_history").single();
        expect(error).toBeNull();
        expect(data).toMatchObject({ valid: true, entries: (await snapshot()).length });
      }
      expect((await visitor.rpc("verify_content_history")).status).toBe(403);
      expect((await anon.rpc("verify_content_history")).status).toBe(401);
    });
  });
});

describe("website_analytics, user_roles and has_role", () => {
  it("analytics: nothing for anon or visitors, every row for admins", async () => {
    expect((await anon.from("website_analytics").select("id")).status).toBe(401);
    expect((await visitor.from("website_analytics").select("id")).data).toEqual([]);
    expect(sorted((await admin.from("website_analytics").select("id")).data)).toEqual(
      await ids("select id::text from public.website_analytics"),
    );
  });

  it("user_roles: each signed-in user reads their own; only the service role writes", async () => {
    expect((await anon.from("user_roles").select("user_id")).status).toBe(401);
    expect((await visitor.from("user_roles").select("user_id")).data).toEqual([]);
    expect((await admin.from("user_roles").select("user_id, role")).data).toEqual([
      { user_id: seedAccounts.admin.id, role: "admin" },
    ]);
    expect(
      (await admin.from("user_roles").insert({ user_id: seedAccounts.visitor.id, role: "admin" }))
        .status,
    ).toBe(403);
    expect((await service.from("user_roles").select("user_id")).data).toHaveLength(1);
  });

  it("has_role: refused to anon, false for a visitor, true for the admin", async () => {
    const check = (client: SupabaseClient, userId: string) =>
      client.rpc("has_role", { _user_id: userId, _role: "admin" });
    expect((await check(anon, seedAccounts.admin.id)).status).toBe(401);
    expect((await check(visitor, seedAccounts.visitor.id)).data).toBe(false);
    // A visitor cannot see another user's roles either.
    expect((await check(visitor, seedAccounts.admin.id)).data).toBe(false);
    expect((await check(admin, seedAccounts.admin.id)).data).toBe(true);
  });
});

describe("storage", () => {
  const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
  const objectExists = async (bucket: string, name: string) =>
    (
      await env().db.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [
        bucket,
        name,
      ])
    ).rows.length === 1;

  it("legal-documents: the files of active documents are for everyone, the others for admins", async () => {
    const [active] = (
      await env().db.query<{ file_path: string }>(
        "select file_path from public.legal_documents where is_active limit 1",
      )
    ).rows;
    const retiredPath = "investment_agreement-1700000000000.pdf";
    for (const client of [anon, visitor, admin]) {
      expect(
        (await client.storage.from("legal-documents").download(active!.file_path)).error,
      ).toBeNull();
    }
    expect((await anon.storage.from("legal-documents").download(retiredPath)).error).toMatchObject({
      statusCode: "404",
    });
    expect(
      (await visitor.storage.from("legal-documents").download(retiredPath)).error,
    ).toMatchObject({ statusCode: "404" });
    expect((await admin.storage.from("legal-documents").download(retiredPath)).error).toBeNull();
  });

  it("legal-documents: only admins upload, and only well-named PDFs", async () => {
    const refused = { statusCode: "403", message: "new row violates row-level security policy" };
    expect(
      (await anon.storage.from("legal-documents").upload("form_adv-1700000000010.pdf", pdf()))
        .error,
    ).toMatchObject(refused);
    expect(
      (await visitor.storage.from("legal-documents").upload("form_adv-1700000000011.pdf", pdf()))
        .error,
    ).toMatchObject(refused);
    expect(
      (await admin.storage.from("legal-documents").upload("notes/form_adv.pdf", pdf())).error,
    ).toMatchObject(refused);
    expect(
      (await admin.storage.from("legal-documents").upload("form_adv-1700000000012.pdf", pdf()))
        .error,
    ).toBeNull();
    expect(await objectExists("legal-documents", "form_adv-1700000000011.pdf")).toBe(false);
    expect(await objectExists("legal-documents", "form_adv-1700000000012.pdf")).toBe(true);
  });

  it("resource-thumbnails: admins upload into their own folder only; anyone reads by public URL", async () => {
    const own = `${seedAccounts.admin.id}/1700000000020.png`;
    expect(
      (
        await admin.storage
          .from("resource-thumbnails")
          .upload(`${seedAccounts.visitor.id}/1700000000021.png`, png())
      ).error,
    ).toMatchObject({ statusCode: "403" });
    expect(
      (
        await visitor.storage
          .from("resource-thumbnails")
          .upload(`${seedAccounts.visitor.id}/1700000000022.png`, png())
      ).error,
    ).toMatchObject({ statusCode: "403" });
    expect(
      (
        await anon.storage
          .from("resource-thumbnails")
          .upload(`${seedAccounts.admin.id}/1700000000023.png`, png())
      ).error,
    ).toMatchObject({ statusCode: "403" });
    expect((await admin.storage.from("resource-thumbnails").upload(own, png())).error).toBeNull();
    expect(
      (await fetch(anon.storage.from("resource-thumbnails").getPublicUrl(own).data.publicUrl))
        .status,
    ).toBe(200);
  });

  it("resource-thumbnails: only admins list and delete", async () => {
    const name = `${seedAccounts.admin.id}/1700000000030.png`;
    expect((await admin.storage.from("resource-thumbnails").upload(name, png())).error).toBeNull();
    expect(
      (await anon.storage.from("resource-thumbnails").list(seedAccounts.admin.id)).data,
    ).toEqual([]);
    expect(
      (await visitor.storage.from("resource-thumbnails").list(seedAccounts.admin.id)).data,
    ).toEqual([]);
    expect(
      (await admin.storage.from("resource-thumbnails").list(seedAccounts.admin.id)).data?.map(
        (o) => o.name,
      ),
    ).toContain("1700000000030.png");

    expect((await visitor.storage.from("resource-thumbnails").remove([name])).data).toEqual([]);
    expect(await objectExists("resource-thumbnails", name)).toBe(true);
    expect((await admin.storage.from("resource-thumbnails").remove([name])).data).toHaveLength(1);
    expect(await objectExists("resource-thumbnails", name)).toBe(false);
  });
});
