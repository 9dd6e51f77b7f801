// Publishing as a release, as every role: public.site_builds (the publisher's log: the service role
// inserts and finishes builds, admins at aal2 read them; a finished build, live or failed, is kept
// as it ended, the owner's update refused too; it finishes no earlier than it started),
// public.published_site_content() (the one snapshot the build renders: not for anon; security
// invoker, so a visitor gets only what it may read anyway), site_releases.content_through (written
// by the service role only; like a build's, never below 0) and the PDFs a release may now keep
// among its assets.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectOwnerRefused,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const hashA = "a".repeat(64);
const hashB = "b".repeat(64);
const commit = "0123456789abcdef0123456789abcdef01234567";
const pages = JSON.stringify([{ path: "/", sha256: hashA, bytes: 1200 }]);
const asset = (type: string, path = "/files/form-crs.pdf") =>
  JSON.stringify([{ path, sha256: hashB, bytes: 900, type }]);
const insertRelease = `insert into public.site_releases (build_commit, build_modified, pages, assets)
  values ($1, false, $2::jsonb, $3::jsonb) returning id::text`;
const insertReleaseThrough = `insert into public.site_releases (build_commit, build_modified, pages, assets, content_through)
  values ($1, false, $2::jsonb, $3::jsonb, $4) returning id::text, content_through`;

/** A release as `record-release` leaves it (written as the owner); its id. */
async function recordRelease(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(insertRelease, [
    commit,
    pages,
    asset("text/css", "/assets/index.css"),
  ]);
  return rows[0]!.id;
}

interface BuildRow {
  id: string;
  started_at: Date;
  finished_at: Date | null;
  content_through: number;
  status: string;
  release_id: string | null;
  error: string | null;
}

async function builds(tx: Queryable): Promise<BuildRow[]> {
  const { rows } = await tx.query<BuildRow>(
    `select id::text, started_at, finished_at, content_through, status::text, release_id::text, error
     from public.site_builds order by started_at, id`,
  );
  return rows;
}

/** A build under way, as the publisher starts one (written as the owner); its id. */
async function startBuild(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    "insert into public.site_builds (content_through) values (7) returning id::text",
  );
  return rows[0]!.id;
}

async function historyHead(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ head: number }>(
    "select coalesce(max(id), 0) as head from public.content_history",
  );
  return rows[0]!.head;
}

