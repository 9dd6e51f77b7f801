// What the admin screens ask PostgREST for, through supabase-js: search with or= (ilike inside,
// nested and()/or(), not.or), order on several columns with nulls placement, and updates and deletes
// that return their rows with an exact count. Expected rows come from the database itself; hostile
// logic trees are PostgREST's PGRST100 400, never a 5xx, and leave the data as it was.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../support/test-stack";
import { jsonRowsOf } from "../../support/json-rows";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let admin: SupabaseClient;
beforeAll(async () => {
  admin = await env().signedInAtAal2();
});

const sql = jsonRowsOf(() => env().db);

const resources = () => admin.from("recommended_resources");

describe("or= search", () => {
  it("matches either condition, ilike with * as the wildcard, as the admin search sends it", async () => {
    const [sample] = await sql<{ title: string; category: string }>(
      "select title, category from public.recommended_resources order by id limit 1",
    );
    const word = sample!.title.slice(1, 5);
    const { data, error } = await resources()
      .select("id")
      .or(`title.ilike.*${word.toUpperCase()}*,category.eq.${sample!.category}`)
      .order("id");
    expect(error).toBeNull();
    const expected = await sql(
      "select id from public.recommended_resources where title ilike $1 or category = $2 order by id",
      [`%${word}%`, sample!.category],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(data).toEqual(expected);
  });

  it("nests and() and or(), negates with not.or, and combines with plain filters", async () => {
    const { data, error } = await resources()
      .select("id")
      .eq("is_featured", true)
      .or("and(category.neq.none,title.ilike.*e*),or(description.ilike.*a*,thumbnail_url.is.null)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual(
      await sql(
        `select id from public.recommended_resources
        where is_featured and ((category <> 'none' and title ilike '%e%') or (description ilike '%a%' or thumbnail_url is null))
        order by id`,
      ),
    );
    const negated = await fetch(
      `${env().url}/rest/v1/recommended_resources?select=id&not.or=(is_featured.eq.true,title.ilike.*a*)&order=id`,
      {
        headers: {
          apikey: LOCAL_DEMO_SERVICE_ROLE_KEY,
          Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}`,
        },
      },
    );
    expect(await negated.json()).toEqual(
      await sql(
        "select id from public.recommended_resources where not (is_featured or title ilike '%a%') order by id",
      ),
    );
  });

  it("keeps quoted values with commas and parentheses whole, and binds every value", async () => {
    const hostile = `x'); drop table public.recommended_resources; --`;
    const { data, error } = await resources()
      .select("id")
      .or(`title.eq."${hostile}",title.eq."a, (b)"`);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(
      (await sql("select count(*)::int as n from public.recommended_resources"))[0]!.n,
    ).toBeGreaterThan(0);
  });

  it.each([
    ["an unclosed and(", "and(title.eq.1"],
    ["an empty tree", ""],
    ["a stray parenthesis", "title.eq.1,)"],
    ["an unknown operator", "title.noop.1"],
    ["a logic operator without parentheses", "and,title.eq.1"],
    ["deep nesting", `${"or(".repeat(200)}title.eq.1${")".repeat(200)}`],
  ])("answers %s with PGRST100, never a 5xx", async (_case, filter) => {
    const { status, error } = await resources().select("id").or(filter);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST100",
      message: expect.stringMatching(/^"failed to parse logic tree \(/),
    });
    expect(env().logs.filter((line) => line.includes("failed"))).toEqual([]);
  });

  it("reports an unknown column inside a tree as Postgres does (42703)", async () => {
    expect(await resources().select("id").or("nope.eq.1,title.eq.x")).toMatchObject({
      status: 400,
      error: { code: "42703" },
    });
  });
});

describe("order on several columns", () => {
  it("orders with desc and nulls first or last, column by column", async () => {
    const { data, error } = await resources()
      .select("id, thumbnail_url, category")
      .order("thumbnail_url", { ascending: false, nullsFirst: true })
      .order("category", { ascending: true, nullsFirst: false })
      .order("id", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual(
      await sql(
        "select id, thumbnail_url, category from public.recommended_resources order by thumbnail_url desc nulls first, category asc nulls last, id desc",
      ),
    );
  });
});

describe("updates and deletes that return their rows with a count", () => {
  it("answers an update with the changed rows, their count and PostgREST's Content-Range", async () => {
    const ids = (
      await sql<{ id: string }>("select id from public.recommended_resources order by id limit 2")
    ).map((row) => row.id);
    const { data, count, status, error } = await resources()
      .update({ category: "Renamed" }, { count: "exact" })
      .in("id", ids)
      .select("id, category");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(new Set(data)).toEqual(new Set(ids.map((id) => ({ id, category: "Renamed" }))));
    expect(
      await sql("select category from public.recommended_resources where id = any($1::uuid[])", [
        ids,
      ]),
    ).toEqual([{ category: "Renamed" }, { category: "Renamed" }]);
    const raw = await fetch(`${env().url}/rest/v1/recommended_resources?id=eq.${ids[0]}`, {
      method: "PATCH",
      headers: {
        apikey: LOCAL_DEMO_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
        Prefer: "return=representation,count=exact",
      },
      body: JSON.stringify({ category: "Again" }),
    });
    expect(raw.headers.get("content-range")).toBe("0-0/1");
  });

  it("answers a delete with the removed rows and their count", async () => {
    const [row] = await sql<{ id: string; title: string }>(
      "select id, title from public.recommended_resources order by id desc limit 1",
    );
    const { data, count, status, error } = await resources()
      .delete({ count: "exact" })
      .eq("id", row!.id)
      .select("id, title");
    expect(error).toBeNull();
    expect({ status, count, data }).toEqual({ status: 200, count: 1, data: [row] });
    expect(
      await sql("select id from public.recommended_resources where id = $1", [row!.id]),
    ).toEqual([]);
    const none = await resources().delete({ count: "exact" }).eq("id", row!.id).select("id");
    expect({ status: none.status, count: none.count, data: none.data }).toEqual({
      status: 200,
      count: 0,
      data: [],
    });
  });
});
