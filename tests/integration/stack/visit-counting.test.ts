// The beacon's request over HTTP, as a browser sends it (POST /rest/v1/rpc/record_visit_event with
// the publishable key): answered 204 and counted; a consent signal answered alike and not counted; a
// bad field 400; a flood 429 (PostgREST's status from SQLSTATE PT429); the salt not reachable.
import { describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/core/keys";
import { startScheduledJobs } from "../../../supabase/local/db/scheduled-jobs";
import {} from "./test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const origin = "https://www.prairieledgeradvisors.example";

function send(body: unknown, userAgent: string, headers: Record<string, string> = {}) {
  return fetch(`${env().url}/rest/v1/rpc/record_visit_event`, {
    method: "POST",
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
      "Content-Type": "application/json",
      "User-Agent": userAgent,
      Origin: origin,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const view = { kind: "page_view", path: "/fees", screen: "phone", utm_source: "newsletter" };

async function eventsFrom(source: string): Promise<number> {
  const { rows } = await env().db.query<{ n: number }>(
    "select count(*)::int as n from private.visit_events where source = $1",
    [source],
  );
  return rows[0]!.n;
}

describe("POST /rest/v1/rpc/record_visit_event", () => {
  it("a browser's preflight is answered, the event 204 and counted for today", async () => {
    const preflight = await fetch(`${env().url}/rest/v1/rpc/record_visit_event`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey,authorization,content-type",
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get("access-control-allow-origin")).toBeTruthy();

    const response = await send(view, "Mozilla/5.0 (integration) Chrome/140.0");
    expect(response.status).toBe(204);
    expect(await eventsFrom("newsletter")).toBe(1);
  });

  it("with Sec-GPC: 1 or DNT: 1 it is answered alike and nothing is stored", async () => {
    const tagged = { ...view, utm_source: "gpc-test" };
    expect((await send(tagged, "Mozilla/5.0 (gpc) Chrome/140.0", { "Sec-GPC": "1" })).status).toBe(
      204,
    );
    expect((await send(tagged, "Mozilla/5.0 (dnt) Chrome/140.0", { DNT: "1" })).status).toBe(204);
    expect(await eventsFrom("gpc-test")).toBe(0);
  });

  it("a field that is not what the beacon sends is refused with 400", async () => {
    const response = await send(
      { ...view, referrer_host: "https://evil.example/path" },
      "Mozilla/5.0 (bad field) Chrome/140.0",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "23514" });
    const admin = await send({ ...view, path: "/admin" }, "Mozilla/5.0 (bad path) Chrome/140.0");
    expect(admin.status).toBe(400);
    expect(await admin.json()).toMatchObject({ code: "22023" });
  });

  it("a flood from one visitor is refused with 429 once the minute's events are used up", async () => {
    const tagged = { ...view, utm_source: "flood-test" };
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      statuses.push((await send(tagged, "Mozilla/5.0 (flood) Chrome/140.0")).status);
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    const refused = await send(tagged, "Mozilla/5.0 (flood) Chrome/140.0");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "PT429" });
    expect(await eventsFrom("flood-test")).toBe(20);
  });

  it("the salt and the raw events are not reachable through the API", async () => {
    const headers = { apikey: LOCAL_PUBLISHABLE_KEY };
    expect((await fetch(`${env().url}/rest/v1/visitor_salts`, { headers })).status).toBe(404);
    const privateProfile = await fetch(`${env().url}/rest/v1/visitor_salts`, {
      headers: { ...headers, "Accept-Profile": "private" },
    });
    expect(privateProfile.status).toBe(406);
    const anonRead = await fetch(`${env().url}/rest/v1/analytics_daily`, { headers });
    expect(anonRead.status).toBe(401);
  });

  it("the local stack's timer runs the maintenance job: an old day's salt is deleted", async () => {
    await env().db.query(
      "insert into private.visitor_salts (day) values (public.analytics_today() - 2) on conflict do nothing",
    );
    const salts = async () =>
      (
        await env().db.query(
          "select 1 from private.visitor_salts where day < public.analytics_today()",
        )
      ).rows.length;
    expect(await salts()).toBe(1);
    const stop = await startScheduledJobs(env().db, () => undefined, 50);
    stop();
    expect(await salts()).toBe(0);
  });
});
