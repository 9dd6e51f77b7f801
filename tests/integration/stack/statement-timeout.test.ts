// A runaway query cannot stall the stack: the role's statement_timeout (3 s anon, 8 s authenticated,
// from baseline.sql) stops it, on PGlite (its own thread, ended and reopened) as on PostgreSQL, with
// PostgREST's answer; other requests are answered meanwhile, and committed data survives.
import { beforeAll, describe, expect, it } from "vitest";
import { backends, openEmptyDatabase } from "../../../supabase/tests/support/database";
import { expectAuthHealthy, LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const TIMEOUT_ANSWER = {
  status: 500,
  body: {
    code: "57014",
    details: null,
    hint: null,
    message: "canceling statement due to statement timeout",
  },
};

// Only this test's database has these: a sleeping and a counting (CPU-bound) function for the API.
const SLOW_FUNCTIONS = `
  create function public.test_sleep(seconds double precision) returns boolean
    language sql set search_path = '' as $$ select true from pg_catalog.pg_sleep(seconds) $$;
  create function public.test_count_to(n bigint) returns bigint
    language sql set search_path = '' as $$ select count(*) from pg_catalog.generate_series(1::bigint, n) $$;
  grant execute on function public.test_sleep(double precision), public.test_count_to(bigint) to anon, authenticated;
`;

describe.each(backends)("on %s", (backend) => {
  const env = useTestStack({
    emptyDatabase: backend === "postgres" ? () => openEmptyDatabase(backend) : undefined,
  });
  beforeAll(async () => {
    await env().db.exec(SLOW_FUNCTIONS);
    await env().stack.refreshSchema();
  });

  async function rpc(
    name: string,
    args: unknown,
    token = LOCAL_DEMO_ANON_KEY,
  ): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${env().url}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: {
        apikey: LOCAL_DEMO_ANON_KEY,
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: await response.json() };
  }

  async function featuredTitles(): Promise<string[]> {
    const { data, error } = await env()
      .anon()
      .from("recommended_resources")
      .select("title")
      .eq("is_featured", true);
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.title).sort();
  }

  it("stops anon's sleeping call at 3 s with PostgREST's 57014, while other requests are answered", async () => {
    const before = await featuredTitles();
    let slowAnswered = false;
    const slow = rpc("test_sleep", { seconds: 60 }).finally(() => {
      slowAnswered = true;
    });
    // Let the call reach the database, then ask the stack other things while it sleeps.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expectAuthHealthy(env());
    expect(slowAnswered).toBe(false);
    const featuredMeanwhile = featuredTitles();

    expect(await slow).toEqual(TIMEOUT_ANSWER);
    expect(await featuredMeanwhile).toEqual(before);
  });

  it("stops a CPU-bound count the same way, and committed data outlives the stop", async () => {
    const admin = await env().signedInAtAal2();
    const row = {
      title: `Committed before a timeout (${backend})`,
      description: "d",
      url: "https://example.com/",
      user_id: seedAccounts.admin.id,
      is_featured: true,
    };
    expect((await admin.from("recommended_resources").insert(row)).error).toBeNull();

    expect(await rpc("test_count_to", { n: 100_000_000_000 })).toEqual(TIMEOUT_ANSWER);

    expect(await featuredTitles()).toContain(row.title);
    const second = { ...row, title: `Written after a timeout (${backend})` };
    expect((await admin.from("recommended_resources").insert(second)).error).toBeNull();
    expect(await featuredTitles()).toEqual(expect.arrayContaining([row.title, second.title]));
  });

  it("gives each role its own limit: 4 s is too long for anon, not for a signed-in user (8 s)", async () => {
    const token = await env().accessToken("visitor");
    expect(await rpc("test_sleep", { seconds: 4 }, token)).toEqual({ status: 200, body: true });
    expect(await rpc("test_sleep", { seconds: 4 })).toEqual(TIMEOUT_ANSWER);
  });
});
