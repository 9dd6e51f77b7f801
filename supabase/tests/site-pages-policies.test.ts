// The pages of the public site as every role: public.site_pages (each page's draft and the revision
// that guards concurrent edits), public.page_versions (every published version, append-only,
// checked against the page's JSON Schema by a trigger) and the four calls over them,
// save_page_draft, discard_page_draft, restore_page_version and publish_page: security invoker
// wrappers, executable by authenticated only, around one security definer,
// intake.change_site_page, which refuses (42501) anyone but an admin at aal2 and answers
// {revision, version}. Admins at aal2 and the service role read every row; anon is refused;
// visitors and admins at aal1 see nothing and change nothing. Admins change pages only through the
// calls (no UPDATE on site_pages, no INSERT on page_versions); the service role publishes with an
// insert into page_versions, which the version trigger numbers, checks and counts as a change of
// the page (its revision rises). Nobody, the service role and the table owner included, rewrites or
// deletes a published version, deletes a page, or chooses a version's number, publisher or time,
// and content that does not match the page's schema is refused whoever writes it.
//
// A test marked `test.fails` would pin a defect of the migration (the expectation is what the
// database should do; the test passes while it does not): none is open in this file.
import { describe, expect, test } from "vitest";
import { isPostgresError, type Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import {
  admin,
  adminAtAal1,
  anon,
  serviceRole,
  signedIn,
  visitor,
  type Actor,
} from "./support/actors";
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

const pageKeys = [
  "about",
  "adv",
  "contact",
  "crs",
  "fees",
  "free-review",
  "home",
  "layout",
  "not-found",
  "privacy",
  "process",
  "resources",
  "schedule",
  "services",
  "terms",
];

const secondAdmin = {
  id: "c3c3c3c3-0000-4000-8000-000000000003",
  email: "second-admin@example.com",
};
const secondAdminAtAal2 = signedIn("second admin", secondAdmin, "aal2");

type Content = Record<string, unknown>;

interface PageRow {
  page_key: string;
  revision: number;
  draft: Content | null;
  draft_base_version: number | null;
  draft_restored_from: number | null;
  changed_by: string | null;
  changed_at: Date;
}

interface VersionRow {
  id: number;
  page_key: string;
  version: number;
  content: Content;
  published_by: string | null;
  published_at: Date;
  restored_from: number | null;
}

/** What the four calls answer: the page's new revision, and for a publication the new version. */
interface Answer {
  revision: number;
  version: number | null;
}

async function page(tx: Queryable, pageKey: string): Promise<PageRow> {
  const { rows } = await tx.query<PageRow>(
    `select page_key, revision, draft, draft_base_version, draft_restored_from, changed_by::text, changed_at
     from public.site_pages where page_key = $1`,
    [pageKey],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The page's revision now: what an editor opening it holds. */
async function revisionOf(tx: Queryable, pageKey: string): Promise<number> {
  return (await page(tx, pageKey)).revision;
}

async function versions(tx: Queryable, pageKey: string): Promise<VersionRow[]> {
  const { rows } = await tx.query<VersionRow>(
    `select id, page_key, version, content, published_by::text, published_at, restored_from
     from public.page_versions where page_key = $1 order by version`,
    [pageKey],
  );
  return rows;
}

/** Everything the two tables hold, to show that a refused or useless call changed nothing. */
async function snapshot(tx: Queryable): Promise<unknown> {
  const pages = await tx.query("select * from public.site_pages order by page_key");
  const published = await tx.query("select * from public.page_versions order by id");
  const history = await tx.query<{ head: number }>(
    "select coalesce(max(id), 0) as head from public.content_history",
  );
  return { pages: pages.rows, published: published.rows, head: history.rows[0]!.head };
}

/** The content the migration published as the page's first version. */
async function shippedContent(tx: Queryable, pageKey: string): Promise<Content> {
  const [first] = await versions(tx, pageKey);
  return structuredClone(first!.content);
}

async function databaseNow(tx: Queryable): Promise<{ start: Date; clock: Date }> {
  const { rows } = await tx.query<{ start: Date; clock: Date }>(
    "select now() as start, clock_timestamp() as clock",
  );
  return rows[0]!;
}

const save = (pageKey: string, content: unknown, revision: number | null): [string, unknown[]] => [
  "select public.save_page_draft($1, $2::jsonb, $3) as answer",
  [pageKey, JSON.stringify(content), revision],
];
const discard = (pageKey: string, revision: number | null): [string, unknown[]] => [
  "select public.discard_page_draft($1, $2) as answer",
  [pageKey, revision],
];
const restore = (
  pageKey: string,
  version: number,
  revision: number | null,
): [string, unknown[]] => [
  "select public.restore_page_version($1, $2, $3) as answer",
  [pageKey, version, revision],
];
const publish = (pageKey: string, revision: number | null): [string, unknown[]] => [
  "select public.publish_page($1, $2) as answer",
  [pageKey, revision],
];

type Failure = { ok: false; code: string; message: string; detail?: string };

/** Like `attempt`, for a statement expected to fail, keeping the error's DETAIL too. */
async function failureOf(
  tx: Queryable,
  actor: Actor | "owner",
  sql: string,
  params?: unknown[],
): Promise<Failure | { ok: true }> {
  await tx.query("savepoint failure_of");
  try {
    if (actor !== "owner") {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(actor.claims),
      ]);
      await tx.query(`set local role ${actor.role}`);
    }
    await tx.query(sql, params);
    await tx.query("release savepoint failure_of");
    return { ok: true };
  } catch (error) {
    if (!isPostgresError(error)) throw error;
    await tx.query("rollback to savepoint failure_of");
    return { ok: false, code: error.code, message: error.message, detail: error.detail };
  } finally {
    await tx.query("reset role");
    await tx.query("select set_config('request.jwt.claims', '', true)");
  }
}

function expectFailure(outcome: Failure | { ok: true }, code: string): Failure {
  expect(outcome.ok ? "succeeded" : `${outcome.code}: ${outcome.message}`).toMatch(
    new RegExp(`^${code}: `),
  );
  return outcome as Failure;
}

/** What one of the four calls answered. */
function answer(outcome: Awaited<ReturnType<typeof attempt>>): Answer {
  const rows = succeeded(outcome);
  expect(rows).toHaveLength(1);
  return Object.values(rows[0]!)[0] as Answer;
}

/** A second admin, as the owner writes one (auth.users and the role). */
async function addSecondAdmin(tx: Queryable): Promise<void> {
  await tx.query(
    "insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')",
    [secondAdmin.id, secondAdmin.email],
  );
  await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [
    secondAdmin.id,
  ]);
}

