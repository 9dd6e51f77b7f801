// Publishing asks the static host for a build: private.request_site_build(), an AFTER INSERT trigger
// on public.content_history, calls net.http_post (pg_net) with the hook's URL
// (private.site_build_hook) for each entry of a table the public site shows (page_versions,
// site_settings, recommended_resources, legal_documents), where pg_net is installed and a hook is
// set; otherwise it does nothing. Neither backend has pg_net, so each test puts a stand-in in its
// place, as the owner, inside the test's rolled-back transaction (or drops it afterwards): a
// net.http_post with pg_net's signature, (url, body, params, headers, timeout_milliseconds) in
// that order, that records its arguments in net.recorded_calls instead of queueing a request. The
// trigger calls it with named arguments, so the order is pg_net's own only for fidelity. pg_net
// sends a request after its transaction commits; the call, and so the recorded row, is made inside
// the transaction and goes with it when it rolls back.
//
// Once a day pg_cron (where installed) runs private.request_daily_stamp(): one call of the same hook,
// naming the history's head, so the build's record stamps it; private.schedule_daily_stamp() sets
// that job up only where pg_cron is installed.
//
// A post published for a later time asks for no history entry when its time comes: where pg_cron
// is installed it runs private.request_scheduled_posts_build() every minute, which asks for one
// build once a post version's time has come since it last asked (private.scheduled_posts_build).
//
// The hook's URL starts builds for anyone who holds it: no API role reads or changes it (no usage
// on schema private), nor can one create a schema net of its own for the trigger to call.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";
import { postContent, publishNewPost } from "./support/posts";

const hookUrl = "https://api.netlify.com/build_hooks/abc";

interface RecordedCall {
  url: string;
  body: { content_through: number; table: string };
  params: unknown;
  headers: unknown;
  timeout_milliseconds: number;
}

/** pg_net's net.http_post as a stand-in that records each call (as the owner). */
async function installStandIn(tx: Queryable): Promise<void> {
  await tx.query("create schema net");
  await tx.query(
    `create table net.recorded_calls (
       id bigint generated always as identity primary key,
       url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds integer
     )`,
  );
  await tx.query(
    `create function net.http_post(
       url text,
       body jsonb default '{}'::jsonb,
       params jsonb default '{}'::jsonb,
       headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
       timeout_milliseconds integer default 5000
     )
     returns bigint
     language sql
     as $$
       insert into net.recorded_calls (url, body, params, headers, timeout_milliseconds)
       values ($1, $2, $3, $4, $5)
       returning id
     $$`,
  );
}

/** The hook's URL, as the SQL editor sets it (the owner). */
async function setHook(tx: Queryable, url: string | null = hookUrl): Promise<void> {
  await tx.query("update private.site_build_hook set url = $1", [url]);
}

async function recordedCalls(tx: Queryable): Promise<RecordedCall[]> {
  const { rows } = await tx.query<RecordedCall>(
    "select url, body, params, headers, timeout_milliseconds from net.recorded_calls order by id",
  );
  return rows;
}

/** The content-history entries after `after`: their ids and tables, oldest first. */
async function entriesSince(
  tx: Queryable,
  after: number,
): Promise<{ id: number; table_name: string }[]> {
  const { rows } = await tx.query<{ id: number; table_name: string }>(
    "select id, table_name from public.content_history where id > $1 order by id",
    [after],
  );
  return rows;
}

async function historyHead(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ head: number }>(
    "select coalesce(max(id), 0) as head from public.content_history",
  );
  return rows[0]!.head;
}

/** The call the trigger makes for the content-history entry. */
const callFor = (entry: { id: number; table_name: string }): RecordedCall => ({
  url: hookUrl,
  body: { content_through: entry.id, table: entry.table_name },
  params: {},
  headers: { "Content-Type": "application/json" },
  timeout_milliseconds: 5000,
});

const changeSettings = "update public.site_settings set site_name = 'Prairie Ledger' returning id";
const addResource = `insert into public.recommended_resources (title, description, url, is_featured, user_id)
  values ('A new guide', 'Worth a read', 'https://example.com/guide', true, $1) returning id::text`;
const addDocument = `insert into public.legal_documents (name, document_type, file_path, file_size, sha256)
  values ('Privacy Policy', 'privacy_policy', 'privacy_policy-1798761600000.pdf', 1000, repeat('a', 64))
  returning id::text`;