const everyoneButTheServiceRole = [anon, visitor, adminAtAal1, admin];

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("site_builds: reading", () => {
    test(
      "anon › refused (no privilege)",
      rolledBack(async (tx) => {
        await startBuild(tx);
        expectRefused(await attempt(tx, anon, "select * from public.site_builds"));
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › sees no build`,
        rolledBack(async (tx) => {
          await startBuild(tx);
          expect(succeeded(await attempt(tx, actor, "select * from public.site_builds"))).toEqual(
            [],
          );
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › reads every build`,
        rolledBack(async (tx) => {
          const id = await startBuild(tx);
          expect(
            succeeded(await attempt(tx, actor, "select id::text, status from public.site_builds")),
          ).toEqual([{ id, status: "building" }]);
        }),
      );
    }
  });

  describe("site_builds: writing", () => {
    for (const actor of everyoneButTheServiceRole) {
      test(
        `${actor.label} › insert, update, delete: refused (no privilege), nothing changes`,
        rolledBack(async (tx) => {
          const id = await startBuild(tx);
          const before = await builds(tx);
          expectRefused(
            await attempt(tx, actor, "insert into public.site_builds (content_through) values (1)"),
          );
          expectRefused(
            await attempt(
              tx,
              actor,
              "update public.site_builds set status = 'failed', error = 'x', finished_at = now() where id = $1",
              [id],
            ),
          );
          expectRefused(await attempt(tx, actor, "delete from public.site_builds"));
          expect(await builds(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › insert: a build under way, started at the database's time",
      rolledBack(async (tx) => {
        const { rows } = await tx.query<{ now: Date }>("select now()");
        const [row] = succeeded(
          await attempt<{ id: string }>(
            tx,
            serviceRole,
            "insert into public.site_builds (content_through) values ($1) returning id::text",
            [await historyHead(tx)],
          ),
        );
        const [build] = await builds(tx);
        expect(build).toMatchObject({
          id: row!.id,
          status: "building",
          finished_at: null,
          release_id: null,
          error: null,
          content_through: await historyHead(tx),
        });
        expect(build!.started_at.getTime()).toBe(rows[0]!.now.getTime());
      }),
    );

    for (const [column, value] of [
      ["status", "'live'"],
      ["started_at", "'2020-01-01'"],
      ["finished_at", "now()"],
      ["error", "'x'"],
      ["id", "gen_random_uuid()"],
    ] as const) {
      test(
        `service_role › insert: cannot set ${column} (not granted)`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(
              tx,
              serviceRole,
              `insert into public.site_builds (content_through, ${column}) values (1, ${value})`,
            ),
          );
          expect(await builds(tx)).toEqual([]);
        }),
      );
    }

    test(
      "service_role › insert: cannot name a release (not granted)",
      rolledBack(async (tx) => {
        const releaseId = await recordRelease(tx);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "insert into public.site_builds (content_through, release_id) values (1, $1)",
            [releaseId],
          ),
        );
      }),
    );

    test(
      "service_role › update: a build goes live with its release, or fails with its error",
      rolledBack(async (tx) => {
        const releaseId = await recordRelease(tx);
        const live = await startBuild(tx);
        const failed = await startBuild(tx);
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              `update public.site_builds set status = 'live', release_id = $2, finished_at = now()
               where id = $1 returning status::text, release_id::text`,
              [live, releaseId],
            ),
          ),
        ).toEqual([{ status: "live", release_id: releaseId }]);
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              `update public.site_builds set status = 'failed', error = $2, finished_at = now()
               where id = $1 returning status::text, error`,
              [failed, "The page home: hero.heading: must be at most 120 characters"],
            ),
          ),
        ).toEqual([
          {
            status: "failed",
            error: "The page home: hero.heading: must be at most 120 characters",
          },
        ]);
      }),
    );

    for (const [column, value] of [
      ["content_through", "1"],
      ["started_at", "'2020-01-01'"],
      ["id", "gen_random_uuid()"],
    ] as const) {
      test(
        `service_role › update: cannot change ${column} (not granted)`,
        rolledBack(async (tx) => {
          await startBuild(tx);
          const before = await builds(tx);
          expectRefused(
            await attempt(tx, serviceRole, `update public.site_builds set ${column} = ${value}`),
          );
          expect(await builds(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › delete: refused (not granted)",
      rolledBack(async (tx) => {
        await startBuild(tx);
        expectRefused(await attempt(tx, serviceRole, "delete from public.site_builds"));
        expect(await builds(tx)).toHaveLength(1);
      }),
    );

    const broken: [string, string, string][] = [
      ["live without a release", "status = 'live', finished_at = now()", "23514"],
      ["live without finished_at", "status = 'live', release_id = $2", "23514"],
      [
        "live with an error",
        "status = 'live', release_id = $2, finished_at = now(), error = 'x'",
        "23514",
      ],
      ["failed without an error", "status = 'failed', finished_at = now()", "23514"],
      ["failed with an empty error", "status = 'failed', error = '', finished_at = now()", "23514"],
      [
        "failed with an error over 4000 characters",
        "status = 'failed', error = repeat('x', 4001), finished_at = now()",
        "23514",
      ],
      [
        "failed with a release",
        "status = 'failed', error = 'x', release_id = $2, finished_at = now()",
        "23514",
      ],
      ["failed without finished_at", "status = 'failed', error = 'x'", "23514"],
      ["building with finished_at", "finished_at = now()", "23514"],
      ["building with an error", "error = 'x'", "23514"],
      ["building with a release", "release_id = $2", "23514"],
      [
        "failed, finished before it started",
        "status = 'failed', error = 'x', finished_at = started_at - interval '1 second'",
        "23514",
      ],
      [
        "live, finished in 2020",
        "status = 'live', release_id = $2, finished_at = '2020-01-01'",
        "23514",
      ],
      [
        "live with a release that does not exist",
        "status = 'live', release_id = gen_random_uuid(), finished_at = now()",
        "23503",
      ],
    ];
    for (const [what, assignment, code] of broken) {
      test(
        `service_role › update: ${what} is refused (${code}), the build unchanged`,
        rolledBack(async (tx) => {
          const releaseId = await recordRelease(tx);
          const id = await startBuild(tx);
          const before = await builds(tx);
          const params = assignment.includes("$2") ? [id, releaseId] : [id];
          expectRefused(
            await attempt(
              tx,
              serviceRole,
              `update public.site_builds set ${assignment} where id = $1`,
              params,
            ),
            code,
          );
          expect(await builds(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › a build finished the moment it started is kept (finished_at = started_at)",
      rolledBack(async (tx) => {
        const id = await startBuild(tx);
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              `update public.site_builds set status = 'failed', error = 'x', finished_at = started_at
               where id = $1 returning status::text`,
              [id],
            ),
          ),
        ).toEqual([{ status: "failed" }]);
      }),
    );

    for (const actor of [serviceRole, "owner"] as const) {
      test(
        `${actor === "owner" ? "the table owner" : actor.label} › insert: content_through below 0 is refused (23514)`,
        rolledBack(async (tx) => {
          const sql = "insert into public.site_builds (content_through) values ($1)";
          for (const through of [-1, -9_007_199_254_740_991]) {
            if (actor === "owner")
              await expectOwnerRefused(tx, sql.replace("$1", String(through)), "23514");
            else expectRefused(await attempt(tx, actor, sql, [through]), "23514");
          }
          expect(await builds(tx)).toEqual([]);
          // 0: a snapshot taken before the content history held anything.
          if (actor === "owner") await tx.query(sql, [0]);
          else succeeded(await attempt(tx, actor, sql, [0]));
          expect((await builds(tx)).map((build) => build.content_through)).toEqual([0]);
        }),
      );
    }
  });

  describe("site_builds: a finished build is kept as it ended", () => {
    /** A build that went live with a release, or failed (written as the owner); its id. */
    async function finishedBuild(
      tx: Queryable,
      status: "live" | "failed",
      releaseId: string,
    ): Promise<string> {
      const id = await startBuild(tx);
      await tx.query(
        status === "live"
          ? "update public.site_builds set status = 'live', release_id = $2, finished_at = now() where id = $1"
          : "update public.site_builds set status = 'failed', error = 'The page home: broken', finished_at = now() where id = $1",
        status === "live" ? [id, releaseId] : [id],
      );
      return id;
    }

    const changes = [
      "status = 'building', release_id = null, error = null, finished_at = null",
      "status = 'failed', release_id = null, error = 'Failed after all', finished_at = now()",
      "status = 'live', release_id = $2, error = null, finished_at = now()",
      "release_id = $2",
      "error = 'Another reason'",
      "finished_at = finished_at + interval '1 hour'",
      "error = error",
    ];

    for (const status of ["live", "failed"] as const) {
      test(
        `service_role › a ${status} build: every update is refused (42501, the build finished), the build unchanged`,
        rolledBack(async (tx) => {
          const releaseId = await recordRelease(tx);
          const otherRelease = await recordRelease(tx);
          const id = await finishedBuild(tx, status, releaseId);
          const before = await builds(tx);
          for (const assignment of changes) {
            const outcome = await attempt(
              tx,
              serviceRole,
              `update public.site_builds set ${assignment} where id = $1`,
              assignment.includes("$2") ? [id, otherRelease] : [id],
            );
            expectRefused(outcome);
            expect(outcome.ok || outcome.message).toBe(
              `the build ${id} finished: it is kept as it ended`,
            );
          }
          expect(await builds(tx)).toEqual(before);
        }),
      );

      test(
        `the table owner › a ${status} build: refused too (a trigger, not only the grants)`,
        rolledBack(async (tx) => {
          const releaseId = await recordRelease(tx);
          const id = await finishedBuild(tx, status, releaseId);
          const before = await builds(tx);
          await expectOwnerRefused(
            tx,
            `update public.site_builds set status = 'building', release_id = null, error = null, finished_at = null where id = '${id}'`,
          );
          await expectOwnerRefused(
            tx,
            `update public.site_builds set finished_at = finished_at + interval '1 hour' where id = '${id}'`,
          );
          expect(await builds(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › an update of every build touches the one under way, and is refused whole while a finished one is among them",
      rolledBack(async (tx) => {
        const releaseId = await recordRelease(tx);
        await finishedBuild(tx, "live", releaseId);
        const underWay = await startBuild(tx);
        const before = await builds(tx);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update public.site_builds set status = 'failed', error = 'Stopped', finished_at = now()",
          ),
        );
        expect(await builds(tx)).toEqual(before);
        expect(
          succeeded(
            await attempt(
              tx,
              serviceRole,
              `update public.site_builds set status = 'failed', error = 'Stopped', finished_at = now()
               where status = 'building' returning id::text`,
            ),
          ),
        ).toEqual([{ id: underWay }]);
      }),
    );
  });

  describe("published_site_content()", () => {
    const call = "select public.published_site_content() as content";
    type Snapshot = {
      history_head: number;
      pages: Record<string, { version: number; published_at: string; content: unknown }> | null;
      settings: Record<string, unknown>;
      resources: { id: string }[];
      documents: { id: string; document_type: string }[];
    };
    const snapshotAs = async (tx: Queryable, actor: typeof admin): Promise<Snapshot> =>
      succeeded(await attempt<{ content: Snapshot }>(tx, actor, call))[0]!.content;

    /** Beside the seed: a resource not featured, a newer ADV Part 2A, a newer Form ADV retired,
     * a Privacy Policy PDF, and version 2 of the not-found page (all written as the owner). */
    async function addContent(tx: Queryable): Promise<void> {
      await tx.query(
        `insert into public.recommended_resources (title, description, url, is_featured)
         values ('Hidden draft', 'Not for the public', 'https://example.com/hidden', false)`,
      );
      await tx.query(
        `insert into public.legal_documents (name, document_type, file_path, file_size, created_at, is_active)
         values ('Form ADV Part 2A (2027)', 'adv_part_2a', 'adv_part_2a-1798761600000.pdf', 1000, '2027-01-01', true),
                ('Form ADV (2027, withdrawn)', 'form_adv', 'form_adv-1798761600000.pdf', 1000, '2027-01-01', false),
                ('Privacy Policy', 'privacy_policy', 'privacy_policy-1798761600000.pdf', 1000, '2027-01-01', true)`,
      );
      await tx.query(
        `insert into public.page_versions (page_key, content)
         select page_key, jsonb_set(content, '{heading}', '"Lost?"') from public.page_versions
         where page_key = 'not-found' and version = 1`,
      );
    }

    test(
      "anon › refused (no execute privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, call));
      }),
    );

    test(
      "the function is security invoker, executable by authenticated and service_role only",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select p.prosecdef, has_function_privilege('anon', p.oid, 'execute') as anon,
                  has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                  has_function_privilege('service_role', p.oid, 'execute') as service_role
           from pg_proc p where p.oid = 'public.published_site_content()'::regprocedure`,
        );
        expect(rows).toEqual([
          { prosecdef: false, anon: false, authenticated: true, service_role: true },
        ]);
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › no page and history head 0; only what it reads anyway (settings, featured resources, active documents)`,
        rolledBack(async (tx) => {
          await addContent(tx);
          const snapshot = await snapshotAs(tx, actor);
          expect(Object.keys(snapshot).sort()).toEqual([
            "documents",
            "history_head",
            "pages",
            "posts",
            "resources",
            "settings",
            "withdrawn_posts",
          ]);
          expect(snapshot.pages).toBeNull();
          expect(snapshot.history_head).toBe(0);

          // The settings' public columns as the actor reads them; not the adviser's answers.
          const settings = succeeded(
            await attempt<{ settings: Record<string, unknown> }>(
              tx,
              actor,
              `select to_jsonb(s) as settings from (
                 select site_name, site_description, company_tagline, facebook_url, twitter_url,
                        linkedin_url, twitter_handle, copyright_text, newsletter_heading,
                        newsletter_description, logo_url, footer_logo_url, favicon_url
                 from public.site_settings) s`,
            ),
          );
          expect([{ settings: snapshot.settings }]).toEqual([
            { settings: { ...settings[0]!.settings, marketing_rule_answers: null } },
          ]);

          const resources = succeeded(
            await attempt<{ id: string }>(
              tx,
              actor,
              "select id::text from public.recommended_resources order by created_at desc, id",
            ),
          );
          expect(snapshot.resources.map(({ id }) => ({ id }))).toEqual(resources);
          expect(snapshot.resources.map((resource) => resource)).not.toContainEqual(
            expect.objectContaining({ title: "Hidden draft" }),
          );

          const readable = succeeded(
            await attempt<{ id: string }>(tx, actor, "select id::text from public.legal_documents"),
          ).map(({ id }) => id);
          for (const document of snapshot.documents) expect(readable).toContain(document.id);
          expect(snapshot.documents.map((document) => document.document_type)).toEqual([
            "adv_part_2a",
            "adv_part_2b",
            "form_adv",
            "form_crs",
            "investment_agreement",
            "privacy_policy",
          ]);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › every page's latest version, the settings, featured resources only, the newest active document per type, the history head`,
        rolledBack(async (tx) => {
          await addContent(tx);
          const snapshot = await snapshotAs(tx, actor);

          expect(snapshot.history_head).toBe(await historyHead(tx));

          const latest = await tx.query<{ page_key: string; version: number; content: unknown }>(
            `select distinct on (page_key) page_key, version, content from public.page_versions
             order by page_key, version desc`,
          );
          expect(Object.keys(snapshot.pages ?? {}).sort()).toEqual(
            latest.rows.map((row) => row.page_key),
          );
          expect(latest.rows).toHaveLength(15);
          for (const row of latest.rows) {
            expect(snapshot.pages![row.page_key]).toMatchObject({
              version: row.version,
              content: row.content,
            });
          }
          expect(snapshot.pages!["not-found"]!.version).toBe(2);
          expect(snapshot.pages!["not-found"]!.published_at).toMatch(/\+00:00$/);

          const settings = await tx.query(
            "select to_jsonb(s) - 'id' - 'updated_at' as settings from public.site_settings s",
          );
          expect(snapshot.settings).toEqual(settings.rows[0]!.settings);
          expect(Object.keys(snapshot.settings)).toEqual(
            expect.arrayContaining(["logo_url", "footer_logo_url", "favicon_url"]),
          );

          const featured = await tx.query<{ id: string }>(
            `select id::text from public.recommended_resources where is_featured
             order by created_at desc, id`,
          );
          expect(snapshot.resources.map(({ id }) => ({ id }))).toEqual(featured.rows);

          const newest = await tx.query<{ id: string; document_type: string }>(
            `select distinct on (document_type) id::text, document_type from public.legal_documents
             where is_active order by document_type, created_at desc, id`,
          );
          expect(
            snapshot.documents.map(({ id, document_type }) => ({ id, document_type })),
          ).toEqual(newest.rows);
          const adv = snapshot.documents.find((d) => d.document_type === "adv_part_2a");
          expect(adv).toMatchObject({ name: "Form ADV Part 2A (2027)" });
          const formAdv = snapshot.documents.find((d) => d.document_type === "form_adv");
          expect(formAdv).toMatchObject({ name: "Form ADV (2026)" });
        }),
      );
    }

    test(
      "admin at aal2 › a publication moves the history head to the new version's entry",
      rolledBack(async (tx) => {
        const { history_head: before, pages } = await snapshotAs(tx, admin);
        await tx.query(
          `insert into public.page_versions (page_key, content)
           select page_key, content from public.page_versions where page_key = 'terms' and version = 1`,
        );
        const after = await snapshotAs(tx, admin);
        const { rows } = await tx.query<{ id: number }>(
          "select max(id) as id from public.content_history where table_name = 'page_versions'",
        );
        expect(after.history_head).toBe(rows[0]!.id);
        expect(after.history_head).toBe(before + 1);
        expect(after.pages!.terms!.version).toBe(pages!.terms!.version + 1);
      }),
    );
  });

  describe("site_releases: content_through and PDF assets", () => {
    for (const actor of everyoneButTheServiceRole) {
      test(
        `${actor.label} › insert a release with content_through: refused`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(tx, actor, insertReleaseThrough, [
              commit,
              pages,
              asset("application/pdf"),
              1,
            ]),
          );
          const { rows } = await tx.query("select id from public.site_releases");
          expect(rows).toEqual([]);
        }),
      );
    }

    for (const actor of [serviceRole, "owner"] as const) {
      test(
        `${actor === "owner" ? "the table owner" : actor.label} › content_through below 0: refused (23514)`,
        rolledBack(async (tx) => {
          const params = [commit, pages, asset("application/pdf"), -1];
          if (actor === "owner") {
            await tx.query("savepoint owner");
            await expect(tx.query(insertReleaseThrough, params)).rejects.toMatchObject({
              code: "23514",
            });
            await tx.query("rollback to savepoint owner");
          } else {
            expectRefused(await attempt(tx, actor, insertReleaseThrough, params), "23514");
          }
          const { rows } = await tx.query("select id from public.site_releases");
          expect(rows).toEqual([]);
        }),
      );
    }

    test(
      "service_role › content_through 0 is kept (a snapshot of an empty content history)",
      rolledBack(async (tx) => {
        expect(
          succeeded(
            await attempt(tx, serviceRole, insertReleaseThrough, [
              commit,
              pages,
              asset("application/pdf"),
              0,
            ]),
          ),
        ).toEqual([{ id: expect.any(String) as string, content_through: 0 }]);
      }),
    );

    test(
      "service_role › inserts content_through; the content history records it",
      rolledBack(async (tx) => {
        const head = await historyHead(tx);
        const [row] = succeeded(
          await attempt<{ id: string; content_through: number }>(
            tx,
            serviceRole,
            insertReleaseThrough,
            [commit, pages, asset("application/pdf"), head],
          ),
        );
        expect(row!.content_through).toBe(head);
        const { rows } = await tx.query(
          `select (after ->> 'content_through')::bigint as through from public.content_history
           where table_name = 'site_releases' and row_id = $1`,
          [row!.id],
        );
        expect(rows).toEqual([{ through: head }]);
      }),
    );

    for (const actor of [...everyoneButTheServiceRole, serviceRole]) {
      test(
        `${actor.label} › change content_through afterwards: refused or nothing to touch`,
        rolledBack(async (tx) => {
          const id = await recordRelease(tx);
          const outcome = await attempt(
            tx,
            actor,
            "update public.site_releases set content_through = 1 where id = $1 returning id",
            [id],
          );
          if (outcome.ok) expectNoRowAffected(outcome);
          const { rows } = await tx.query(
            "select content_through from public.site_releases where id = $1",
            [id],
          );
          expect(rows).toEqual([{ content_through: null }]);
        }),
      );
    }

    for (const type of ["application/pdf", "text/javascript"]) {
      test(
        `service_role › a release asset of type ${type} is kept`,
        rolledBack(async (tx) => {
          expect(
            succeeded(await attempt(tx, serviceRole, insertRelease, [commit, pages, asset(type)])),
          ).toHaveLength(1);
        }),
      );
    }

    for (const type of [
      "application/javascript",
      "text/javascript; charset=utf-8",
      "text/html",
      "application/pdf; charset=utf-8",
      "application/pdf\ntext/javascript",
      "image/svg+xml\u0000",
    ]) {
      test(
        `service_role › a release asset of type ${JSON.stringify(type)} is refused (23514)`,
        rolledBack(async (tx) => {
          const outcome = await attempt(tx, serviceRole, insertRelease, [
            commit,
            pages,
            asset(type, "/assets/x.js"),
          ]);
          // A NUL cannot be in jsonb text at all (22P05), which refuses it just as well.
          expectRefused(outcome, type.includes("\u0000") ? "22P05" : "23514");
        }),
      );
    }

    test(
      "the site-releases bucket takes PDFs and the pages' scripts too, and the host's robots.txt, _headers and sitemap.xml",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select allowed_mime_types from storage.buckets where id = 'site-releases'",
        );
        expect(rows).toEqual([
          {
            allowed_mime_types: [
              "text/html",
              "text/css",
              "text/javascript",
              "image/*",
              "application/pdf",
              "text/plain",
              "application/xml",
            ],
          },
        ]);
      }),
    );
  });

  describe("legal_documents: the Privacy Policy and the Terms of Service", () => {
    const addDocument = `insert into public.legal_documents (name, document_type, file_path, file_size, sha256)
      values ($1, $2, $3, 1000, $4) returning document_type`;

    test(
      "admin at aal2 › adds a privacy_policy and a terms_of_service document",
      rolledBack(async (tx) => {
        for (const type of ["privacy_policy", "terms_of_service"]) {
          expect(
            succeeded(
              await attempt(tx, admin, addDocument, [
                `The ${type}`,
                type,
                `${type}-1798761600000.pdf`,
                hashA,
              ]),
            ),
          ).toEqual([{ document_type: type }]);
        }
      }),
    );

    for (const [what, type, path] of [
      ["an unknown type", "cookie_policy", "cookie_policy-1798761600000.pdf"],
      ["a file named for another type", "privacy_policy", "terms_of_service-1798761600000.pdf"],
    ]) {
      test(
        `admin at aal2 › ${what}: refused (23514)`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, addDocument, ["x", type, path, hashA]), "23514");
        }),
      );
    }

    for (const actor of [anon, visitor, adminAtAal1]) {
      test(
        `${actor.label} › cannot add one`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(tx, actor, addDocument, [
              "x",
              "privacy_policy",
              "privacy_policy-1798761600000.pdf",
              hashA,
            ]),
          );
        }),
      );
    }
  });
});
