// config.toml's [api] max_rows = 1000 caps every REST response, as PostgREST's db-max-rows does: the
// first 1000 rows of whatever was asked, with a Content-Range that says so.
import { beforeAll, describe, expect, it } from "vitest";
import { readProjectConfig } from "../../../supabase/local/core/project-config";
import { LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let featuredTotal: number;
beforeAll(async () => {
  await env().db.query(
    `insert into public.recommended_resources (title, description, url, user_id, is_featured)
     select 'Bulk ' || lpad(n::text, 4, '0'), 'd', 'https://example.com/' || n, $1, true from generate_series(1, 1100) n`,
    [seedAccounts.admin.id],
  );
  // Only this test's database has it: a set-returning function for the API.
  await env().db.exec(`
    create function public.test_numbers(n integer) returns setof integer
      language sql set search_path = '' as $$ select pg_catalog.generate_series(1, n) $$;
    grant execute on function public.test_numbers(integer) to anon;
  `);
  await env().stack.refreshSchema();
  const { rows } = await env().db.query<{ n: number }>(
    "select count(*)::int as n from public.recommended_resources where is_featured",
  );
  featuredTotal = rows[0]!.n;
});

async function read(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(
    `${env().url}/rest/v1/recommended_resources?select=title&is_featured=eq.true&order=title${query}`,
    {
      headers: { apikey: LOCAL_DEMO_ANON_KEY, ...headers },
    },
  );
  const rows = (await response.json()) as { title: string }[];
  return { status: response.status, range: response.headers.get("content-range"), rows };
}

describe("max_rows", () => {
  it("is 1000 in config.toml", () => {
    expect(readProjectConfig().maxRows).toBe(1000);
    expect(featuredTotal).toBeGreaterThan(1100);
  });

  it("answers a read of every featured row with the first 1000", async () => {
    const all = await read("");
    expect(all.status).toBe(200);
    expect(all.range).toBe("0-999/*");
    expect(all.rows).toHaveLength(1000);

    const counted = await read("", { Prefer: "count=exact" });
    expect(counted.status).toBe(206);
    expect(counted.range).toBe(`0-999/${featuredTotal}`);
    expect(counted.rows.map((row) => row.title)).toEqual(all.rows.map((row) => row.title));
  });

  it("caps a requested range or limit too, from its offset", async () => {
    const ranged = await read("", { Range: "0-1199" });
    expect(ranged.range).toBe("0-999/*");
    expect(ranged.rows).toHaveLength(1000);

    const limited = await read("&limit=5000&offset=50", { Prefer: "count=exact" });
    expect(limited.status).toBe(206);
    expect(limited.range).toBe(`50-1049/${featuredTotal}`);
    expect(limited.rows).toHaveLength(1000);

    const tail = await read("", { Range: "1000-1999", Prefer: "count=exact" });
    expect(tail.range).toBe(`1000-${featuredTotal - 1}/${featuredTotal}`);
    expect(tail.rows).toHaveLength(featuredTotal - 1000);

    const small = await read("&limit=3");
    expect(small.range).toBe("0-2/*");
    expect(small.rows).toHaveLength(3);
  });

  it("caps what a set-returning function answers", async () => {
    const { data, error } = await env().anon().rpc("test_numbers", { n: 1100 });
    expect(error).toBeNull();
    expect(data).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
  });
});