/** The admin's draft of the not-found page and its publication; the version's number. */
async function publishAsAdmin(tx: Queryable, heading: string): Promise<number> {
  const { rows } = await tx.query<{ content: Record<string, unknown>; revision: number }>(
    `select v.content, p.revision from public.page_versions v join public.site_pages p using (page_key)
     where page_key = 'not-found' order by v.version desc limit 1`,
  );
  const [{ content, revision }] = rows as [{ content: Record<string, unknown>; revision: number }];
  const [saved] = succeeded(
    await attempt<{ answer: { revision: number } }>(
      tx,
      admin,
      "select public.save_page_draft('not-found', $1::jsonb, $2) as answer",
      [JSON.stringify({ ...content, heading }), revision],
    ),
  );
  const [published] = succeeded(
    await attempt<{ answer: { version: number } }>(
      tx,
      admin,
      "select public.publish_page('not-found', $1) as answer",
      [saved!.answer.revision],
    ),
  );
  return published!.answer.version;
}

/** The admin's post published for `publishAt` (a SQL timestamptz expression), as the API's calls. */
async function publishPostFor(tx: Queryable, slug: string, publishAt: string): Promise<void> {
  const { rows } = await tx.query<{ at: string }>(`select (${publishAt})::text as at`);
  await publishNewPost(tx, postContent({ slug, publish_at: new Date(rows[0]!.at).toISOString() }));
}

const scheduledCalls = async (tx: Queryable) =>
  (await recordedCalls(tx)).filter(
    (call) => (call.body as { reason?: string }).reason === "scheduled post",
  );

