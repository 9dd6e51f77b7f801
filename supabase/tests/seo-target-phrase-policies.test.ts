// A page's target phrase (SEO Tools' keyword check; migration 20261129080100_seo_target_phrase.sql) as every role:
// it is a field of the page's content, so it goes through the page's calls (save_page_draft,
// publish_page) and the schema check of every published version, as any field does. An admin at
// aal2 saves and publishes one (and a page without one stays valid); one too long or not text is
// refused whoever writes it; visitors and admins at aal1 can neither set one nor read one; anon
// cannot call or read at all.
import { describe, expect, test } from "vitest";
import { isPostgresError, type Queryable } from "../local/db/database";
import { admin, adminAtAal1, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

type Content = Record<string, unknown>;

async function latestContent(tx: Queryable, pageKey: string): Promise<Content> {
  const { rows } = await tx.query<{ content: Content }>(
    "select content from public.page_versions where page_key = $1 order by version desc limit 1",
    [pageKey],
  );
  return structuredClone(rows[0]!.content);
}

async function revisionOf(tx: Queryable, pageKey: string): Promise<number> {
  const { rows } = await tx.query<{ revision: number }>(
    "select revision from public.site_pages where page_key = $1",
    [pageKey],
  );
  return rows[0]!.revision;
}

const save = (pageKey: string, content: unknown, revision: number): [string, unknown[]] => [
  "select public.save_page_draft($1, $2::jsonb, $3) as answer",
  [pageKey, JSON.stringify(content), revision],
];
const publish = (pageKey: string, revision: number): [string, unknown[]] => [
  "select public.publish_page($1, $2) as answer",
  [pageKey, revision],
];

const answerOf = (outcome: Awaited<ReturnType<typeof attempt>>) =>
  Object.values(succeeded(outcome)[0]!)[0] as { revision: number; version: number | null };

/** A statement's failure (code and message), as the owner runs it; ok when it succeeds. */
async function ownerFailure(tx: Queryable, sql: string, params: unknown[]) {
  await tx.query("savepoint owner_failure");
  try {
    await tx.query(sql, params);
    await tx.query("release savepoint owner_failure");
    return "succeeded";
  } catch (error) {
    if (!isPostgresError(error)) throw error;
    await tx.query("rollback to savepoint owner_failure");
    return `${error.code}: ${error.message}`;
  }
}

const insertVersion = "insert into public.page_versions (page_key, content) values ($1, $2::jsonb)";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "admin at aal2 › saves and publishes a page's target phrase; the published version keeps it",
    rolledBack(async (tx) => {
      const content = { ...(await latestContent(tx, "fees")), targetPhrase: "performance fee" };
      const saved = answerOf(
        await attempt(tx, admin, ...save("fees", content, await revisionOf(tx, "fees"))),
      );
      const published = answerOf(await attempt(tx, admin, ...publish("fees", saved.revision)));
      expect(published.version).toBeGreaterThan(1);
      expect((await latestContent(tx, "fees")).targetPhrase).toBe("performance fee");
      // Read back as the admin reads it (the Keywords tab).
      const rows = succeeded(
        await attempt(
          tx,
          admin,
          "select content->>'targetPhrase' as phrase from public.page_versions where page_key = 'fees' order by version desc limit 1",
        ),
      );
      expect(rows).toEqual([{ phrase: "performance fee" }]);
    }),
  );

  test(
    "admin at aal2 › a page without a target phrase, or with an empty one, is published too",
    rolledBack(async (tx) => {
      for (const phrase of [undefined, ""]) {
        const content: Content = { ...(await latestContent(tx, "about")), targetPhrase: phrase };
        if (phrase === undefined) delete content.targetPhrase;
        const saved = answerOf(
          await attempt(tx, admin, ...save("about", content, await revisionOf(tx, "about"))),
        );
        expect(answerOf(await attempt(tx, admin, ...publish("about", saved.revision)))).toEqual(
          expect.objectContaining({ version: expect.any(Number) }),
        );
      }
    }),
  );

  for (const [what, phrase, message] of [
    ["81 characters", "p".repeat(81), /: targetPhrase: must be at most 80 characters$/],
    ["a number", 42, /: targetPhrase: must be a string$/],
  ] as const) {
    test(
      `a target phrase of ${what} is refused (23514) by the admin's publish_page and the service role's and owner's insert`,
      rolledBack(async (tx) => {
        const content = { ...(await latestContent(tx, "fees")), targetPhrase: phrase };
        const saved = answerOf(
          await attempt(tx, admin, ...save("fees", content, await revisionOf(tx, "fees"))),
        );
        const refused = await attempt(tx, admin, ...publish("fees", saved.revision));
        expect(refused.ok ? "succeeded" : `${refused.code}: ${refused.message}`).toMatch(
          /^23514: /,
        );
        expect(refused.ok || refused.message).toMatch(message);
        const serviceInsert = await attempt(tx, serviceRole, insertVersion, [
          "fees",
          JSON.stringify(content),
        ]);
        expect(serviceInsert.ok || serviceInsert.code).toBe("23514");
        expect(await ownerFailure(tx, insertVersion, ["fees", JSON.stringify(content)])).toMatch(
          /^23514: /,
        );
      }),
    );
  }

  for (const actor of [visitor, adminAtAal1] as Actor[]) {
    test(
      `${actor.label} › cannot set a target phrase (42501) nor read one`,
      rolledBack(async (tx) => {
        const content = { ...(await latestContent(tx, "fees")), targetPhrase: "defaced" };
        const outcome = await attempt(
          tx,
          actor,
          ...save("fees", content, await revisionOf(tx, "fees")),
        );
        expectRefused(outcome);
        expect(outcome.ok || outcome.message).toMatch(/^Only an admin signed in with two-step/);
        const read = succeeded(
          await attempt(tx, actor, "select content->>'targetPhrase' from public.page_versions"),
        );
        expect(read).toEqual([]);
        expect((await latestContent(tx, "fees")).targetPhrase).toBeUndefined();
      }),
    );
  }

  test(
    "anon › cannot call save_page_draft nor read page_versions (no privilege)",
    rolledBack(async (tx) => {
      const content = { ...(await latestContent(tx, "fees")), targetPhrase: "defaced" };
      expectRefused(
        await attempt(tx, anon, ...save("fees", content, await revisionOf(tx, "fees"))),
      );
      expectRefused(await attempt(tx, anon, "select content from public.page_versions"));
      expect((await latestContent(tx, "fees")).targetPhrase).toBeUndefined();
    }),
  );
});
