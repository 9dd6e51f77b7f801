// Approvals before publishing, as every role. public.publishing_policy (one row, off by default):
// admins at aal2 read and change it, each change entered in the content history; nobody else reads
// or changes it, and nobody deletes it. With approvals on, an admin at aal2 asks for the saved
// draft's approval (request_page_approval), another admin at aal2 approves it (publish_page over
// the revision requested) or returns it with a comment (return_page_draft), and the requester can
// do neither: refused (42501) through the API, and page_versions refuses a version whose approver is
// its requester whoever writes it. Saving the draft again withdraws the request. The version
// published names who requested it and who approved it, in the content history too.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import {
  addAdmin,
  admin,
  adminAtAal1,
  anon,
  serviceRole,
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
import { seedAccounts } from "../local/db/reset";

const secondAdminId = "c3c3c3c3-0000-4000-8000-000000000003";

async function pageRow(tx: Queryable) {
  const { rows } = await tx.query<{
    revision: number;
    approval_requested_by: string | null;
    approval_returned_by: string | null;
    approval_returned_comment: string | null;
    has_draft: boolean;
  }>(
    `select revision, approval_requested_by, approval_returned_by, approval_returned_comment,
            draft is not null as has_draft
     from public.site_pages where page_key = 'not-found'`,
  );
  return { ...rows[0]!, revision: Number(rows[0]!.revision) };
}

async function newestVersion(tx: Queryable) {
  const { rows } = await tx.query<{
    version: number;
    published_by: string | null;
    approval_requested_by: string | null;
    approved_by: string | null;
  }>(
    `select version, published_by, approval_requested_by, approved_by from public.page_versions
     where page_key = 'not-found' order by version desc limit 1`,
  );
  return rows[0]!;
}

const turnApprovals = (tx: Queryable, on: boolean) =>
  tx.query("update public.publishing_policy set require_approval = $1", [on]);

/** The not-found page's draft saved by `actor` with a changed body. */
async function saveDraft(tx: Queryable, actor: Actor = admin, body = "A page that is not here.") {
  const { rows } = await tx.query<{ content: Record<string, unknown> }>(
    "select content from public.page_versions where page_key = 'not-found' and version = 1",
  );
  succeeded(
    await attempt(tx, actor, "select public.save_page_draft('not-found', $1::jsonb, $2)", [
      JSON.stringify({ ...rows[0]!.content, body }),
      (await pageRow(tx)).revision,
    ]),
  );
}

const call = async (tx: Queryable, actor: Actor, sql: string, params: unknown[] = []) =>
  attempt<{ answer: { revision: number; version: number | null } }>(
    tx,
    actor,
    `select ${sql} as answer`,
    [(await pageRow(tx)).revision, ...params],
  );
const request = (tx: Queryable, actor: Actor) =>
  call(tx, actor, "public.request_page_approval('not-found', $1)");
const approve = (tx: Queryable, actor: Actor) =>
  call(tx, actor, "public.publish_page('not-found', $1)");
const giveBack = (tx: Queryable, actor: Actor, comment: string) =>
  call(tx, actor, "public.return_page_draft('not-found', $1, $2)", [comment]);