const insertVersion = "insert into public.page_versions (page_key, content) values ($1, $2::jsonb)";
const insertRestoredVersion =
  "insert into public.page_versions (page_key, content, restored_from) values ($1, $2::jsonb, $3)";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("reading", () => {
    for (const table of ["site_pages", "page_versions"]) {
      test(
        `anon › ${table}: refused (no privilege)`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, anon, `select * from public.${table}`));
        }),
      );

      for (const actor of [visitor, adminAtAal1]) {
        test(
          `${actor.label} › ${table}: sees no row`,
          rolledBack(async (tx) => {
            expect(succeeded(await attempt(tx, actor, `select * from public.${table}`))).toEqual(
              [],
            );
          }),
        );
      }

      for (const actor of [admin, serviceRole]) {
        test(
          `${actor.label} › ${table}: reads every page`,
          rolledBack(async (tx) => {
            const rows = succeeded(
              await attempt<{ page_key: string }>(
                tx,
                actor,
                `select distinct page_key from public.${table} order by page_key`,
              ),
            );
            expect(rows.map((row) => row.page_key)).toEqual(pageKeys);
          }),
        );
      }
    }

    test(
      "the migrations published version 1 of every page and version 2 of the three they corrected, by nobody, and entered each in the content history",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select v.page_key, v.version, v.published_by, v.restored_from,
                  (select count(*)::int from public.content_history e
                    where e.table_name = 'page_versions' and e.row_id = v.id::text
                      and e.operation = 'insert' and e.after -> 'content' = v.content) as entries
           from public.page_versions v order by v.page_key, v.version`,
        );
        // 20261128172001 corrected the shipped copy of three pages (links, a second newsletter box).
        const corrected = ["privacy", "resources", "terms"];
        expect(rows).toEqual(
          pageKeys.flatMap((page_key) =>
            (corrected.includes(page_key) ? [1, 2] : [1]).map((version) => ({
              page_key,
              version,
              published_by: null,
              restored_from: null,
              entries: 1,
            })),
          ),
        );
        // Publishing version 1 counted as a change of each page (the version trigger touches the
        // page's row), and so did each correction: every page starts at revision 2 (3 if
        // corrected), changed by nobody.
        const pages = await tx.query(
          "select page_key, revision, draft, changed_by from public.site_pages order by page_key",
        );
        expect(pages.rows).toEqual(
          pageKeys.map((page_key) => ({
            page_key,
            revision: corrected.includes(page_key) ? 3 : 2,
            draft: null,
            changed_by: null,
          })),
        );
      }),
    );
  });

  describe("admin at aal2: save, publish, restore, discard", () => {
    test(
      "save: the draft is stored over the revision it names, which rises by one, stamped with the admin; the answer is {revision, version: null}",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const { start } = await databaseNow(tx);
        const draft = { ...(await shippedContent(tx, "not-found")), heading: "Lost?" };
        expect(answer(await attempt(tx, admin, ...save("not-found", draft, opened)))).toEqual({
          revision: opened + 1,
          version: null,
        });
        const row = await page(tx, "not-found");
        expect(row).toMatchObject({
          revision: opened + 1,
          draft,
          draft_base_version: 1,
          draft_restored_from: null,
          changed_by: admin.claims.sub,
        });
        expect(row.changed_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(await versions(tx, "not-found")).toHaveLength(1);
      }),
    );

    test(
      "save: a draft is not checked against the schema until it is published",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        expect(
          answer(await attempt(tx, admin, ...save("not-found", { anything: 1 }, opened))),
        ).toEqual({ revision: opened + 1, version: null });
        expect((await page(tx, "not-found")).draft).toEqual({ anything: 1 });
      }),
    );

    test(
      "publish: version n+1 with the draft, published by the admin at the database's time; the draft cleared; entered in the content history; the answer names both",
      rolledBack(async (tx) => {
        const draft = { ...(await shippedContent(tx, "not-found")), heading: "Lost?" };
        const saved = answer(
          await attempt(tx, admin, ...save("not-found", draft, await revisionOf(tx, "not-found"))),
        );
        const { start } = await databaseNow(tx);
        const published = answer(await attempt(tx, admin, ...publish("not-found", saved.revision)));
        const { clock } = await databaseNow(tx);
        expect(published.version).toBe(2);
        expect(published.revision).toBeGreaterThan(saved.revision);

        const version = (await versions(tx, "not-found")).at(-1)!;
        expect(version).toMatchObject({
          version: 2,
          content: draft,
          published_by: admin.claims.sub,
          restored_from: null,
        });
        expect(version.published_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(version.published_at.getTime()).toBeLessThanOrEqual(clock.getTime());

        expect(await page(tx, "not-found")).toMatchObject({
          revision: published.revision,
          draft: null,
          draft_base_version: null,
          draft_restored_from: null,
          changed_by: admin.claims.sub,
        });

        const { rows } = await tx.query(
          `select table_name, row_id, operation::text, actor::text,
                  after -> 'content' as content, (after ->> 'version')::int as version,
                  id = (select max(id) from public.content_history) as newest
           from public.content_history where table_name = 'page_versions' and row_id = $1`,
          [String(version.id)],
        );
        expect(rows).toEqual([
          {
            table_name: "page_versions",
            row_id: String(version.id),
            operation: "insert",
            actor: admin.claims.sub,
            content: draft,
            version: 2,
            newest: true,
          },
        ]);
      }),
    );

    test(
      "restore: the draft is that version's content, marked as restored; publishing it records restored_from",
      rolledBack(async (tx) => {
        const shipped = await shippedContent(tx, "not-found");
        let { revision } = answer(
          await attempt(
            tx,
            admin,
            ...save(
              "not-found",
              { ...shipped, heading: "Lost?" },
              await revisionOf(tx, "not-found"),
            ),
          ),
        );
        ({ revision } = answer(await attempt(tx, admin, ...publish("not-found", revision))));

        const restored = answer(await attempt(tx, admin, ...restore("not-found", 1, revision)));
        expect(restored).toEqual({ revision: revision + 1, version: null });
        expect(await page(tx, "not-found")).toMatchObject({
          revision: revision + 1,
          draft: shipped,
          draft_base_version: 2,
          draft_restored_from: 1,
          changed_by: admin.claims.sub,
        });

        expect(
          answer(await attempt(tx, admin, ...publish("not-found", restored.revision))).version,
        ).toBe(3);
        const all = await versions(tx, "not-found");
        expect(all.map(({ version, restored_from }) => ({ version, restored_from }))).toEqual([
          { version: 1, restored_from: null },
          { version: 2, restored_from: null },
          { version: 3, restored_from: 1 },
        ]);
        expect(all[2]!.content).toEqual(shipped);
        expect((await page(tx, "not-found")).draft_restored_from).toBeNull();
      }),
    );

    test(
      "restore: a version the page does not have is refused with PT404, nothing changes",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const before = await snapshot(tx);
        expectRefused(await attempt(tx, admin, ...restore("not-found", 7, opened)), "PT404");
        expectRefused(await attempt(tx, admin, ...restore("not-found", 0, opened)), "PT404");
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "discard: the draft is null again, the revision rises, no version is added",
      rolledBack(async (tx) => {
        const { revision } = answer(
          await attempt(
            tx,
            admin,
            ...save("not-found", { heading: "x" }, await revisionOf(tx, "not-found")),
          ),
        );
        expect(answer(await attempt(tx, admin, ...discard("not-found", revision)))).toEqual({
          revision: revision + 1,
          version: null,
        });
        expect(await page(tx, "not-found")).toMatchObject({
          revision: revision + 1,
          draft: null,
          draft_base_version: null,
          draft_restored_from: null,
        });
        expect(await versions(tx, "not-found")).toHaveLength(1);
      }),
    );

    test(
      "publish: a page without a draft is refused with 22023, nothing changes",
      rolledBack(async (tx) => {
        const before = await snapshot(tx);
        expectRefused(
          await attempt(tx, admin, ...publish("not-found", await revisionOf(tx, "not-found"))),
          "22023",
        );
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "every call: a page that does not exist is PT404",
      rolledBack(async (tx) => {
        for (const call of [
          save("no-such-page", {}, 2),
          discard("no-such-page", 2),
          restore("no-such-page", 1, 2),
          publish("no-such-page", 2),
          save("'; drop table public.site_pages; --", {}, 2),
        ]) {
          expectRefused(await attempt(tx, admin, ...call), "PT404");
        }
      }),
    );

    const badDrafts: [string, string, string][] = [
      ["an array", "[]", "23514"],
      ["a string", '"<script>alert(1)</script>"', "23514"],
      ["JSON null", "null", "23514"],
      // The call itself refuses a save without content ("A draft needs its content").
      ["SQL null", "sql null", "22023"],
      ["more than 256 KB", "huge", "23514"],
    ];
    for (const [what, value, code] of badDrafts) {
      test(
        `save: a draft that is ${what} is refused (${code}), nothing changes`,
        rolledBack(async (tx) => {
          const opened = await revisionOf(tx, "not-found");
          const before = await snapshot(tx);
          const params =
            value === "sql null"
              ? ["not-found", null, opened]
              : [
                  "not-found",
                  value === "huge" ? JSON.stringify({ body: "a".repeat(262_145) }) : value,
                  opened,
                ];
          expectRefused(
            await attempt(tx, admin, "select public.save_page_draft($1, $2::jsonb, $3)", params),
            code,
          );
          expect(await snapshot(tx)).toEqual(before);
        }),
      );
    }
  });

  describe("concurrent edits: a call over a revision that is not the current one", () => {
    test(
      "save over an old revision: PT409 naming who changed the page and when; the row unchanged",
      rolledBack(async (tx) => {
        await addSecondAdmin(tx);
        const opened = await revisionOf(tx, "not-found");
        const shipped = await shippedContent(tx, "not-found");
        const theirs = { ...shipped, heading: "Theirs" };
        succeeded(await attempt(tx, secondAdminAtAal2, ...save("not-found", theirs, opened)));
        const changed = await page(tx, "not-found");

        const refused = expectFailure(
          await failureOf(tx, admin, ...save("not-found", { ...shipped, heading: "Mine" }, opened)),
          "PT409",
        );
        const detail = JSON.parse(refused.detail ?? "{}") as Record<string, unknown>;
        expect(detail).toMatchObject({ revision: opened + 1, changed_by: secondAdmin.id });
        expect(new Date(String(detail.changed_at)).getTime()).toBe(changed.changed_at.getTime());

        expect(await page(tx, "not-found")).toEqual(changed);
        expect(changed.draft).toEqual(theirs);
      }),
    );

    test(
      "discard, restore and publish over an old revision: PT409, nothing changes",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const { revision } = answer(
          await attempt(tx, admin, ...save("not-found", { heading: "x" }, opened)),
        );
        const before = await snapshot(tx);
        for (const call of [
          discard("not-found", opened),
          restore("not-found", 1, opened),
          publish("not-found", opened),
          save("not-found", {}, revision + 1),
          save("not-found", {}, -1),
        ]) {
          expectRefused(await attempt(tx, admin, ...call), "PT409");
        }
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "a call naming a null revision is refused like an old one (PT409), and the other admin's draft stays",
      rolledBack(async (tx) => {
        await addSecondAdmin(tx);
        const theirs = { heading: "Theirs" };
        succeeded(
          await attempt(
            tx,
            secondAdminAtAal2,
            ...save("not-found", theirs, await revisionOf(tx, "not-found")),
          ),
        );
        const before = await snapshot(tx);
        for (const call of [
          save("not-found", { heading: "Mine" }, null),
          discard("not-found", null),
          restore("not-found", 1, null),
          publish("not-found", null),
        ]) {
          expectRefused(await attempt(tx, admin, ...call), "PT409");
        }
        expect(await snapshot(tx)).toEqual(before);
        expect((await page(tx, "not-found")).draft).toEqual(theirs);
      }),
    );
  });

  describe("content that does not match the page's schema is refused whoever writes it", () => {
    type Edit = (content: Content) => void;
    const hostile: [string, string, Edit, RegExp][] = [
      [
        "a required field blank",
        "not-found",
        (content) => (content.title = "   "),
        /: title: does not match the required pattern$/,
      ],
      [
        "a required field missing",
        "not-found",
        (content) => delete content.heading,
        /: heading: is required$/,
      ],
      [
        "a field too long",
        "not-found",
        (content) => (content.heading = "H".repeat(121)),
        /: heading: must be at most 120 characters$/,
      ],
      [
        "an extra key",
        "not-found",
        (content) => (content.script = "<script>alert(1)</script>"),
        /: script: is not allowed$/,
      ],
      [
        "a javascript: link in a CTA's href",
        "not-found",
        (content) => ((content.homeAction as Content).href = "javascript:alert(1)"),
        /: homeAction\.href: does not match the required pattern$/,
      ],
      [
        "a javascript: link in the home hero's CTA",
        "home",
        (content) =>
          (((content.hero as Content).primaryAction as Content).href = "javascript:alert(1)"),
        /: hero\.primaryAction\.href: does not match the required pattern$/,
      ],
      [
        "a protocol-relative link in a CTA's href",
        "not-found",
        (content) => ((content.homeAction as Content).href = "//evil.example/"),
        /: homeAction\.href: does not match the required pattern$/,
      ],
      [
        "a markdown link to javascript: in a paragraph field",
        "not-found",
        (content) => (content.body = "Go [x](javascript:alert(1)) now."),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown link to JavaScript: (any case) in a paragraph field",
        "not-found",
        (content) => (content.body = "[x]( JavaScript:alert(1))"),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown reference definition to javascript: in a paragraph field",
        "not-found",
        (content) => (content.body = "Go [x] now.\n\n[x]: javascript:alert(1)"),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown reference definition to javascript: in angle brackets, on the next line",
        "not-found",
        (content) => (content.body = "[x]\n\n[x]:\n  <javascript:alert(1)>"),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown autolink to javascript: in a paragraph field",
        "not-found",
        (content) => (content.body = "Go <javascript:alert(1)> now."),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown autolink to JavaScript: (any case) in a paragraph field",
        "not-found",
        (content) => (content.body = "<JavaScript:alert(1)>"),
        /: body: does not match the required pattern$/,
      ],
      [
        "a markdown link to javascript: in a legal page's section",
        "privacy",
        (content) => ((content.sections as Content[])[0]!.body = "[x](javascript:alert(1))"),
        /: sections\[0\]\.body: does not match the required pattern$/,
      ],
      [
        "a markdown reference definition to javascript: in a legal page's section",
        "privacy",
        (content) => ((content.sections as Content[])[0]!.body = "[a]: javascript:alert(1)"),
        /: sections\[0\]\.body: does not match the required pattern$/,
      ],
      [
        "a markdown autolink to javascript: in a legal page's section",
        "privacy",
        (content) => ((content.sections as Content[])[0]!.body = "<javascript:alert(1)>"),
        /: sections\[0\]\.body: does not match the required pattern$/,
      ],
      [
        "a value of the wrong type",
        "not-found",
        (content) => (content.homeAction = "/"),
        /: homeAction: must be an object$/,
      ],
    ];

    for (const [what, pageKey, edit, message] of hostile) {
      const bad = async (tx: Queryable) => {
        const content = await shippedContent(tx, pageKey);
        edit(content);
        return content;
      };

      test(
        `admin at aal2 › publish ${what}: 23514 naming the field; the draft stays, no version added`,
        rolledBack(async (tx) => {
          const content = await bad(tx);
          const { revision } = answer(
            await attempt(tx, admin, ...save(pageKey, content, await revisionOf(tx, pageKey))),
          );
          const before = await snapshot(tx);
          const refused = expectFailure(
            await failureOf(tx, admin, ...publish(pageKey, revision)),
            "23514",
          );
          expect(refused.message).toMatch(message);
          expect(refused.message).toContain(`The content of the page ${pageKey}`);
          expect(await snapshot(tx)).toEqual(before);
        }),
      );

      test(
        `service_role and the owner › insert ${what} into page_versions: 23514 naming the field, nothing changes`,
        rolledBack(async (tx) => {
          const content = JSON.stringify(await bad(tx));
          const before = await snapshot(tx);
          for (const actor of [serviceRole, "owner"] as const) {
            const refused = expectFailure(
              await failureOf(tx, actor, insertVersion, [pageKey, content]),
              "23514",
            );
            expect(refused.message).toMatch(message);
          }
          expect(await snapshot(tx)).toEqual(before);
        }),
      );
    }

    const ordinary: [string, string][] = [
      ["a comparison", "If a < b and b > c, then a < c."],
      ["inline HTML (shown as text: the renderer has no HTML)", "Some <b>bold</b> words."],
      ["an autolink to https:", "Read <https://www.sec.gov/> first."],
      ["a reference definition to https:", "See [the SEC].\n\n[the SEC]: https://www.sec.gov/"],
      ["a link to a page of the site", "See [our fees](/fees)."],
    ];
    for (const [what, body] of ordinary) {
      test(
        `a paragraph field with ${what} is published, by the admin's publish_page and the service role's insert`,
        rolledBack(async (tx) => {
          const content = { ...(await shippedContent(tx, "not-found")), body };
          const { revision } = answer(
            await attempt(
              tx,
              admin,
              ...save("not-found", content, await revisionOf(tx, "not-found")),
            ),
          );
          expect(answer(await attempt(tx, admin, ...publish("not-found", revision))).version).toBe(
            2,
          );
          succeeded(
            await attempt(tx, serviceRole, insertVersion, ["not-found", JSON.stringify(content)]),
          );
          const published = await versions(tx, "not-found");
          expect(published.slice(1).map((row) => [row.version, row.content.body])).toEqual([
            [2, body],
            [3, body],
          ]);
        }),
      );
    }

    test(
      "content nested more than 32 levels deep is refused (23514), whoever writes it",
      rolledBack(async (tx) => {
        const content = await shippedContent(tx, "not-found");
        let deep: unknown = "x";
        for (let level = 0; level < 40; level += 1) deep = [deep];
        content.extra = deep;
        const before = await snapshot(tx);
        for (const actor of [serviceRole, "owner"] as const) {
          expectFailure(
            await failureOf(tx, actor, insertVersion, ["not-found", JSON.stringify(content)]),
            "23514",
          );
        }
        expect(await snapshot(tx)).toEqual(before);
        // The admin may save it as a draft (drafts are not checked), not publish it.
        const { revision } = answer(
          await attempt(
            tx,
            admin,
            ...save("not-found", content, await revisionOf(tx, "not-found")),
          ),
        );
        expectFailure(await failureOf(tx, admin, ...publish("not-found", revision)), "23514");
        expect(await versions(tx, "not-found")).toHaveLength(1);
      }),
    );

    test(
      "content over 256 KB is refused, whoever writes it (the admin's already as a draft)",
      rolledBack(async (tx) => {
        const content = await shippedContent(tx, "privacy");
        content.sections = Array.from({ length: 30 }, (_, index) => ({
          heading: `Section ${index}`,
          body: "a".repeat(10_000),
        }));
        const before = await snapshot(tx);
        for (const actor of [serviceRole, "owner"] as const) {
          expectFailure(
            await failureOf(tx, actor, insertVersion, ["privacy", JSON.stringify(content)]),
            "23514",
          );
        }
        expectFailure(
          await failureOf(tx, admin, ...save("privacy", content, await revisionOf(tx, "privacy"))),
          "23514",
        );
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "a page with no schema cannot be published into, whoever writes it",
      rolledBack(async (tx) => {
        for (const actor of [serviceRole, "owner"] as const) {
          const outcome = await failureOf(tx, actor, insertVersion, ["evil", "{}"]);
          expect(outcome.ok).toBe(false);
        }
        expectRefused(await attempt(tx, admin, ...publish("evil", 2)), "PT404");
        expect(
          (await tx.query("select 1 from public.page_versions where page_key = 'evil'")).rows,
        ).toEqual([]);
      }),
    );
  });

  describe("visitors, admins at aal1 and anon cannot use the calls", () => {
    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › save, discard, restore, publish: refused by the call (42501), nothing changes`,
        rolledBack(async (tx) => {
          const content = await shippedContent(tx, "not-found");
          const opened = await revisionOf(tx, "not-found");
          const before = await snapshot(tx);
          for (const call of [
            save("not-found", { ...content, heading: "Defaced" }, opened),
            discard("not-found", opened),
            restore("not-found", 1, opened),
            publish("not-found", opened),
            // Refused before the call looks at the page: a visitor learns nothing of which exist.
            save("no-such-page", {}, opened),
          ]) {
            const outcome = await attempt(tx, actor, ...call);
            expectRefused(outcome);
            expect(outcome.ok || outcome.message).toMatch(/^Only an admin signed in with two-step/);
          }
          expect(await snapshot(tx)).toEqual(before);
        }),
      );

      test(
        `${actor.label} › update site_pages directly: refused (no privilege), nothing changes`,
        rolledBack(async (tx) => {
          const before = await snapshot(tx);
          expectRefused(
            await attempt(
              tx,
              actor,
              "update public.site_pages set draft = '{}', draft_base_version = 1 returning page_key",
            ),
          );
          expect(await snapshot(tx)).toEqual(before);
        }),
      );

      test(
        `${actor.label} › insert into page_versions directly: refused (no privilege), nothing changes`,
        rolledBack(async (tx) => {
          const content = JSON.stringify(await shippedContent(tx, "not-found"));
          const before = await snapshot(tx);
          expectRefused(await attempt(tx, actor, insertVersion, ["not-found", content]));
          expect(await snapshot(tx)).toEqual(before);
        }),
      );

      // The version trigger is security definer and runs before row-level security's check of the
      // new row: it refuses such a caller first, so a visitor learns nothing from it (not which
      // versions exist, not the schema's verdict) and takes no lock on the page. With INSERT
      // granted (as a mistake of a later migration might), row-level security would answer "new
      // row violates row-level security policy"; the trigger's refusal reads as the grant's does.
      test(
        `${actor.label} › insert into page_versions, even with INSERT granted: 42501 whatever the content (valid, invalid, naming a version that does not exist); nothing inserted, the revision unchanged`,
        rolledBack(async (tx) => {
          const valid = JSON.stringify(await shippedContent(tx, "not-found"));
          const probes: [string, unknown[]][] = [
            [insertVersion, ["not-found", valid]],
            [insertVersion, ["not-found", "{}"]],
            [insertVersion, ["not-found", JSON.stringify({ title: "x".repeat(1000) })]],
            [insertRestoredVersion, ["not-found", valid, 99]],
            [insertRestoredVersion, ["not-found", valid, 1]],
            [insertVersion, ["evil", "{}"]],
          ];
          const opened = await revisionOf(tx, "not-found");
          const before = await snapshot(tx);
          for (const granted of [false, true]) {
            if (granted) {
              await tx.query(
                "grant insert (page_key, content, restored_from) on table public.page_versions to authenticated",
              );
            }
            for (const [sql, params] of probes) {
              const outcome = await attempt(tx, actor, sql, params);
              expectRefused(outcome);
              expect(outcome.ok || outcome.message).toBe(
                "permission denied for table page_versions",
              );
            }
          }
          expect(await snapshot(tx)).toEqual(before);
          expect(await revisionOf(tx, "not-found")).toBe(opened);
        }),
      );
    }

    test(
      "anon › the four calls: refused (no execute privilege), nothing changes",
      rolledBack(async (tx) => {
        const before = await snapshot(tx);
        for (const call of [
          save("not-found", {}, 2),
          discard("not-found", 2),
          restore("not-found", 1, 2),
          publish("not-found", 2),
        ]) {
          expectRefused(await attempt(tx, anon, ...call));
        }
        expectRefused(
          await attempt(tx, anon, "update public.site_pages set draft = '{}' returning page_key"),
        );
        expectRefused(await attempt(tx, anon, insertVersion, ["not-found", "{}"]));
        expectRefused(
          await attempt(tx, anon, "select intake.change_site_page('discard', 'not-found', 2)"),
        );
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "the calls are security invoker and executable by authenticated only; behind them one security definer, executable by authenticated only",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select n.nspname || '.' || p.proname as name, p.prosecdef,
                  has_function_privilege('anon', p.oid, 'execute') as anon,
                  has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                  has_function_privilege('service_role', p.oid, 'execute') as service_role
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where (n.nspname = 'public'
                  and p.proname in ('save_page_draft', 'discard_page_draft', 'restore_page_version', 'publish_page'))
              or (n.nspname = 'intake' and p.proname in ('change_site_page', 'page_at_revision'))
           order by name`,
        );
        expect(rows).toEqual([
          {
            name: "intake.change_site_page",
            prosecdef: true,
            anon: false,
            authenticated: true,
            service_role: false,
          },
          ...[
            "public.discard_page_draft",
            "public.publish_page",
            "public.restore_page_version",
            "public.save_page_draft",
          ].map((name) => ({
            name,
            prosecdef: false,
            anon: false,
            authenticated: true,
            service_role: false,
          })),
        ]);
      }),
    );
  });

  describe("service_role", () => {
    test(
      "insert into page_versions: the database numbers and stamps it (published_by null); the page's revision rises, changed by nobody, its draft kept",
      rolledBack(async (tx) => {
        const opened = await page(tx, "not-found");
        const content = await shippedContent(tx, "not-found");
        content.heading = "From a script";
        const { start } = await databaseNow(tx);
        succeeded(
          await attempt(tx, serviceRole, insertVersion, ["not-found", JSON.stringify(content)]),
        );
        const published = (await versions(tx, "not-found")).at(-1)!;
        expect(published).toMatchObject({ version: 2, content, published_by: null });
        expect(published.published_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
        const changed = await page(tx, "not-found");
        expect(changed).toMatchObject({
          revision: opened.revision + 1,
          draft: opened.draft,
          draft_base_version: opened.draft_base_version,
          changed_by: null,
        });
        expect(changed.changed_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
      }),
    );

    test(
      "insert into page_versions: an editor holding the older revision is refused with PT409 naming nobody; its draft stays; over the new revision it saves",
      rolledBack(async (tx) => {
        const shipped = await shippedContent(tx, "not-found");
        const mine = { ...shipped, heading: "Mine" };
        const held = answer(
          await attempt(tx, admin, ...save("not-found", mine, await revisionOf(tx, "not-found"))),
        ).revision;

        succeeded(
          await attempt(tx, serviceRole, insertVersion, [
            "not-found",
            JSON.stringify({ ...shipped, heading: "From a script" }),
          ]),
        );
        const changed = await page(tx, "not-found");
        expect(changed).toMatchObject({
          revision: held + 1,
          draft: mine,
          draft_base_version: 1,
          changed_by: null,
        });

        const before = await snapshot(tx);
        for (const call of [
          save("not-found", { ...mine, heading: "Mine, again" }, held),
          publish("not-found", held),
          discard("not-found", held),
          restore("not-found", 1, held),
        ]) {
          const refused = expectFailure(await failureOf(tx, admin, ...call), "PT409");
          expect(JSON.parse(refused.detail ?? "{}")).toMatchObject({
            revision: held + 1,
            changed_by: null,
          });
        }
        expect(await snapshot(tx)).toEqual(before);

        expect(
          answer(await attempt(tx, admin, ...save("not-found", mine, changed.revision))),
        ).toEqual({ revision: held + 2, version: null });
      }),
    );

    test(
      "the four calls: refused (no execute privilege), even after an admin's call in the session; nothing changes",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const calls = [
          save("not-found", {}, opened),
          discard("not-found", opened),
          restore("not-found", 1, opened),
          publish("not-found", opened),
        ];
        const before = await snapshot(tx);
        for (const call of calls) {
          const outcome = await attempt(tx, serviceRole, ...call);
          expectRefused(outcome);
          expect(outcome.ok || outcome.message).toMatch(/^permission denied for function /);
        }
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "select intake.change_site_page('discard', 'not-found', $1)",
            [opened],
          ),
        );
        expect(await snapshot(tx)).toEqual(before);

        // The session has planned an admin's call: the service role's is refused still.
        const { revision } = answer(await attempt(tx, admin, ...discard("not-found", opened)));
        const after = await snapshot(tx);
        expectRefused(await attempt(tx, serviceRole, ...discard("not-found", revision)));
        expect(await snapshot(tx)).toEqual(after);
      }),
    );

    test(
      "update site_pages directly: refused (no privilege), nothing changes",
      rolledBack(async (tx) => {
        const before = await snapshot(tx);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            `update public.site_pages set draft = '{"heading": "x"}', draft_base_version = 1
             where page_key = 'not-found' returning revision, changed_by`,
          ),
        );
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "insert into public.site_pages (page_key) values ('evil')",
          ),
        );
        expect(await snapshot(tx)).toEqual(before);
      }),
    );
  });

  describe("admin at aal2 changes pages only through the calls", () => {
    test(
      "insert into page_versions directly: refused (no privilege), whatever it names; nothing changes",
      rolledBack(async (tx) => {
        const content = JSON.stringify(await shippedContent(tx, "not-found"));
        const before = await snapshot(tx);
        for (const [sql, params] of [
          [insertVersion, ["not-found", content]],
          [insertVersion, ["not-found", "{}"]],
          [insertRestoredVersion, ["not-found", content, 1]],
          [insertRestoredVersion, ["not-found", content, 99]],
        ] as const) {
          expectRefused(await attempt(tx, admin, sql, [...params]));
        }
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "update site_pages directly (a PATCH, filtered on the revision or not): refused (no privilege), nothing changes",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const before = await snapshot(tx);
        for (const assignment of [
          `draft = '{"heading": "x"}', draft_base_version = 1`,
          "draft = null, draft_base_version = null",
          "revision = 1",
          `changed_by = '${seedAccounts.visitor.id}'`,
          "changed_at = '2020-01-01'",
          "page_key = 'home2'",
        ]) {
          expectRefused(
            await attempt(
              tx,
              admin,
              `update public.site_pages set ${assignment}
               where page_key = 'not-found' and revision = $1 returning revision`,
              [opened],
            ),
          );
        }
        expectRefused(
          await attempt(tx, admin, "insert into public.site_pages (page_key) values ('evil')"),
        );
        expect(await snapshot(tx)).toEqual(before);
      }),
    );
  });

  describe("the record cannot be rewritten", () => {
    const everyone = [anon, visitor, adminAtAal1, admin, serviceRole];

    for (const actor of everyone) {
      test(
        `${actor.label} › update or delete a published version, delete a page: refused or nothing to touch`,
        rolledBack(async (tx) => {
          const before = await snapshot(tx);
          for (const sql of [
            "update public.page_versions set content = '{}' where page_key = 'home' returning id",
            "update public.page_versions set published_by = null, version = 9 returning id",
            "delete from public.page_versions where page_key = 'home' returning id",
            "delete from public.site_pages where page_key = 'home' returning page_key",
          ]) {
            const outcome = await attempt(tx, actor, sql);
            if (outcome.ok) expectNoRowAffected(outcome);
          }
          expect(await snapshot(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role › update and delete: refused by the triggers, not only by grants",
      rolledBack(async (tx) => {
        await tx.query(
          "grant update, delete on public.page_versions, public.site_pages to service_role",
        );
        const before = await snapshot(tx);
        for (const sql of [
          "update public.page_versions set content = '{}' where page_key = 'home'",
          "delete from public.page_versions where page_key = 'home'",
          "delete from public.site_pages where page_key = 'home'",
        ]) {
          expectRefused(await attempt(tx, serviceRole, sql));
        }
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "the table owner › update, delete and truncate page_versions; delete and truncate site_pages: refused",
      rolledBack(async (tx) => {
        await expectOwnerRefused(tx, "update public.page_versions set content = '{}'");
        await expectOwnerRefused(tx, "update public.page_versions set published_by = null");
        await expectOwnerRefused(tx, "delete from public.page_versions");
        await expectOwnerRefused(tx, "truncate public.page_versions");
        await expectOwnerRefused(tx, "delete from public.site_pages where page_key = 'home'");
        await expectOwnerRefused(tx, "truncate public.site_pages cascade");
        await expectOwnerRefused(
          tx,
          "update public.site_pages set page_key = 'home2' where page_key = 'home'",
        );
      }),
    );

    test(
      "admin at aal2 and service_role › setting version, published_by, published_at or id on insert: refused",
      rolledBack(async (tx) => {
        const content = JSON.stringify(await shippedContent(tx, "not-found"));
        const before = await snapshot(tx);
        for (const actor of [admin, serviceRole]) {
          for (const [column, value, code] of [
            ["version", "7", "42501"],
            ["published_by", `'${seedAccounts.visitor.id}'`, "42501"],
            ["published_at", "'2020-01-01'", "42501"],
            // generated always: "cannot insert a non-DEFAULT value", whatever the grants
            ["id", "1", "428C9"],
          ]) {
            expectRefused(
              await attempt(
                tx,
                actor,
                `insert into public.page_versions (page_key, content, ${column}) values ($1, $2::jsonb, ${value})`,
                ["not-found", content],
              ),
              code,
            );
          }
        }
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "the table owner › a version, publisher and time it sets are replaced by the database's",
      rolledBack(async (tx) => {
        const content = await shippedContent(tx, "not-found");
        const { start } = await databaseNow(tx);
        await tx.query(
          `insert into public.page_versions (page_key, content, version, published_by, published_at)
           values ('not-found', $1::jsonb, 7, $2, '2020-01-01')`,
          [JSON.stringify(content), seedAccounts.visitor.id],
        );
        const published = (await versions(tx, "not-found")).at(-1)!;
        expect(published).toMatchObject({ version: 2, published_by: null });
        expect(published.published_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
      }),
    );

    test(
      "service_role and the owner › a publication naming a version the page does not have as restored_from is refused (23503); one it has is recorded",
      rolledBack(async (tx) => {
        const content = JSON.stringify(await shippedContent(tx, "not-found"));
        const before = await snapshot(tx);
        for (const actor of [serviceRole, "owner"] as const) {
          expectFailure(
            await failureOf(tx, actor, insertRestoredVersion, ["not-found", content, 99]),
            "23503",
          );
        }
        expect(await snapshot(tx)).toEqual(before);
        succeeded(await attempt(tx, serviceRole, insertRestoredVersion, ["not-found", content, 1]));
        expect((await versions(tx, "not-found")).at(-1)).toMatchObject({
          version: 2,
          restored_from: 1,
        });
      }),
    );
  });

  describe("site_pages changed by the owner", () => {
    test(
      "the revision, who and when it sets are replaced by the trigger's",
      rolledBack(async (tx) => {
        const opened = await revisionOf(tx, "not-found");
        const { start } = await databaseNow(tx);
        await tx.query(
          `update public.site_pages set revision = 100, changed_by = $1, changed_at = '2020-01-01'
           where page_key = 'not-found'`,
          [seedAccounts.visitor.id],
        );
        const row = await page(tx, "not-found");
        expect(row).toMatchObject({ revision: opened + 1, changed_by: null });
        expect(row.changed_at.getTime()).toBeGreaterThanOrEqual(start.getTime());
      }),
    );

    test(
      "a draft without its base version, or a base without a draft: refused (23514)",
      rolledBack(async (tx) => {
        await expectOwnerRefused(
          tx,
          "update public.site_pages set draft = '{}' where page_key = 'not-found'",
          "23514",
        );
        await expectOwnerRefused(
          tx,
          "update public.site_pages set draft_base_version = 1 where page_key = 'not-found'",
          "23514",
        );
      }),
    );
  });
});
