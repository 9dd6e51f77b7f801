// /rest/v1 through supabase-js: every query shape the app uses, the filters, paging and counts
// PostgREST offers, and PostgREST's error answers. Expected rows come from the database itself.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../../../supabase/local/core/jwt";
import { LOCAL_JWT_SECRET } from "../../../supabase/local/core/keys";
import { LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { jsonRowsOf } from "../../support/json-rows";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let admin: SupabaseClient;
let visitor: SupabaseClient;
beforeAll(async () => {
  admin = await env().signedInAtAal2();
  visitor = await env().signedIn("visitor");
});

const sql = jsonRowsOf(() => env().db);

async function rest(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${env().url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_DEMO_ANON_KEY,
      Authorization: `Bearer ${LOCAL_DEMO_ANON_KEY}`,
      ...init.headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const RESOURCE_CARD = "id, title, description, category, url, thumbnail_url";

describe("the app's queries", () => {
  it("reads the featured resources newest first, as the public page does", async () => {
    const { data, error, status } = await env()
      .anon()
      .from("recommended_resources")
      .select(RESOURCE_CARD)
      .eq("is_featured", true)
      .order("created_at", { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual(
      await sql(
        `select ${RESOURCE_CARD} from public.recommended_resources where is_featured order by created_at desc`,
      ),
    );
    expect(data?.length).toBeGreaterThan(0);
  });

  it("reads the active legal documents newest first, as /adv does", async () => {
    const columns = "id, name, document_type, file_path, file_size, created_at";
    const { data, error } = await env()
      .anon()
      .from("legal_documents")
      .select(columns)
      .eq("is_active", true)
      .order("created_at", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual(
      await sql(
        `select ${columns} from public.legal_documents where is_active order by created_at desc`,
      ),
    );
  });

  it("reads every resource and the analytics for an admin", async () => {
    // Every column but the Marketing Rule answers, which the API gives only through resource_answers().
    const columns =
      "id, title, description, category, url, thumbnail_url, is_featured, user_id, created_at";
    const resources = await admin
      .from("recommended_resources")
      .select(columns)
      .order("created_at", { ascending: false });
    expect(resources.data).toEqual(
      await sql(`select ${columns} from public.recommended_resources order by created_at desc`),
    );
    const analytics = await admin
      .from("website_analytics")
      .select("*")
      .order("updated_at", { ascending: false });
    expect(analytics.data).toEqual(
      await sql("select * from public.website_analytics order by updated_at desc"),
    );
    expect(analytics.data?.map((row) => row.metric_name)).toEqual(
      expect.arrayContaining(["total_visitors", "seo_score"]),
    );
  });

  it("checks the admin role with the has_role function", async () => {
    const { data: adminUser } = await admin.auth.getUser();
    const { data: visitorUser } = await visitor.auth.getUser();
    expect(
      await admin.rpc("has_role", { _user_id: adminUser.user!.id, _role: "admin" }),
    ).toMatchObject({ data: true, error: null });
    expect(
      await visitor.rpc("has_role", { _user_id: visitorUser.user!.id, _role: "admin" }),
    ).toMatchObject({ data: false, error: null });
  });

  it("creates, updates and deletes a resource as an admin", async () => {
    const created = await admin
      .from("recommended_resources")
      .insert({
        title: "Index Funds",
        description: "Why costs matter.",
        url: "https://example.com/index",
        category: "Guides",
        is_featured: true,
        user_id: seedAccounts.admin.id,
      })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    const id = created.data!.id as string;
    expect(
      await sql(
        "select title, is_featured, user_id from public.recommended_resources where id = $1",
        [id],
      ),
    ).toEqual([{ title: "Index Funds", is_featured: true, user_id: seedAccounts.admin.id }]);

    const updated = await admin
      .from("recommended_resources")
      .update({ title: "Index Funds, Explained", is_featured: false })
      .eq("id", id);
    expect(updated).toMatchObject({ error: null, status: 204, data: null });
    expect(
      await sql("select title, is_featured from public.recommended_resources where id = $1", [id]),
    ).toEqual([{ title: "Index Funds, Explained", is_featured: false }]);

    const deleted = await admin.from("recommended_resources").delete().eq("id", id);
    expect(deleted).toMatchObject({ error: null, status: 204 });
    expect(await sql("select 1 from public.recommended_resources where id = $1", [id])).toEqual([]);
  });

  it("records a document and retires it as an admin; visitors then no longer see it", async () => {
    const created = await admin
      .from("legal_documents")
      .insert({
        name: "Form ADV Part 2A (2027)",
        document_type: "adv_part_2a",
        file_path: "adv_part_2a-1798761600000.pdf",
        file_size: 2048,
        mime_type: "application/pdf",
        sha256: "ab".repeat(32),
      })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    expect((await env().anon().from("legal_documents").select("id").eq("id", id)).data).toEqual([
      { id },
    ]);

    expect(
      (await admin.from("legal_documents").update({ is_active: false }).eq("id", id)).error,
    ).toBeNull();
    expect(await sql("select is_active from public.legal_documents where id = $1", [id])).toEqual([
      { is_active: false },
    ]);
    expect((await env().anon().from("legal_documents").select("id").eq("id", id)).data).toEqual([]);
  });
});

describe("filters, order, paging and counts", () => {
  const all = () => env().serviceRole().from("recommended_resources");
  type IdQuery = ReturnType<ReturnType<typeof all>["select"]>;

  it.each([
    ["eq", (q: IdQuery) => q.eq("category", "Due Diligence"), "category = 'Due Diligence'"],
    ["neq", (q: IdQuery) => q.neq("category", "Due Diligence"), "category <> 'Due Diligence'"],
    ["in", (q: IdQuery) => q.in("category", ["Tools", "Fees"]), "category in ('Tools', 'Fees')"],
    ["like", (q: IdQuery) => q.like("title", "%Tax%"), "title like '%Tax%'"],
    ["ilike", (q: IdQuery) => q.ilike("title", "%TAX%"), "title ilike '%tax%'"],
    ["is null", (q: IdQuery) => q.is("thumbnail_url", null), "thumbnail_url is null"],
    [
      "not is null",
      (q: IdQuery) => q.not("thumbnail_url", "is", null),
      "thumbnail_url is not null",
    ],
    ["is false", (q: IdQuery) => q.is("is_featured", false), "is_featured is false"],
    [
      "not in",
      (q: IdQuery) => q.not("category", "in", '("Tools","Fees")'),
      "category not in ('Tools', 'Fees')",
    ],
  ])("filters with %s", async (_name, filter, where) => {
    const { data, error } = await filter(all().select("id")).order("id");
    expect(error).toBeNull();
    expect(data).toEqual(
      await sql(`select id from public.recommended_resources where ${where} order by id`),
    );
  });

  it("compares with gt, gte, lt and lte", async () => {
    const [middle] = await sql<{ created_at: string }>(
      "select created_at from public.recommended_resources order by created_at offset 3 limit 1",
    );
    const at = middle!.created_at;
    const count = async (op: string) =>
      (await sql(`select 1 from public.recommended_resources where created_at ${op} $1`, [at]))
        .length;
    expect((await all().select("id").gt("created_at", at)).data).toHaveLength(await count(">"));
    expect((await all().select("id").gte("created_at", at)).data).toHaveLength(await count(">="));
    expect((await all().select("id").lt("created_at", at)).data).toHaveLength(await count("<"));
    expect((await all().select("id").lte("created_at", at)).data).toHaveLength(await count("<="));
  });

  it("keeps SQL in values as data", async () => {
    const { data, error } = await all().select("id").eq("title", "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(
      (await all().select("id").ilike("title", "%'; drop table public.recommended_resources; --%"))
        .data,
    ).toEqual([]);
    expect(
      (await sql("select count(*)::int as n from public.recommended_resources"))[0],
    ).toMatchObject({ n: expect.any(Number) });
  });

  it("orders by several columns, pages with range and counts exactly", async () => {
    const expected = await sql<{ id: string }>(
      "select id from public.recommended_resources order by category asc, created_at desc",
    );
    const page = await all()
      .select("id", { count: "exact" })
      .order("category")
      .order("created_at", { ascending: false })
      .range(2, 4);
    expect(page.error).toBeNull();
    expect(page.data).toEqual(expected.slice(2, 5));
    expect(page.count).toBe(expected.length);
    expect(page.status).toBe(206);
    expect(
      (
        await all()
          .select("id")
          .order("category")
          .order("created_at", { ascending: false })
          .limit(2)
      ).data,
    ).toEqual(expected.slice(0, 2));
  });

  it("answers the Range header and count-only requests", async () => {
    const total = (await sql("select 1 from public.recommended_resources where is_featured"))
      .length;
    const ranged = await rest(
      "/recommended_resources?select=id&is_featured=eq.true&order=created_at.desc",
      { headers: { Range: "0-1", Prefer: "count=exact" } },
    );
    expect(ranged.status).toBe(206);
    expect(ranged.body).toHaveLength(2);
    expect(ranged.headers.get("content-range")).toBe(`0-1/${total}`);
    const head = await env()
      .anon()
      .from("recommended_resources")
      .select("id", { count: "exact", head: true })
      .eq("is_featured", true);
    expect(head).toMatchObject({ count: total, data: null, error: null });
    expect(
      await rest("/recommended_resources?select=id&offset=1000", {
        headers: { Prefer: "count=exact" },
      }),
    ).toMatchObject({ status: 416, body: { code: "PGRST103" } });
  });

  it("returns one object for single() and maybeSingle(), and PGRST116 otherwise", async () => {
    const [first] = await sql<{ id: string; title: string }>(
      "select id, title from public.recommended_resources where is_featured limit 1",
    );
    expect(
      (
        await env()
          .anon()
          .from("recommended_resources")
          .select("id, title")
          .eq("id", first!.id)
          .single()
      ).data,
    ).toEqual(first);
    const missing = await env()
      .anon()
      .from("recommended_resources")
      .select("id")
      .eq("id", "00000000-0000-4000-8000-000000000000")
      .single();
    expect(missing).toMatchObject({
      status: 406,
      data: null,
      error: { code: "PGRST116", details: "The result contains 0 rows" },
    });
    expect(
      await env()
        .anon()
        .from("recommended_resources")
        .select("id")
        .eq("id", "00000000-0000-4000-8000-000000000000")
        .maybeSingle(),
    ).toMatchObject({ data: null, error: null });
    expect(
      (await env().anon().from("recommended_resources").select("id").maybeSingle()).error,
    ).toMatchObject({ code: "PGRST116" });
  });

  it("rolls back a singular update that touches several rows", async () => {
    const before = await sql("select id, category from public.recommended_resources order by id");
    const result = await env()
      .serviceRole()
      .from("recommended_resources")
      .update({ category: "Changed" })
      .neq("category", "none")
      .select()
      .single();
    expect(result).toMatchObject({ status: 406, error: { code: "PGRST116" } });
    expect(await sql("select id, category from public.recommended_resources order by id")).toEqual(
      before,
    );
  });
});

describe("the schema cache", () => {
  it("knows a table created after start-up once it is reloaded", async () => {
    await env().db.exec(
      "create table public.late_arrival (id int primary key); grant select on public.late_arrival to anon;",
    );
    expect((await env().anon().from("late_arrival").select()).error).toMatchObject({
      code: "PGRST205",
    });
    await env().stack.refreshSchema();
    expect(await env().anon().from("late_arrival").select()).toMatchObject({
      status: 200,
      data: [],
    });
  });
});

describe("errors, as PostgREST answers them", () => {
  it("404 for an unknown table or function", async () => {
    expect(await env().anon().from("no_such_table").select()).toMatchObject({
      status: 404,
      error: {
        code: "PGRST205",
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      },
    });
    expect((await env().anon().rpc("no_such_function", { a: 1 })).error).toMatchObject({
      code: "PGRST202",
    });
    expect((await admin.rpc("has_role", { _user_id: seedAccounts.admin.id })).error).toMatchObject({
      code: "PGRST202",
    });
  });

  it("400 for unknown columns, unparsable filters and bad values", async () => {
    expect(await env().anon().from("recommended_resources").select("nope")).toMatchObject({
      status: 400,
      error: { code: "42703" },
    });
    expect(
      await env().anon().from("recommended_resources").select("id").eq("nope", 1),
    ).toMatchObject({ status: 400, error: { code: "42703" } });
    expect(await rest("/recommended_resources?title=resembles.x")).toMatchObject({
      status: 400,
      body: { code: "PGRST100" },
    });
    expect(
      await env().anon().from("recommended_resources").select("id").eq("id", "not-a-uuid"),
    ).toMatchObject({ status: 400, error: { code: "22P02" } });
    expect(
      await rest("/recommended_resources", {
        method: "POST",
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      }),
    ).toMatchObject({ status: 400, body: { code: "PGRST102" } });
    const unknownKey = await admin
      .from("recommended_resources")
      .insert({ title: "t", description: "d", url: "https://x.example", colour: "red" });
    expect(unknownKey).toMatchObject({ status: 400, error: { code: "PGRST204" } });
  });

  it("400 for an update or delete without filters, as Supabase's pg-safeupdate answers", async () => {
    const before = await sql("select id, title from public.recommended_resources order by id");
    expect(
      await env().serviceRole().from("recommended_resources").update({ title: "All of them" }),
    ).toMatchObject({
      status: 400,
      error: { code: "21000", message: "UPDATE requires a WHERE clause" },
    });
    expect(await env().serviceRole().from("recommended_resources").delete()).toMatchObject({
      status: 400,
      error: { code: "21000", message: "DELETE requires a WHERE clause" },
    });
    expect(await sql("select id, title from public.recommended_resources order by id")).toEqual(
      before,
    );
  });

  it("400 for a value the database's checks refuse", async () => {
    const result = await admin.from("recommended_resources").insert({
      title: "Bad link",
      description: "d",
      url: "javascript:alert(1)",
      user_id: seedAccounts.admin.id,
    });
    expect(result).toMatchObject({ status: 400, error: { code: "23514" } });
  });

  it("409 for a unique violation", async () => {
    const [existing] = await sql<{ file_path: string }>(
      "select file_path from public.legal_documents limit 1",
    );
    const duplicate = await admin.from("legal_documents").insert({
      name: "Copy",
      document_type: existing!.file_path.split("-")[0],
      file_path: existing!.file_path,
      file_size: 10,
      mime_type: "application/pdf",
      sha256: "ab".repeat(32),
    });
    expect(duplicate).toMatchObject({ status: 409, error: { code: "23505" } });
  });

  it("401 for anon and 403 for a signed-in user when row-level security refuses", async () => {
    const row = {
      title: "Sneaky",
      description: "d",
      url: "https://x.example",
      user_id: seedAccounts.visitor.id,
    };
    expect(await env().anon().from("recommended_resources").insert(row)).toMatchObject({
      status: 401,
      error: { code: "42501" },
    });
    expect(await visitor.from("recommended_resources").insert(row)).toMatchObject({
      status: 403,
      error: { code: "42501" },
    });
  });

  it("401 for expired, forged or malformed tokens; 401 without an API key; 406 for another schema", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ role: "anon", exp: now - 3600 }, LOCAL_JWT_SECRET);
    const forged = await signJwt(
      { role: "service_role", exp: now + 3600 },
      "not-the-secret-but-long-enough-to-sign-with",
    );
    const as = (token: string) =>
      rest("/recommended_resources?select=id", { headers: { Authorization: `Bearer ${token}` } });
    expect(await as(expired)).toMatchObject({
      status: 401,
      body: { code: "PGRST303", message: "JWT expired" },
    });
    expect(await as(forged)).toMatchObject({ status: 401, body: { code: "PGRST301" } });
    expect(await as("abc")).toMatchObject({
      status: 401,
      body: { code: "PGRST301", message: "Expected 3 parts in JWT; got 1" },
    });
    expect((await as(expired)).headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(await rest("/recommended_resources", { headers: { apikey: "" } })).toMatchObject({
      status: 401,
      body: { message: "No API key found in request" },
    });
    expect(await env().anon().schema("auth").from("users").select()).toMatchObject({
      status: 406,
      error: { code: "PGRST106" },
    });
  });
});
