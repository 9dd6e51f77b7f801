// Visit counting: the policy matrix's "visits, consultations" row as anon, a signed-in visitor, an
// admin at aal1 and at aal2 and the service role; the one narrow call that records; the fields,
// floods, consent signals and bots it refuses; the salt no API role can read; and unique visitors
// across a change of day.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { maxVisitEventsPerDay } from "../../src/content/admin/dashboard";
import { publicPaths } from "../../src/content/routes";
import { admin, adminAtAal1, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

/** What PostgREST puts in request.headers for a browser behind the platform's proxy. */
const browser = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
  "x-forwarded-for": "203.0.113.7, 198.51.100.20",
  origin: "https://www.prairieledgeradvisors.example",
};
type Headers = Record<string, string>;

async function setRequestHeaders(tx: Queryable, headers: Headers) {
  await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
}

const recordView = (path = "/about", extra = "") =>
  `select public.record_visit_event(kind => 'page_view', path => '${path}', screen => 'phone'${extra})`;

/** Records one event as `actor` with `headers`; the outcome of the call. */
async function record(tx: Queryable, actor: Actor, headers: Headers, sql = recordView()) {
  await setRequestHeaders(tx, headers);
  return attempt(tx, actor, sql);
}

interface Today {
  visitors: number;
  page_views: number;
  consultations: number;
  contact_clicks: number;
}

/** Today's counts, read as the owner (zeros when nothing was counted). */
async function today(tx: Queryable): Promise<Today> {
  const { rows } = await tx.query<Today>(
    `select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(page_views), 0)::int as page_views,
            coalesce(sum(consultations), 0)::int as consultations,
            coalesce(sum(contact_clicks), 0)::int as contact_clicks
     from public.analytics_daily where day = public.analytics_today()`,
  );
  return rows[0]!;
}

async function storedEvents(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from private.visit_events",
  );
  return rows[0]!.n;
}

