// Market Insights posts, as every role. public.posts (the drafts), public.post_versions (what was
// published, with its Marketing Rule answers and approvals) and public.post_withdrawals are written
// only through the post calls (create_post, save_post_draft, publish_post, withdraw_post, ...) by
// an admin at aal2; admins at aal2 read them, nobody else does. Each version and withdrawal is in
// the content history; public.published_site_content() carries the posts whose time has come and
// the withdrawn posts' slugs. Hostile input is refused: a bad slug, a slug taken, an over-long
// body, a published post's slug changed, and an admin approving their own request.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { addAdmin, admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectOwnerRefused,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";
import {
  answerOf,
  createPost,
  nameSeededAdmin,
  postCall,
  postContent,
  publishNewPost,
} from "./support/posts";

async function published(tx: Queryable) {
  const { rows } = await tx.query<{
    site: {
      posts: { slug: string; title: string; author_name: string }[];
      withdrawn_posts: string[];
    };
  }>("select public.published_site_content() as site");
  return rows[0]!.site;
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "an admin at aal2 writes, publishes and withdraws a post; each version and withdrawal is in the content history and the snapshot",
    rolledBack(async (tx) => {
      const created = await createPost(tx);
      expect(
        succeeded(
          await attempt(tx, admin, "select slug, draft ->> 'title' as title from public.posts"),
        ),
      ).toEqual([{ slug: "rates-and-your-bonds", title: "Rates and your bonds" }]);
      expect((await published(tx)).posts).toEqual([]);

      const first = answerOf(
        await postCall(tx, admin, "public.publish_post($1, $2)", [created.id, created.revision]),
      );
      expect(first.version).toBe(1);
      const site = await published(tx);
      expect(site.posts).toMatchObject([
        {
          slug: "rates-and-your-bonds",
          title: "Rates and your bonds",
          author_name: "Ethan Lindqvist",
        },
      ]);
      expect(site.withdrawn_posts).toEqual([]);

      const withdrawn = answerOf(
        await postCall(tx, admin, "public.withdraw_post($1, $2)", [created.id, first.revision]),
      );
      expect(await published(tx)).toMatchObject({
        posts: [],
        withdrawn_posts: ["rates-and-your-bonds"],
      });
      expectRefused(
        await postCall(tx, admin, "public.withdraw_post($1, $2)", [created.id, withdrawn.revision]),
        "22023",
      );

      // Only a new version publishes it again.
      const saved = answerOf(
        await postCall(tx, admin, "public.save_post_draft($1, $2::jsonb, $3)", [
          created.id,
          JSON.stringify(postContent({ title: "Rates and your bonds, revisited" })),
          withdrawn.revision,
        ]),
      );
      answerOf(
        await postCall(tx, admin, "public.publish_post($1, $2)", [created.id, saved.revision]),
      );
      expect(await published(tx)).toMatchObject({
        posts: [{ title: "Rates and your bonds, revisited" }],
        withdrawn_posts: [],
      });

      const { rows } = await tx.query(
        `select table_name, operation, actor, after ->> 'version' as version
         from public.content_history where table_name in ('post_versions', 'post_withdrawals') order by id`,
      );
      expect(rows).toEqual([
        {
          table_name: "post_versions",
          operation: "insert",
          actor: seedAccounts.admin.id,
          version: "1",
        },
        {
          table_name: "post_withdrawals",
          operation: "insert",
          actor: seedAccounts.admin.id,
          version: "1",
        },
        {
          table_name: "post_versions",
          operation: "insert",
          actor: seedAccounts.admin.id,
          version: "2",
        },
      ]);
    }),
  );

  test(
    "visit counting counts /insights and a published post's address",
    rolledBack(async (tx) => {
      await publishNewPost(tx);
      const { rows } = await tx.query<{ path: string }>(
        "select path from private.counted_paths where path like '/insights%' order by path",
      );
      expect(rows.map((row) => row.path)).toEqual(["/insights", "/insights/rates-and-your-bonds"]);
    }),
  );

  test(
    "a post scheduled for later is not in the snapshot until its time; the Marketing Rule answers are kept with the version",
    rolledBack(async (tx) => {
      const answers = { "a1:body:guarantee": "The sentence says we do not guarantee returns." };
      const created = await createPost(tx, postContent({ publish_at: "2999-01-01T09:00:00Z" }));
      const answer = answerOf(
        await postCall(tx, admin, "public.publish_post($1, $2, $3::jsonb)", [
          created.id,
          created.revision,
          JSON.stringify(answers),
        ]),
      );
      expect(answer.version).toBe(1);
      expect((await published(tx)).posts).toEqual([]);
      const { rows } = await tx.query(
        "select marketing_rule_answers, publish_at > now() as scheduled from public.post_versions",
      );
      expect(rows).toEqual([{ marketing_rule_answers: answers, scheduled: true }]);
    }),
  );

  test.each([visitor, adminAtAal1])("$label reads no post and writes none", (actor) =>
    rolledBack(async (tx) => {
      await publishNewPost(tx);
      for (const table of ["posts", "post_versions", "post_withdrawals"])
        expect(succeeded(await attempt(tx, actor, `select * from public.${table}`))).toEqual([]);
      expectRefused(
        await postCall(tx, actor, "public.create_post($1::jsonb)", [
          JSON.stringify(postContent({ slug: "other-post" })),
        ]),
      );
      const { rows } = await tx.query<{ id: string; revision: string }>(
        "select id, revision from public.posts",
      );
      expectRefused(
        await postCall(tx, actor, "public.withdraw_post($1, $2)", [rows[0]!.id, rows[0]!.revision]),
      );
      // The snapshot runs with the caller's rights: it shows them no post.
      const [snapshot] = succeeded(
        await attempt<{ site: { posts: unknown[] } }>(
          tx,
          actor,
          "select public.published_site_content() as site",
        ),
      );
      expect(snapshot!.site.posts).toEqual([]);
      expectRefused(
        await attempt(tx, actor, "insert into public.posts (slug) values ('sneaky-post')"),
      );
    })(),
  );

  test(
    "anon is refused reading posts and every post call",
    rolledBack(async (tx) => {
      for (const table of ["posts", "post_versions", "post_withdrawals"])
        expectRefused(await attempt(tx, anon, `select * from public.${table}`));
      expectRefused(
        await postCall(tx, anon, "public.create_post($1::jsonb)", [JSON.stringify(postContent())]),
      );
      expectRefused(await attempt(tx, anon, "select public.published_site_content()"));
    }),
  );

  test(
    "the service role reads the posts but writes none; nobody, the owner included, rewrites a version or a withdrawal",
    rolledBack(async (tx) => {
      await publishNewPost(tx);
      expect(
        succeeded(await attempt(tx, serviceRole, "select slug from public.post_versions")),
      ).toEqual([{ slug: "rates-and-your-bonds" }]);
      expectRefused(
        await postCall(tx, serviceRole, "public.create_post($1::jsonb)", [
          JSON.stringify(postContent()),
        ]),
      );
      expectRefused(await attempt(tx, serviceRole, "update public.posts set slug = 'other-slug'"));
      expectRefused(await attempt(tx, admin, "update public.posts set slug = 'other-slug'"));
      expectRefused(await attempt(tx, admin, "delete from public.post_versions"));
      await expectOwnerRefused(tx, "update public.post_versions set title = 'Rewritten'");
      await expectOwnerRefused(tx, "delete from public.post_versions");
      await expectOwnerRefused(tx, "truncate public.post_withdrawals");
    }),
  );

  describe("hostile input", () => {
    test.each([
      ["a slug with capitals", { slug: "Rates-And-Bonds" }],
      ["a slug with a slash", { slug: "rates/../admin" }],
      ["a slug of two characters", { slug: "ab" }],
      ["a slug of 81 characters", { slug: "a".repeat(81) }],
      ["a body of 50,001 characters", { body: "x".repeat(50_001) }],
      ["an empty title", { title: "   " }],
      [
        "a cover image from elsewhere",
        { cover_image_url: "https://evil.example/storage/v1/object/public/x.png" },
      ],
      ["a field the post has not", { script: "<script>" }],
    ])("%s is refused and nothing is saved", (_label, over) =>
      rolledBack(async (tx) => {
        await nameSeededAdmin(tx);
        expectRefused(
          await postCall(tx, admin, "public.create_post($1::jsonb)", [
            JSON.stringify(postContent(over)),
          ]),
          "23514",
        );
        const { rows } = await tx.query("select count(*)::int as n from public.posts");
        expect(rows).toEqual([{ n: 0 }]);
      })(),
    );

    test(
      "a body of exactly 50,000 characters is kept",
      rolledBack(async (tx) => {
        const answer = await publishNewPost(tx, postContent({ body: "x".repeat(50_000) }));
        expect(answer.version).toBe(1);
      }),
    );

    test(
      "two posts with one slug: the second is refused",
      rolledBack(async (tx) => {
        await createPost(tx);
        expectRefused(
          await postCall(tx, admin, "public.create_post($1::jsonb)", [
            JSON.stringify(postContent({ title: "Another" })),
          ]),
          "23505",
        );
      }),
    );

    test(
      "a published post keeps its slug; a stale revision is refused with who changed it",
      rolledBack(async (tx) => {
        const created = await createPost(tx);
        const first = answerOf(
          await postCall(tx, admin, "public.publish_post($1, $2)", [created.id, created.revision]),
        );
        expectRefused(
          await postCall(tx, admin, "public.save_post_draft($1, $2::jsonb, $3)", [
            created.id,
            JSON.stringify(postContent({ slug: "a-new-address" })),
            first.revision,
          ]),
          "22023",
        );
        expectRefused(
          await postCall(tx, admin, "public.save_post_draft($1, $2::jsonb, $3)", [
            created.id,
            JSON.stringify(postContent()),
            created.revision,
          ]),
          "PT409",
        );
      }),
    );

    test(
      "with approvals on, an admin never approves their own request (API and table); another admin does",
      rolledBack(async (tx) => {
        await tx.query("update public.publishing_policy set require_approval = true");
        const second = await addAdmin(tx);
        const created = await createPost(tx);
        expectRefused(
          await postCall(tx, admin, "public.publish_post($1, $2)", [created.id, created.revision]),
        );
        const requested = answerOf(
          await postCall(tx, admin, "public.request_post_approval($1, $2)", [
            created.id,
            created.revision,
          ]),
        );
        expectRefused(
          await postCall(tx, admin, "public.publish_post($1, $2)", [
            created.id,
            requested.revision,
          ]),
        );
        expectRefused(
          await postCall(tx, admin, "public.return_post_draft($1, $2, 'Not mine to return')", [
            created.id,
            requested.revision,
          ]),
        );
        const approved = answerOf(
          await postCall(tx, second, "public.publish_post($1, $2)", [
            created.id,
            requested.revision,
          ]),
        );
        expect(approved.version).toBe(1);
        const { rows } = await tx.query(
          "select approval_requested_by, approved_by from public.post_versions",
        );
        expect(rows).toEqual([
          {
            approval_requested_by: seedAccounts.admin.id,
            approved_by: "c3c3c3c3-0000-4000-8000-000000000003",
          },
        ]);
        await expectOwnerRefused(
          tx,
          `insert into public.post_versions (post_id, version, slug, title, summary, body, author_id,
             author_name, publish_at, approval_requested_by, approved_by)
           select id, 9, slug, 'T', 'S', 'B', '${seedAccounts.admin.id}', 'E', now(),
                  '${seedAccounts.admin.id}', '${seedAccounts.admin.id}' from public.posts`,
          "23514",
        );
      }),
    );
  });
});
