// The beacon's request over HTTP, as a browser sends it (POST /rest/v1/rpc/record_visit_event with
// the publishable key): answered 204 and counted; a consent signal answered alike and not counted; a
// bad field 400; a flood 429 (PostgREST's status from SQLSTATE PT429); the salt not reachable; and
// each way the counts were inflated (foreign Origins, a new User-Agent per event, a burst of
// consultations, scripted clients, an endless day, spoofed sources) now counted once or not at all.
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/core/keys";
import { startScheduledJobs } from "../../../supabase/local/db/scheduled-jobs";
import {} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

const origin = "https://www.prairieledgeradvisors.example";

function send(body: unknown, userAgent: string | undefined, headers: Record<string, string> = {}) {
  return fetch(`${env().url}/rest/v1/rpc/record_visit_event`, {
    method: "POST",
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
      "Content-Type": "application/json",
      ...(userAgent === undefined ? {} : { "User-Agent": userAgent }),
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

async function storedEvents(): Promise<number> {
  const { rows } = await env().db.query<{ n: number }>(
    "select count(*)::int as n from private.visit_events",
  );
  return rows[0]!.n;
}

/** Every request here comes from 127.0.0.1, one address: each test starts with its minute unused. */
beforeEach(async () => {
  await env().db.query("delete from private.visit_events");
});

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

describe("attempts to inflate the counts over HTTP", () => {
  it("30 foreign Origins, and none at all: answered 204 alike, nothing stored", async () => {
    for (let n = 0; n < 30; n += 1) {
      const response = await send(view, "Mozilla/5.0 (origin) Chrome/140.0", {
        Origin: `https://inflate-${n}.example`,
      });
      expect(response.status).toBe(204);
    }
    const noOrigin = await fetch(`${env().url}/rest/v1/rpc/record_visit_event`, {
      method: "POST",
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        "Content-Type": "application/json",
        "User-Agent": "Mozilla/5.0 (no origin) Chrome/140.0",
      },
      body: JSON.stringify(view),
    });
    expect(noOrigin.status).toBe(204);
    expect(await storedEvents()).toBe(0);
  });

  it("the site served from this machine (a local origin) is counted, as in development", async () => {
    const response = await send(view, "Mozilla/5.0 (local) Chrome/140.0", {
      Origin: "http://localhost:5173",
    });
    expect(response.status).toBe(204);
    expect(await storedEvents()).toBe(1);
  });

  it("200 events from one address, each with a new User-Agent: 20 counted, the rest refused with 429", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      statuses.push((await send(view, `Mozilla/5.0 (rotating ${n}) Chrome/140.0`)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(204));
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
    const { rows } = await env().db.query<{ visitors: number }>(
      "select count(distinct visitor_hash)::int as visitors from private.visit_events",
    );
    expect(rows[0]!.visitors).toBe(20);
  });

  it("400 consultations from one visitor at once: one counted", async () => {
    const consultation = { kind: "consultation", path: "/schedule", screen: "desktop" };
    const before = await env().db.query<{ consultations: number }>(
      "select coalesce(sum(consultations), 0)::int as consultations from public.analytics_daily where day = public.analytics_today()",
    );
    const statuses = await Promise.all(
      Array.from({ length: 400 }, () => send(consultation, "Mozilla/5.0 (booker) Chrome/140.0")),
    ).then((responses) => responses.map((response) => response.status));
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(await storedEvents()).toBe(1);
    const after = await env().db.query<{ consultations: number }>(
      "select coalesce(sum(consultations), 0)::int as consultations from public.analytics_daily where day = public.analytics_today()",
    );
    expect(after.rows[0]!.consultations - before.rows[0]!.consultations).toBe(1);
  });

  it("Node's fetch as it comes, and other HTTP libraries' User-Agents: answered alike, nothing stored", async () => {
    for (const userAgent of [undefined, "node", "undici", "curl/8.5.0", "python-requests/2.32"]) {
      expect((await send(view, userAgent)).status).toBe(204);
    }
    expect(await storedEvents()).toBe(0);
  });

  it("UTM tags with markup, a javascript: URL, a right-to-left override or Cyrillic look-alikes are recorded as 'other'", async () => {
    const spoofs = [
      "<b>google.com</b>",
      "javascript:alert(1)",
      "google.com\u202Emoc",
      "g\u043e\u043egle.com",
      "x".repeat(100),
    ];
    for (const [n, tag] of spoofs.entries()) {
      const response = await send(
        { ...view, utm_source: tag, utm_campaign: tag },
        `Mozilla/5.0 (spoof ${n}) Chrome/140.0`,
      );
      expect(response.status).toBe(204);
    }
    const { rows } = await env().db.query<{ source: string; campaign: string }>(
      "select distinct source, utm_campaign as campaign from private.visit_events",
    );
    expect(rows).toEqual([{ source: "other", campaign: "other" }]);
  });

  it("past the day's cap of raw events nothing is stored and the day is marked capped", async () => {
    const db = env().db;
    await db.query(
      `insert into public.analytics_daily (day) values (public.analytics_today()) on conflict do nothing`,
    );
    const { rows: saved } = await db.query<{ page_views: number }>(
      "select page_views from public.analytics_daily where day = public.analytics_today()",
    );
    await db.query(
      `update public.analytics_daily
       set page_views = private.max_visit_events_per_day() - consultations - contact_clicks
       where day = public.analytics_today()`,
    );
    try {
      expect((await send(view, "Mozilla/5.0 (past the cap) Chrome/140.0")).status).toBe(204);
      expect(await storedEvents()).toBe(0);
      const { rows } = await db.query<{ capped: boolean }>(
        "select capped from public.analytics_daily where day = public.analytics_today()",
      );
      expect(rows).toEqual([{ capped: true }]);
    } finally {
      await db.query(
        "update public.analytics_daily set page_views = $1, capped = false where day = public.analytics_today()",
        [saved[0]!.page_views],
      );
    }
  });
});