/** The tables admins read, each with an assignment an update would make. */
const aColumn: Record<string, string> = {
  analytics_daily: "visitors = 0",
  analytics_daily_pages: "visitors = 0",
  analytics_daily_sources: "visitors = 0",
  analytics_settings: "time_zone = 'UTC'",
};
const rollupTables = Object.keys(aColumn);

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("recording through public.record_visit_event", () => {
    for (const actor of [anon, visitor, admin]) {
      test(
        `${actor.label} › a page view, a consultation and a contact click are counted for today`,
        rolledBack(async (tx) => {
          await record(
            tx,
            actor,
            browser,
            recordView("/fees", ", referrer_host => 'www.google.com'"),
          );
          await record(
            tx,
            actor,
            browser,
            "select public.record_visit_event('consultation', '/schedule', 'phone', utm_source => 'Newsletter')",
          );
          succeeded(
            await record(
              tx,
              actor,
              browser,
              "select public.record_visit_event('contact_click', '/contact', 'desktop')",
            ),
          );
          expect(await today(tx)).toEqual({
            visitors: 1,
            page_views: 1,
            consultations: 1,
            contact_clicks: 1,
          });
          const pages = await tx.query(
            `select path, visitors, page_views, consultations from public.analytics_daily_pages
             where day = public.analytics_today() order by path`,
          );
          expect(pages.rows).toEqual([
            { path: "/fees", visitors: 1, page_views: 1, consultations: 0 },
            { path: "/schedule", visitors: 0, page_views: 0, consultations: 1 },
          ]);
          const sources = await tx.query(
            `select source, visitors, page_views, consultations from public.analytics_daily_sources
             where day = public.analytics_today() order by source`,
          );
          expect(sources.rows).toEqual([
            { source: "google.com", visitors: 1, page_views: 1, consultations: 0 },
            { source: "newsletter", visitors: 0, page_views: 0, consultations: 1 },
          ]);
        }),
      );
    }

    test(
      "the stored event holds no IP address, no User-Agent and no origin, only the visitor's hash",
      rolledBack(async (tx) => {
        succeeded(await record(tx, anon, browser, recordView("/", ", utm_medium => 'email'")));
        const { rows } = await tx.query<{ event: string }>(
          "select to_jsonb(e)::text as event from private.visit_events e",
        );
        expect(rows).toHaveLength(1);
        for (const fragment of ["203.0.113.7", "198.51.100.20", "Chrome/140", "prairieledger"]) {
          expect(rows[0]!.event).not.toContain(fragment);
        }
        expect(JSON.parse(rows[0]!.event)).toMatchObject({
          kind: "page_view",
          path: "/",
          screen: "phone",
          source: "",
          utm_medium: "email",
        });
      }),
    );

    test(
      "the same visitor on the same day is one visitor; another browser or address is another",
      rolledBack(async (tx) => {
        await record(tx, anon, browser, recordView("/"));
        await record(tx, anon, browser, recordView("/about"));
        await record(tx, anon, browser, recordView("/about"));
        expect(await today(tx)).toMatchObject({ visitors: 1, page_views: 3 });
        // A client can put anything before the address the platform appended: still the same visitor.
        await record(tx, anon, { ...browser, "x-forwarded-for": "192.0.2.1, 198.51.100.20" });
        expect(await today(tx)).toMatchObject({ visitors: 1, page_views: 4 });
        await record(tx, anon, { ...browser, "user-agent": "Mozilla/5.0 (iPhone) Safari/604.1" });
        await record(tx, anon, { ...browser, "x-forwarded-for": "203.0.113.7, 198.51.100.21" });
        expect(await today(tx)).toMatchObject({ visitors: 3, page_views: 6 });
        const about = await tx.query(
          `select visitors, page_views from public.analytics_daily_pages
           where day = public.analytics_today() and path = '/about'`,
        );
        expect(about.rows).toEqual([{ visitors: 3, page_views: 5 }]);
      }),
    );

    test(
      "the same visitor on two days is two visitors: the day's salt is new and the old one deleted",
      rolledBack(async (tx) => {
        // now() stands still in a transaction: moving the firm's time zone from UTC-11 to UTC+14
        // makes "today" the next day (or the one after), as midnight would. The seed's demo days
        // end yesterday in the firm's zone, which can be Pago Pago's today: they go first.
        await tx.query("delete from public.analytics_daily where is_demo");
        await tx.query("update public.analytics_settings set time_zone = 'Pacific/Pago_Pago'");
        await record(tx, anon, browser);
        await record(tx, anon, browser);
        const first = await tx.query<{ day: Date; salt: Buffer }>(
          "select day, salt from private.visitor_salts",
        );
        expect(first.rows).toHaveLength(1);

        await tx.query("update public.analytics_settings set time_zone = 'Pacific/Kiritimati'");
        await record(tx, anon, browser);
        const second = await tx.query<{ day: Date }>("select day from private.visitor_salts");
        expect(second.rows).toHaveLength(1);
        expect(second.rows[0]!.day.getTime()).toBeGreaterThan(first.rows[0]!.day.getTime());

        const days = await tx.query(
          "select visitors, page_views from public.analytics_daily where not is_demo order by day",
        );
        expect(days.rows).toEqual([
          { visitors: 1, page_views: 2 },
          { visitors: 1, page_views: 1 },
        ]);
        const hashes = await tx.query<{ n: number }>(
          "select count(distinct visitor_hash)::int as n from private.visit_events",
        );
        expect(hashes.rows[0]!.n).toBe(2);
      }),
    );

    for (const [signal, headers] of [
      ["Global Privacy Control (Sec-GPC: 1)", { ...browser, "sec-gpc": "1" }],
      ["Do Not Track (DNT: 1)", { ...browser, dnt: "1" }],
      [
        "a crawler's User-Agent",
        { ...browser, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      ],
      ["a headless browser", { ...browser, "user-agent": "Mozilla/5.0 HeadlessChrome/140.0" }],
      ["no User-Agent", { "x-forwarded-for": "203.0.113.7" }],
    ] as const) {
      test(
        `${signal} › answered alike, nothing stored or counted`,
        rolledBack(async (tx) => {
          succeeded(await record(tx, anon, headers));
          expect(await storedEvents(tx)).toBe(0);
          expect(await today(tx)).toMatchObject({ visitors: 0, page_views: 0 });
        }),
      );
    }

    for (const [field, call, code] of [
      ["an unknown kind", "select public.record_visit_event('click', '/', 'phone')", "22P02"],
      [
        "an admin page",
        "select public.record_visit_event('page_view', '/admin', 'phone')",
        "22023",
      ],
      ["a page the site does not have", recordView("/nope"), "22023"],
      [
        "a path without its slash",
        "select public.record_visit_event('page_view', 'about', 'phone')",
        "22023",
      ],
      ["a path with a query", recordView("/about?x=1"), "22023"],
      ["an overlong path", recordView(`/${"a".repeat(300)}`), "22023"],
      [
        "an unknown screen class",
        "select public.record_visit_event('page_view', '/', 'tv')",
        "22P02",
      ],
      [
        "a referrer that is a URL",
        recordView("/", ", referrer_host => 'https://google.com/search'"),
        "23514",
      ],
      ["a referrer with a space", recordView("/", ", referrer_host => 'google com'"), "23514"],
      [
        "an overlong referrer",
        recordView("/", `, referrer_host => '${"a.".repeat(130)}com'`),
        "23514",
      ],
      ["no screen class", "select public.record_visit_event('page_view', '/', null)", "22023"],
    ] as const) {
      test(
        `anon › ${field}: refused (${code}), nothing stored`,
        rolledBack(async (tx) => {
          expectRefused(await record(tx, anon, browser, call), code);
          expect(await storedEvents(tx)).toBe(0);
          expect(await today(tx)).toMatchObject({ visitors: 0, page_views: 0 });
        }),
      );
    }

    test(
      "a flood › 20 events a minute from one visitor are counted, the 21st refused and not stored",
      rolledBack(async (tx) => {
        for (let n = 0; n < 20; n += 1) succeeded(await record(tx, anon, browser));
        expectRefused(await record(tx, anon, browser), "PT429");
        expect(await storedEvents(tx)).toBe(20);
        expect(await today(tx)).toMatchObject({ visitors: 1, page_views: 20 });
        // A visitor at another address is not held back by it.
        succeeded(
          await record(tx, anon, { ...browser, "x-forwarded-for": "203.0.113.7, 198.51.100.99" }),
        );
        expect(await today(tx)).toMatchObject({ visitors: 2, page_views: 21 });
      }),
    );

    test(
      "anon › writes to the counts directly: refused (no privilege)",
      rolledBack(async (tx) => {
        for (const sql of [
          "insert into public.analytics_daily (day, visitors) values (current_date, 1000)",
          "update public.analytics_daily set visitors = 1000",
          "delete from public.analytics_daily_pages",
          "insert into private.visit_events (day, kind, path, source, screen, visitor_hash) values (current_date, 'page_view', '/', '', 'phone', '\\x00')",
        ]) {
          expectRefused(await attempt(tx, anon, sql));
        }
      }),
    );
  });

  describe("attempts to inflate the counts", () => {
    const sources = async (tx: Queryable) =>
      (
        await tx.query<{ source: string }>(
          `select source from public.analytics_daily_sources
           where day = public.analytics_today() order by source`,
        )
      ).rows
        .map((row) => row.source)
        .sort();

    test(
      "30 foreign Origins and none at all › answered alike, nothing stored or counted",
      rolledBack(async (tx) => {
        const foreign = Array.from({ length: 30 }, (_, n) => `https://inflate-${n}.example`);
        for (const origin of [
          ...foreign,
          "https://www.prairieledgeradvisors.example.evil.example",
          "http://www.prairieledgeradvisors.example",
          "null",
        ]) {
          succeeded(await record(tx, anon, { ...browser, origin }));
        }
        const { origin: _dropped, ...withoutOrigin } = browser;
        succeeded(await record(tx, anon, withoutOrigin));
        expect(await storedEvents(tx)).toBe(0);
        expect(await today(tx)).toMatchObject({ visitors: 0, page_views: 0 });
      }),
    );

    test(
      "the site's own Origin counts, and localhost only while the settings count local origins (development)",
      rolledBack(async (tx) => {
        succeeded(await record(tx, anon, { ...browser, origin: "http://localhost:4173" }));
        succeeded(await record(tx, anon, { ...browser, origin: "http://127.0.0.1:5173" }));
        succeeded(
          await record(tx, anon, {
            ...browser,
            origin: "HTTPS://WWW.PrairieLedgerAdvisors.example",
          }),
        );
        expect(await storedEvents(tx)).toBe(3);
        await tx.query("update public.analytics_settings set counts_local_origins = false");
        succeeded(await record(tx, anon, { ...browser, origin: "http://localhost:4173" }));
        expect(await storedEvents(tx)).toBe(3);
        succeeded(await record(tx, anon, browser));
        expect(await storedEvents(tx)).toBe(4);
        // A project whose site address is not set yet counts nothing.
        await tx.query("update public.analytics_settings set site_origin = null");
        succeeded(await record(tx, anon, browser));
        expect(await storedEvents(tx)).toBe(4);
      }),
    );

    test(
      "a new User-Agent for every event from one address › 20 visitors a minute at most, then refused",
      rolledBack(async (tx) => {
        const outcomes = [];
        for (let n = 0; n < 200; n += 1) {
          outcomes.push(
            await record(tx, anon, {
              ...browser,
              "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.${n} Safari/537.36`,
            }),
          );
        }
        for (const outcome of outcomes.slice(0, 20)) succeeded(outcome);
        for (const outcome of outcomes.slice(20)) expectRefused(outcome, "PT429");
        expect(await storedEvents(tx)).toBe(20);
        expect(await today(tx)).toMatchObject({ visitors: 20, page_views: 20 });
      }),
    );

    test(
      "400 consultations from one visitor › one is counted, the others answered alike and not stored",
      rolledBack(async (tx) => {
        const consultation =
          "select public.record_visit_event('consultation', '/schedule', 'desktop')";
        for (let n = 0; n < 400; n += 1) succeeded(await record(tx, anon, browser, consultation));
        expect(await storedEvents(tx)).toBe(1);
        expect(await today(tx)).toMatchObject({ consultations: 1 });
        // Their page views still count.
        succeeded(await record(tx, anon, browser, recordView("/schedule")));
        expect(await today(tx)).toMatchObject({ consultations: 1, page_views: 1 });
      }),
    );

    for (const userAgent of [
      "node",
      "undici",
      "curl/8.5.0",
      "Wget/1.21.4",
      "python-requests/2.32.3",
      "Go-http-client/2.0",
      "axios/1.7.7",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "Deno/2.1.4",
      "Bun/1.1.38",
      "okhttp/4.12.0",
      "PostmanRuntime/7.42.0",
      "Java/21.0.2",
      "Apache-HttpClient/4.5.14 (Java/17.0.9)",
      "aiohttp/3.10",
      "python-httpx/0.27.2",
      "Ruby",
      "GuzzleHttp/7",
    ]) {
      test(
        `a scripted client (${userAgent.slice(0, 40)}) › answered alike, nothing stored`,
        rolledBack(async (tx) => {
          succeeded(await record(tx, anon, { ...browser, "user-agent": userAgent }));
          expect(await storedEvents(tx)).toBe(0);
        }),
      );
    }

    test(
      "browsers of people › still counted",
      rolledBack(async (tx) => {
        for (const userAgent of [
          browser["user-agent"],
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        ]) {
          succeeded(await record(tx, anon, { ...browser, "user-agent": userAgent }));
        }
        expect(await today(tx)).toMatchObject({ visitors: 4, page_views: 4 });
      }),
    );

    test(
      "the day's raw events are capped › past the cap nothing is stored or counted, and the day is marked capped",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ cap: number }>(
          "select private.max_visit_events_per_day() as cap",
        );
        const cap = rows[0]!.cap;
        // The dashboard's copy names the same cap.
        expect(cap).toBe(maxVisitEventsPerDay);
        // The day's counts up to one event short of the cap (each stored event is one of them).
        await tx.query(
          `insert into public.analytics_daily (day, page_views, consultations, contact_clicks)
           values (public.analytics_today(), $1 - 3, 1, 1)`,
          [cap],
        );
        succeeded(await record(tx, anon, browser));
        expect(await storedEvents(tx)).toBe(1);
        const capped = async () =>
          (
            await tx.query<{ capped: boolean }>(
              "select capped from public.analytics_daily where day = public.analytics_today()",
            )
          ).rows[0]!.capped;
        expect(await capped()).toBe(false);
        const other = { ...browser, "x-forwarded-for": "198.51.100.77" };
        succeeded(await record(tx, anon, other));
        expect(await storedEvents(tx)).toBe(1);
        expect(await today(tx)).toMatchObject({ page_views: cap - 2 });
        expect(await capped()).toBe(true);
        // The dashboard's series says so for that day.
        const series = succeeded(
          await attempt<{ capped: boolean }>(
            tx,
            admin,
            "select capped from public.analytics_daily_series(7)",
          ),
        );
        expect(series.at(-1)!.capped).toBe(true);
        expect(series.slice(0, -1).every((day) => !day.capped)).toBe(true);
      }),
    );

    test(
      "UTM tags › only letters, digits, '.', '_' and '-', 1 to 64 of them, are kept; anything else is recorded as 'other'",
      rolledBack(async (tx) => {
        const spoofs = [
          "<img src=x onerror=alert(1)>",
          "javascript:alert(1)",
          "google.com\u202Etxt.exe",
          "g\u043e\u043egle.com",
          "x".repeat(65),
          "a".repeat(100),
          "news letter",
          "",
          "a\nb",
        ];
        const kept = ["Newsletter_2026.v1-a", "y".repeat(64), "linkedin"];
        let n = 0;
        for (const tag of [...spoofs, ...kept]) {
          n += 1;
          succeeded(
            await record(
              tx,
              anon,
              { ...browser, "x-forwarded-for": `198.51.100.${n}` },
              `select public.record_visit_event('page_view', '/', 'phone', utm_source => $tag$${tag}$tag$, utm_medium => $tag$${tag}$tag$, utm_campaign => $tag$${tag}$tag$)`,
            ),
          );
        }
        expect(await sources(tx)).toEqual(
          ["linkedin", "newsletter_2026.v1-a", "other", "y".repeat(64)].sort(),
        );
        const stored = await tx.query<{ tag: string }>(
          `select distinct t.tag from private.visit_events e,
             lateral (values (e.utm_source), (e.utm_medium), (e.utm_campaign)) as t (tag)
           order by 1`,
        );
        expect(stored.rows.map((row) => row.tag).sort()).toEqual(
          ["Newsletter_2026.v1-a", "linkedin", "other", "y".repeat(64)].sort(),
        );
        const other = await tx.query(
          `select visitors, page_views from public.analytics_daily_sources
           where day = public.analytics_today() and source = 'other'`,
        );
        expect(other.rows).toEqual([{ visitors: spoofs.length, page_views: spoofs.length }]);
      }),
    );

    test(
      "a source that is not a host name or a clean tag cannot be written to the daily counts even by the owner",
      rolledBack(async (tx) => {
        await expect(
          tx.query(
            "insert into public.analytics_daily_sources (day, source) values (current_date, 'g\u043e\u043egle.com')",
          ),
        ).rejects.toMatchObject({ code: "23514" });
      }),
    );

    test(
      "the counting helpers › no API role may call them",
      rolledBack(async (tx) => {
        for (const actor of [anon, visitor, adminAtAal1, admin, serviceRole]) {
          for (const sql of [
            "select private.max_visit_events_per_day()",
            "select private.is_counted_origin('http://localhost')",
            "select private.utm_tag('x')",
          ]) {
            expectRefused(await attempt(tx, actor, sql));
          }
        }
      }),
    );
  });

  describe("reading", () => {
    for (const table of rollupTables) {
      test(
        `${table} › anon: refused; visitor and admin at aal1: no row; admin at aal2 and service_role: every row`,
        rolledBack(async (tx) => {
          const all = (await tx.query(`select * from public.${table}`)).rows.length;
          expect(all).toBeGreaterThan(0);
          const select = `select * from public.${table}`;
          expectRefused(await attempt(tx, anon, select));
          expect(succeeded(await attempt(tx, visitor, select))).toEqual([]);
          expect(succeeded(await attempt(tx, adminAtAal1, select))).toEqual([]);
          expect(succeeded(await attempt(tx, admin, select))).toHaveLength(all);
          expect(succeeded(await attempt(tx, serviceRole, select))).toHaveLength(all);
        }),
      );

      for (const actor of [anon, visitor, admin, serviceRole]) {
        test(
          `${table} › ${actor.label}: insert, update and delete refused (no privilege)`,
          rolledBack(async (tx) => {
            const before = (await tx.query(`select * from public.${table} order by 1`)).rows;
            expectRefused(await attempt(tx, actor, `insert into public.${table} default values`));
            expectRefused(await attempt(tx, actor, `update public.${table} set ${aColumn[table]}`));
            expectRefused(await attempt(tx, actor, `delete from public.${table}`));
            expect((await tx.query(`select * from public.${table} order by 1`)).rows).toEqual(
              before,
            );
          }),
        );
      }
    }

    test(
      "the salt, the raw events and the counted paths › unreadable by every API role",
      rolledBack(async (tx) => {
        await record(tx, anon, browser);
        for (const actor of [anon, visitor, admin, serviceRole]) {
          for (const table of ["visitor_salts", "visit_events", "counted_paths"]) {
            expectRefused(await attempt(tx, actor, `select * from private.${table}`));
          }
        }
      }),
    );

    test(
      "the dashboard's functions › anon: refused; visitor and admin at aal1: nothing; admin at aal2: the figures",
      rolledBack(async (tx) => {
        await record(tx, anon, browser, recordView("/fees"));
        const calls = [
          "select * from public.analytics_daily_series(7)",
          "select * from public.analytics_top_pages(7)",
          "select * from public.analytics_top_sources(7)",
        ];
        for (const sql of calls) {
          expectRefused(await attempt(tx, anon, sql));
          expect(succeeded(await attempt(tx, visitor, sql))).toEqual([]);
          expect(succeeded(await attempt(tx, adminAtAal1, sql))).toEqual([]);
        }
        const series = succeeded(await attempt<Record<string, unknown>>(tx, admin, calls[0]!));
        expect(series).toHaveLength(14);
        expect(series.at(-1)).toMatchObject({ visitors: 1, page_views: 1, is_demo: false });
        expect(series.at(0)).toMatchObject({ is_demo: true });
        const pages = succeeded(await attempt<{ path: string }>(tx, admin, calls[1]!));
        expect(pages.map((row) => row.path)).toContain("/fees");
        expectRefused(
          await attempt(tx, admin, "select * from public.analytics_daily_series(0)"),
          "22023",
        );
      }),
    );

    test(
      "newsletter sign-ups per day come from newsletter_subscribers",
      rolledBack(async (tx) => {
        await tx.query(
          "insert into public.newsletter_subscribers (email, source_path) values ('a@example.com', '/'), ('b@example.com', '/fees')",
        );
        const series = succeeded(
          await attempt<{ newsletter_signups: number }>(
            tx,
            admin,
            "select newsletter_signups from public.analytics_daily_series(7)",
          ),
        );
        expect(series.at(-1)!.newsletter_signups).toBe(2);
        expect(series.slice(0, -1).every((row) => row.newsletter_signups === 0)).toBe(true);
      }),
    );
  });

  describe("the list of counted pages, the maintenance job and website_analytics", () => {
    test(
      "the counted pages are exactly the public routes of src/content/routes.ts while no post is published (market-insights-policies.test.ts: the Insights pages then)",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ path: string }>(
          "select path from private.counted_paths order by path",
        );
        expect(rows.map((row) => row.path)).toEqual([...publicPaths].sort());
      }),
    );

    test(
      "maintenance deletes raw events past the retention period and old salts, keeps the counts",
      rolledBack(async (tx) => {
        await record(tx, anon, browser);
        await tx.query(
          "insert into private.visitor_salts (day) values (public.analytics_today() - 3)",
        );
        await tx.query(
          `insert into private.visit_events (created_at, day, kind, path, source, screen, visitor_hash)
           values (now() - interval '31 days', public.analytics_today() - 31, 'page_view', '/', '', 'phone', sha256('x'))`,
        );
        const countsBefore = (await tx.query("select * from public.analytics_daily order by day"))
          .rows;
        await tx.query("select private.run_analytics_maintenance()");
        expect(await storedEvents(tx)).toBe(1);
        const salts = await tx.query<{ today: boolean }>(
          "select day = public.analytics_today() as today from private.visitor_salts",
        );
        expect(salts.rows).toEqual([{ today: true }]);
        expect((await tx.query("select * from public.analytics_daily order by day")).rows).toEqual(
          countsBefore,
        );
      }),
    );

    test(
      "website_analytics' visitors and consultations are the last 30 days' counts, with the change against the 30 before",
      rolledBack(async (tx) => {
        await tx.query("delete from public.analytics_daily");
        await tx.query(
          `insert into public.analytics_daily (day, visitors, consultations) values
             (public.analytics_today(), 30, 3), (public.analytics_today() - 29, 10, 0),
             (public.analytics_today() - 30, 25, 0), (public.analytics_today() - 60, 999, 9)`,
        );
        await tx.query("select private.run_analytics_maintenance()");
        const { rows } = await tx.query(
          `select metric_name, metric_value, percentage_change::float as change
           from public.website_analytics order by metric_name`,
        );
        expect(rows).toEqual([
          { metric_name: "consultations", metric_value: 3, change: null },
          { metric_name: "email_subscribers", metric_value: 0, change: null },
          { metric_name: "seo_score", metric_value: 85, change: null },
          { metric_name: "total_visitors", metric_value: 40, change: 60 },
        ]);
      }),
    );

    test(
      "without pg_cron the job is not scheduled, and the migration still applies",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select private.schedule_analytics_maintenance() as scheduled",
        );
        expect(rows).toEqual([{ scheduled: false }]);
      }),
    );
  });
});