const askForScheduledPosts = async (tx: Queryable) =>
  (await tx.query<{ asked: boolean }>("select private.request_scheduled_posts_build() as asked"))
    .rows[0]!.asked;

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("no hook, or no pg_net: nothing is asked", () => {
    test(
      "the hook is not set at first: one row, url null",
      rolledBack(async (tx) => {
        const { rows } = await tx.query("select singleton, url from private.site_build_hook");
        expect(rows).toEqual([{ singleton: true, url: null }]);
      }),
    );

    test(
      "with pg_net but no hook URL, the admin's change of site_settings records no call",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        const head = await historyHead(tx);
        succeeded(await attempt(tx, admin, changeSettings));
        expect(await entriesSince(tx, head)).toEqual([
          { id: expect.any(Number) as number, table_name: "site_settings" },
        ]);
        expect(await recordedCalls(tx)).toEqual([]);
      }),
    );

    test(
      "with a hook URL but no pg_net, the admin's change and publication go through and ask for nothing",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ found: boolean }>(
          `select pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null as found`,
        );
        expect(rows).toEqual([{ found: false }]);
        await setHook(tx);
        const head = await historyHead(tx);
        succeeded(await attempt(tx, admin, changeSettings));
        expect(await publishAsAdmin(tx, "Lost?")).toBe(2);
        expect((await entriesSince(tx, head)).map((entry) => entry.table_name)).toEqual([
          "site_settings",
          "page_versions",
        ]);
      }),
    );
  });

  describe("with the hook set: one call per change the public would see", () => {
    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › a change of site_settings: one call with the hook's URL, naming the new entry and its table`,
        rolledBack(async (tx) => {
          await installStandIn(tx);
          await setHook(tx);
          const head = await historyHead(tx);
          succeeded(await attempt(tx, actor, changeSettings));
          const entries = await entriesSince(tx, head);
          expect(entries.map((entry) => entry.table_name)).toEqual(["site_settings"]);
          expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
        }),
      );
    }

    test(
      "admin at aal2 › a resource added, then changed: one call each",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        const [added] = succeeded(
          await attempt<{ id: string }>(tx, admin, addResource, [seedAccounts.admin.id]),
        );
        expect(await recordedCalls(tx)).toEqual((await entriesSince(tx, head)).map(callFor));
        succeeded(
          await attempt(
            tx,
            admin,
            "update public.recommended_resources set title = 'A better guide' where id = $1 returning id",
            [added!.id],
          ),
        );
        const entries = await entriesSince(tx, head);
        expect(entries.map((entry) => entry.table_name)).toEqual([
          "recommended_resources",
          "recommended_resources",
        ]);
        expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
      }),
    );

    test(
      "admin at aal2 › a draft saved records no call; its publication (publish_page) one, naming the version's entry",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        const { rows } = await tx.query<{ revision: number }>(
          "select revision from public.site_pages where page_key = 'not-found'",
        );
        succeeded(
          await attempt(tx, admin, "select public.save_page_draft('not-found', '{}', $1)", [
            rows[0]!.revision,
          ]),
        );
        expect(await recordedCalls(tx)).toEqual([]);
        succeeded(
          await attempt(tx, admin, "select public.discard_page_draft('not-found', $1)", [
            rows[0]!.revision + 1,
          ]),
        );
        expect(await recordedCalls(tx)).toEqual([]);

        const version = await publishAsAdmin(tx, "Lost?");
        const entries = await entriesSince(tx, head);
        expect(entries.map((entry) => entry.table_name)).toEqual(["page_versions"]);
        const { rows: published } = await tx.query<{ id: string }>(
          "select id::text from public.page_versions where page_key = 'not-found' and version = $1",
          [version],
        );
        const { rows: entry } = await tx.query<{ row_id: string }>(
          "select row_id from public.content_history where id = $1",
          [entries[0]!.id],
        );
        expect(entry).toEqual([{ row_id: published[0]!.id }]);
        expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
      }),
    );

    test(
      "service_role › a version published with an insert: one call",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        succeeded(
          await attempt(
            tx,
            serviceRole,
            `insert into public.page_versions (page_key, content)
             select page_key, content from public.page_versions where page_key = 'terms' and version = 1`,
          ),
        );
        const entries = await entriesSince(tx, head);
        expect(entries.map((entry) => entry.table_name)).toEqual(["page_versions"]);
        expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
      }),
    );

    test(
      "admin at aal2 › a legal document added, then retired: one call each",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        const [added] = succeeded(await attempt<{ id: string }>(tx, admin, addDocument));
        succeeded(
          await attempt(
            tx,
            admin,
            "update public.legal_documents set is_active = false where id = $1 returning id",
            [added!.id],
          ),
        );
        const entries = await entriesSince(tx, head);
        expect(entries.map((entry) => entry.table_name)).toEqual([
          "legal_documents",
          "legal_documents",
        ]);
        expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
      }),
    );

    // One call per entry, so per row: a statement that changes n rows asks for n builds (the
    // static host queues or merges them; each names the newest entry it knows of).
    test(
      "service_role › one statement changing two resources: two calls, one per entry",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        const changed = succeeded(
          await attempt(
            tx,
            serviceRole,
            `update public.recommended_resources set description = description || '.'
             where id in (select id from public.recommended_resources order by id limit 2) returning id`,
          ),
        );
        expect(changed).toHaveLength(2);
        const entries = await entriesSince(tx, head);
        expect(entries).toHaveLength(2);
        expect(await recordedCalls(tx)).toEqual(entries.map(callFor));
      }),
    );

    test(
      "service_role › a release recorded (site_releases: in the history, not a public table) and a build logged: no call",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        succeeded(
          await attempt(
            tx,
            serviceRole,
            `insert into public.site_releases (build_commit, build_modified, pages, assets, content_through)
             values ($1, false, $2::jsonb, '[]'::jsonb, $3) returning id`,
            [
              "0123456789abcdef0123456789abcdef01234567",
              JSON.stringify([{ path: "/", sha256: "a".repeat(64), bytes: 1200 }]),
              head,
            ],
          ),
        );
        succeeded(
          await attempt(
            tx,
            serviceRole,
            "insert into public.site_builds (content_through) values ($1) returning id",
            [head],
          ),
        );
        expect((await entriesSince(tx, head)).map((entry) => entry.table_name)).toEqual([
          "site_releases",
        ]);
        expect(await recordedCalls(tx)).toEqual([]);
      }),
    );

    test(
      "admin at aal2 › a refused change (a publication that does not match the schema, a refused update) records no call",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const head = await historyHead(tx);
        const { rows } = await tx.query<{ revision: number }>(
          "select revision from public.site_pages where page_key = 'not-found'",
        );
        const [saved] = succeeded(
          await attempt<{ answer: { revision: number } }>(
            tx,
            admin,
            "select public.save_page_draft('not-found', '{\"heading\": \"\"}', $1) as answer",
            [rows[0]!.revision],
          ),
        );
        expectRefused(
          await attempt(tx, admin, "select public.publish_page('not-found', $1)", [
            saved!.answer.revision,
          ]),
          "23514",
        );
        expectRefused(
          await attempt(tx, admin, "update public.site_settings set site_name = '   '"),
          "23514",
        );
        expect(await entriesSince(tx, head)).toEqual([]);
        expect(await recordedCalls(tx)).toEqual([]);
      }),
    );
  });

  describe("a change rolled back asks for nothing", () => {
    test(
      "rolled back to a savepoint: the recorded call goes with the change",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        await tx.query("savepoint change");
        succeeded(await attempt(tx, admin, changeSettings));
        expect(await recordedCalls(tx)).toHaveLength(1);
        await tx.query("rollback to savepoint change");
        expect(await recordedCalls(tx)).toEqual([]);
        const { rows } = await tx.query("select url from private.site_build_hook");
        expect(rows).toEqual([{ url: hookUrl }]);
      }),
    );

    test("a transaction rolled back whole: no recorded call remains", async () => {
      const db = database();
      // The stand-in and the hook committed, so that only the change's transaction rolls back;
      // dropped again below.
      await db.transaction(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
      });
      try {
        const rollback = new Error("rollback");
        await db
          .transaction(async (tx) => {
            succeeded(await attempt(tx, admin, changeSettings));
            succeeded(await attempt(tx, admin, addResource, [seedAccounts.admin.id]));
            expect(await recordedCalls(tx)).toHaveLength(2);
            throw rollback;
          })
          .catch((error: unknown) => {
            if (error !== rollback) throw error;
          });
        expect(await recordedCalls(db)).toEqual([]);
      } finally {
        await db.transaction(async (tx) => {
          await tx.query("drop schema net cascade");
          await setHook(tx, null);
        });
      }
      const { rows } = await db.query(
        "select to_regnamespace('net') is null as gone, (select url from private.site_build_hook) as url",
      );
      expect(rows).toEqual([{ gone: true, url: null }]);
    });
  });

  describe("the hook is out of the API's reach", () => {
    const apiRoles = [anon, visitor, adminAtAal1, admin, serviceRole];

    for (const actor of apiRoles) {
      test(
        `${actor.label} › read, change, add or delete private.site_build_hook: refused (no usage on schema private), the URL unchanged`,
        rolledBack(async (tx) => {
          await setHook(tx);
          for (const sql of [
            "select url from private.site_build_hook",
            "update private.site_build_hook set url = 'https://evil.example/hook'",
            "update private.site_build_hook set url = null",
            "insert into private.site_build_hook (singleton, url) values (true, 'https://evil.example/hook')",
            "delete from private.site_build_hook",
          ]) {
            const outcome = await attempt(tx, actor, sql);
            expectRefused(outcome);
            expect(outcome.ok || outcome.message).toBe("permission denied for schema private");
          }
          const { rows } = await tx.query("select singleton, url from private.site_build_hook");
          expect(rows).toEqual([{ singleton: true, url: hookUrl }]);
        }),
      );

      test(
        `${actor.label} › cannot create a schema net of its own (for the trigger to call)`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, "create schema net"));
          const { rows } = await tx.query("select to_regnamespace('net') is null as absent");
          expect(rows).toEqual([{ absent: true }]);
        }),
      );
    }

    test(
      "no API role has usage on private, or any privilege on the hook or the trigger function",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select r.rolname,
                  has_schema_privilege(r.rolname, 'private', 'usage') as usage,
                  has_table_privilege(r.rolname, 'private.site_build_hook', 'select, insert, update, delete, truncate, references, trigger') as table_privilege,
                  has_function_privilege(r.rolname, 'private.request_site_build()', 'execute') as execute
           from (values ('anon'), ('authenticated'), ('service_role')) as r (rolname)
           order by r.rolname`,
        );
        expect(rows).toEqual(
          ["anon", "authenticated", "service_role"].map((rolname) => ({
            rolname,
            usage: false,
            table_privilege: false,
            execute: false,
          })),
        );
        const { rows: definer } = await tx.query(
          `select p.prosecdef, p.proconfig from pg_proc p
           where p.oid = 'private.request_site_build()'::regprocedure`,
        );
        expect(definer).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
      }),
    );

    test(
      "the table owner › the hook is one row holding an http(s) URL or null",
      rolledBack(async (tx) => {
        for (const [sql, code] of [
          ["update private.site_build_hook set url = 'javascript:alert(1)'", "23514"],
          ["update private.site_build_hook set url = 'ftp://example.com/hook'", "23514"],
          ["insert into private.site_build_hook (singleton, url) values (true, null)", "23505"],
          ["insert into private.site_build_hook (singleton, url) values (false, null)", "23514"],
        ] as const) {
          await tx.query("savepoint owner");
          await expect(tx.query(sql), sql).rejects.toMatchObject({ code });
          await tx.query("rollback to savepoint owner");
        }
      }),
    );
  });

  describe("the daily stamp's build", () => {
    test(
      "the owner's scheduled job › with the hook set, one call naming the history's head",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        const { rows } = await tx.query<{ asked: boolean }>(
          "select private.request_daily_stamp() as asked",
        );
        expect(rows).toEqual([{ asked: true }]);
        expect(await recordedCalls(tx)).toEqual([
          {
            ...callFor({ id: 0, table_name: "" }),
            body: { reason: "daily stamp", content_through: await historyHead(tx) },
          },
        ]);
      }),
    );

    test(
      "the owner's scheduled job › without pg_net, or without a hook, asks for nothing",
      rolledBack(async (tx) => {
        await setHook(tx);
        const withoutNet = await tx.query("select private.request_daily_stamp() as asked");
        expect(withoutNet.rows).toEqual([{ asked: false }]);
        await installStandIn(tx);
        await setHook(tx, null);
        const withoutHook = await tx.query("select private.request_daily_stamp() as asked");
        expect(withoutHook.rows).toEqual([{ asked: false }]);
        expect(await recordedCalls(tx)).toEqual([]);
      }),
    );

    test(
      "without pg_cron, scheduling it does nothing",
      rolledBack(async (tx) => {
        const { rows } = await tx.query("select private.schedule_daily_stamp() as scheduled");
        expect(rows).toEqual([{ scheduled: false }]);
      }),
    );

    for (const actor of [anon, visitor, adminAtAal1, admin, serviceRole]) {
      test(
        `${actor.label} › cannot ask for the daily build, schedule it, or call the hook: refused, nothing asked`,
        rolledBack(async (tx) => {
          await installStandIn(tx);
          await setHook(tx);
          for (const sql of [
            "select private.request_daily_stamp()",
            "select private.schedule_daily_stamp()",
            `select private.post_site_build_hook('{"reason": "daily stamp"}'::jsonb)`,
          ]) {
            const outcome = await attempt(tx, actor, sql);
            expectRefused(outcome);
            expect(outcome.ok || outcome.message).toBe("permission denied for schema private");
          }
          expect(await recordedCalls(tx)).toEqual([]);
        }),
      );
    }

    test(
      "no API role may execute the daily job's functions, should it reach the schema",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select r.rolname,
                  has_function_privilege(r.rolname, 'private.request_daily_stamp()', 'execute') as request,
                  has_function_privilege(r.rolname, 'private.schedule_daily_stamp()', 'execute') as schedule,
                  has_function_privilege(r.rolname, 'private.post_site_build_hook(jsonb)', 'execute') as post
           from (values ('anon'), ('authenticated'), ('service_role')) as r (rolname)
           order by r.rolname`,
        );
        expect(rows).toEqual(
          ["anon", "authenticated", "service_role"].map((rolname) => ({
            rolname,
            request: false,
            schedule: false,
            post: false,
          })),
        );
      }),
    );
  });
  describe("the scheduled posts' build", () => {
    // Inside a transaction now() is the transaction's start: times are set relative to it.
    test(
      "the owner's job › a post whose time has come since it last asked: one call naming the history's head, then none until another",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        await tx.query(
          "update private.scheduled_posts_build set asked_through = now() - interval '2 hours'",
        );
        expect(await askForScheduledPosts(tx)).toBe(false);

        await publishPostFor(tx, "due-an-hour-ago", "now() - interval '1 hour'");
        await publishPostFor(tx, "due-tomorrow", "now() + interval '1 day'");
        expect(await askForScheduledPosts(tx)).toBe(true);
        expect(await scheduledCalls(tx)).toEqual([
          {
            ...callFor({ id: 0, table_name: "" }),
            body: { reason: "scheduled post", content_through: await historyHead(tx) },
          },
        ]);
        const { rows } = await tx.query(
          "select asked_through = now() as moved from private.scheduled_posts_build",
        );
        expect(rows).toEqual([{ moved: true }]);
        // Asked for already; the other post's time has not come.
        expect(await askForScheduledPosts(tx)).toBe(false);
        expect(await scheduledCalls(tx)).toHaveLength(1);
      }),
    );

    test(
      "the owner's job › a post published for a time before it last asked (published now): the publication asked, the job does not",
      rolledBack(async (tx) => {
        await installStandIn(tx);
        await setHook(tx);
        await tx.query("update private.scheduled_posts_build set asked_through = now()");
        await publishPostFor(tx, "published-now", "now() - interval '1 minute'");
        expect((await recordedCalls(tx)).map((call) => call.body)).toEqual([
          { content_through: await historyHead(tx), table: "post_versions" },
        ]);
        expect(await askForScheduledPosts(tx)).toBe(false);
        expect(await scheduledCalls(tx)).toEqual([]);
      }),
    );

    test(
      "the owner's job › without pg_net or a hook, asks for nothing and keeps the post due for when they are there",
      rolledBack(async (tx) => {
        await tx.query(
          "update private.scheduled_posts_build set asked_through = now() - interval '2 hours'",
        );
        await publishPostFor(tx, "due-an-hour-ago", "now() - interval '1 hour'");
        await setHook(tx);
        expect(await askForScheduledPosts(tx)).toBe(false);
        await installStandIn(tx);
        await setHook(tx, null);
        expect(await askForScheduledPosts(tx)).toBe(false);
        expect(await scheduledCalls(tx)).toEqual([]);
        await setHook(tx);
        expect(await askForScheduledPosts(tx)).toBe(true);
        expect(await scheduledCalls(tx)).toHaveLength(1);
      }),
    );

    test(
      "without pg_cron, scheduling it does nothing",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select private.schedule_scheduled_posts_build() as scheduled",
        );
        expect(rows).toEqual([{ scheduled: false }]);
      }),
    );

    for (const actor of [anon, visitor, adminAtAal1, admin, serviceRole]) {
      test(
        `${actor.label} › cannot run or schedule the job, or read or move its time: refused, nothing asked`,
        rolledBack(async (tx) => {
          await installStandIn(tx);
          await setHook(tx);
          await tx.query(
            "update private.scheduled_posts_build set asked_through = now() - interval '2 hours'",
          );
          await publishPostFor(tx, "due-an-hour-ago", "now() - interval '1 hour'");
          for (const sql of [
            "select private.request_scheduled_posts_build()",
            "select private.schedule_scheduled_posts_build()",
            "select asked_through from private.scheduled_posts_build",
            "update private.scheduled_posts_build set asked_through = now() + interval '1 year'",
            "delete from private.scheduled_posts_build",
          ]) {
            const outcome = await attempt(tx, actor, sql);
            expectRefused(outcome);
            expect(outcome.ok || outcome.message).toBe("permission denied for schema private");
          }
          expect(await scheduledCalls(tx)).toEqual([]);
          const { rows } = await tx.query(
            "select asked_through = now() - interval '2 hours' as unchanged from private.scheduled_posts_build",
          );
          expect(rows).toEqual([{ unchanged: true }]);
        }),
      );
    }

    test(
      "no API role has a privilege on the job's time or its functions, should it reach the schema",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select r.rolname,
                  has_table_privilege(r.rolname, 'private.scheduled_posts_build', 'select, insert, update, delete, truncate, references, trigger') as table_privilege,
                  has_function_privilege(r.rolname, 'private.request_scheduled_posts_build()', 'execute') as request,
                  has_function_privilege(r.rolname, 'private.schedule_scheduled_posts_build()', 'execute') as schedule
           from (values ('anon'), ('authenticated'), ('service_role')) as r (rolname)
           order by r.rolname`,
        );
        expect(rows).toEqual(
          ["anon", "authenticated", "service_role"].map((rolname) => ({
            rolname,
            table_privilege: false,
            request: false,
            schedule: false,
          })),
        );
      }),
    );
  });
});