const comment = "The second paragraph needs the fee disclosure before it goes out.";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("publishing_policy", () => {
    test(
      "is one row, approvals off",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select id, require_approval from public.publishing_policy",
        );
        expect(rows).toEqual([{ id: 1, require_approval: false }]);
      }),
    );

    test(
      "an admin at aal2 reads it and turns approvals on; the change is in the content history with who made it",
      rolledBack(async (tx) => {
        expect(
          succeeded(
            await attempt(tx, admin, "select require_approval from public.publishing_policy"),
          ),
        ).toEqual([{ require_approval: false }]);
        const changed = await attempt(
          tx,
          admin,
          "update public.publishing_policy set require_approval = true where id = 1",
        );
        expect(changed.ok && changed.affectedRows).toBe(1);
        const { rows } = await tx.query(
          `select operation, actor, before ->> 'require_approval' as before,
                  after ->> 'require_approval' as after
           from public.content_history where table_name = 'publishing_policy' order by id`,
        );
        expect(rows).toEqual([
          { operation: "insert", actor: null, before: null, after: "false" },
          { operation: "update", actor: seedAccounts.admin.id, before: "false", after: "true" },
        ]);
      }),
    );

    test.each([visitor, adminAtAal1])("$label reads no row and changes none", (actor) =>
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, actor, "select * from public.publishing_policy")),
        ).toEqual([]);
        expectNoRowAffected(
          await attempt(tx, actor, "update public.publishing_policy set require_approval = true"),
        );
        const { rows } = await tx.query("select require_approval from public.publishing_policy");
        expect(rows).toEqual([{ require_approval: false }]);
      })(),
    );

    test(
      "anon is refused reading and changing it",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, "select * from public.publishing_policy"));
        expectRefused(
          await attempt(tx, anon, "update public.publishing_policy set require_approval = true"),
        );
      }),
    );

    test(
      "the service role reads it but does not change it",
      rolledBack(async (tx) => {
        expect(
          succeeded(
            await attempt(tx, serviceRole, "select require_approval from public.publishing_policy"),
          ),
        ).toEqual([{ require_approval: false }]);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update public.publishing_policy set require_approval = true",
          ),
        );
      }),
    );

    test(
      "nobody deletes it or adds a row: admins are refused, and the owner too",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, "delete from public.publishing_policy"));
        expectRefused(
          await attempt(tx, admin, "insert into public.publishing_policy (id) values (2)"),
        );
        await expectOwnerRefused(tx, "delete from public.publishing_policy");
        await expectOwnerRefused(tx, "truncate public.publishing_policy");
        await expectOwnerRefused(
          tx,
          "insert into public.publishing_policy (id) values (2)",
          "23514",
        );
      }),
    );
  });

  describe("with approvals on", () => {
    test(
      "admin A asks for approval; A cannot approve it nor return it; admin B approves: the version names both",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        const second = await addAdmin(tx);
        await saveDraft(tx);

        const direct = await approve(tx, admin);
        expectRefused(direct);
        expect(!direct.ok && direct.message).toBe(
          "Publishing needs another admin's approval: ask for it first",
        );

        succeeded(await request(tx, admin));
        expect(await pageRow(tx)).toMatchObject({ approval_requested_by: seedAccounts.admin.id });

        const own = await approve(tx, admin);
        expectRefused(own);
        expect(!own.ok && own.message).toBe(
          "You asked for this approval: another admin must approve it",
        );
        expectRefused(await giveBack(tx, admin, comment));
        expect((await newestVersion(tx)).version).toBe(1);
        expect(await pageRow(tx)).toMatchObject({
          approval_requested_by: seedAccounts.admin.id,
          has_draft: true,
        });

        const [approved] = succeeded(await approve(tx, second));
        expect(approved!.answer.version).toBe(2);
        expect(await newestVersion(tx)).toEqual({
          version: 2,
          published_by: secondAdminId,
          approval_requested_by: seedAccounts.admin.id,
          approved_by: secondAdminId,
        });
        expect(await pageRow(tx)).toMatchObject({ approval_requested_by: null, has_draft: false });
        const { rows } = await tx.query(
          `select after ->> 'approval_requested_by' as requested, after ->> 'approved_by' as approved
           from public.content_history where table_name = 'page_versions' order by id desc limit 1`,
        );
        expect(rows).toEqual([{ requested: seedAccounts.admin.id, approved: secondAdminId }]);
      }),
    );

    test(
      "admin B returns the draft with a comment: A reads it, nothing is published, and A must ask again",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        const second = await addAdmin(tx);
        await saveDraft(tx);
        succeeded(await request(tx, admin));

        expectRefused(await giveBack(tx, second, "   "), "22023");
        expectRefused(await giveBack(tx, second, "x".repeat(2001)), "22023");
        succeeded(await giveBack(tx, second, comment));
        expect(await pageRow(tx)).toMatchObject({
          approval_requested_by: null,
          approval_returned_by: secondAdminId,
          approval_returned_comment: comment,
          has_draft: true,
        });
        expect(
          succeeded(
            await attempt(
              tx,
              admin,
              "select approval_returned_comment from public.site_pages where page_key = 'not-found'",
            ),
          ),
        ).toEqual([{ approval_returned_comment: comment }]);
        expectRefused(await approve(tx, second));
        expect((await newestVersion(tx)).version).toBe(1);

        // Asking again clears the comment.
        succeeded(await request(tx, admin));
        expect(await pageRow(tx)).toMatchObject({
          approval_returned_comment: null,
          approval_requested_by: seedAccounts.admin.id,
        });
      }),
    );

    test(
      "saving the draft again withdraws the request: B cannot approve what was not asked",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        const second = await addAdmin(tx);
        await saveDraft(tx);
        succeeded(await request(tx, admin));
        await saveDraft(tx, admin, "Changed after asking.");
        expect(await pageRow(tx)).toMatchObject({ approval_requested_by: null });
        expectRefused(await approve(tx, second));
        expect((await newestVersion(tx)).version).toBe(1);
      }),
    );

    test(
      "B's approval over a revision older than the request is refused (PT409)",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        const second = await addAdmin(tx);
        await saveDraft(tx);
        const before = (await pageRow(tx)).revision;
        succeeded(await request(tx, admin));
        expectRefused(
          await attempt(tx, second, "select public.publish_page('not-found', $1)", [before]),
          "PT409",
        );
      }),
    );

    test(
      "asking twice, or with no draft, is refused (22023)",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        expectRefused(await request(tx, admin), "22023");
        await saveDraft(tx);
        succeeded(await request(tx, admin));
        expectRefused(await request(tx, admin), "22023");
      }),
    );

    test.each([anon, visitor, adminAtAal1])("$label can neither ask, approve nor return", (actor) =>
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        await saveDraft(tx);
        expectRefused(await request(tx, actor));
        succeeded(await request(tx, admin));
        expectRefused(await approve(tx, actor));
        expectRefused(await giveBack(tx, actor, comment));
        expect(await pageRow(tx)).toMatchObject({ approval_requested_by: seedAccounts.admin.id });
        expect((await newestVersion(tx)).version).toBe(1);
      })(),
    );

    test(
      "nobody, the owner included, records a version approved by its own requester",
      rolledBack(async (tx) => {
        await expectOwnerRefused(
          tx,
          `insert into public.page_versions (page_key, content, approval_requested_by, approved_by)
           select page_key, content, '${seedAccounts.admin.id}', '${seedAccounts.admin.id}'
           from public.page_versions where page_key = 'not-found' and version = 1`,
          "23514",
        );
        await expectOwnerRefused(
          tx,
          `insert into public.page_versions (page_key, content, approved_by)
           select page_key, content, '${seedAccounts.admin.id}'
           from public.page_versions where page_key = 'not-found' and version = 1`,
          "23514",
        );
      }),
    );

    test(
      "the service role cannot name a requester or an approver",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            `insert into public.page_versions (page_key, content, approved_by)
             values ('not-found', '{}'::jsonb, '${secondAdminId}')`,
          ),
        );
      }),
    );
  });

  describe("with approvals off", () => {
    test(
      "an admin publishes their own draft, and the version names no requester or approver",
      rolledBack(async (tx) => {
        await saveDraft(tx);
        expectRefused(await request(tx, admin), "22023");
        succeeded(await approve(tx, admin));
        expect(await newestVersion(tx)).toEqual({
          version: 2,
          published_by: seedAccounts.admin.id,
          approval_requested_by: null,
          approved_by: null,
        });
      }),
    );

    test(
      "a request left pending when approvals are turned off: its author may publish, named as no approval",
      rolledBack(async (tx) => {
        await turnApprovals(tx, true);
        await saveDraft(tx);
        succeeded(await request(tx, admin));
        await turnApprovals(tx, false);
        succeeded(await approve(tx, admin));
        expect(await newestVersion(tx)).toMatchObject({
          version: 2,
          approval_requested_by: null,
          approved_by: null,
        });
      }),
    );
  });
});
