// The Marketing Rule check's answers, kept with each published version of a page
// (public.page_versions.marketing_rule_answers), as every role: publish_page(page_key, revision,
// answers) stores them with the version an admin at aal2 publishes, and the published snapshot the
// build reads (published_site_content()) carries them beside the page's content, where the build's
// check looks for them. Anon, visitors and admins at aal1 can neither publish with answers nor read
// any; an answer that is not text of 20 to 2000 characters (once trimmed) is refused (23514),
// whoever writes it, and nothing is published then; a version's answers are never rewritten.
// Answers are kept with a saved draft too (site_pages.draft_answers, save_page_draft's answers):
// published with it unless the publication names its own, dropped with it, taken from a version
// restored; only an admin at aal2 saves or reads them.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import { invalidAnswers } from "./support/answers";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const answer = "The net-of-fees figures and their periods are in the table below it.";
const key = "performance:body:12.4% return";

async function revisionOf(tx: Queryable, pageKey: string): Promise<number> {
  const { rows } = await tx.query<{ revision: number }>(
    "select revision from public.site_pages where page_key = $1",
    [pageKey],
  );
  return Number(rows[0]!.revision);
}

/** The not-found page's draft saved by the admin (as the editor does before publishing): its revision. */
async function savedDraft(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ content: Record<string, unknown> }>(
    "select content from public.page_versions where page_key = 'not-found' and version = 1",
  );
  const draft = { ...rows[0]!.content, body: "Our clients saw a 12.4% return last year." };
  const saved = succeeded(
    await attempt<{ answer: { revision: number } }>(
      tx,
      admin,
      "select public.save_page_draft('not-found', $1::jsonb, $2) as answer",
      [JSON.stringify(draft), await revisionOf(tx, "not-found")],
    ),
  );
  return saved[0]!.answer.revision;
}

const publish = (revision: number, answers: unknown): [string, unknown[]] => [
  "select public.publish_page('not-found', $1, $2::jsonb) as answer",
  [revision, JSON.stringify(answers)],
];

/** The not-found page's draft saved with `answers` by `actor`: the call's outcome. */
async function saveWithAnswers(tx: Queryable, actor: typeof admin, answers: unknown) {
  const { rows } = await tx.query<{ content: Record<string, unknown> }>(
    "select content from public.page_versions where page_key = 'not-found' and version = 1",
  );
  const draft = { ...rows[0]!.content, body: "Our clients saw a 12.4% return last year." };
  return attempt<{ answer: { revision: number } }>(
    tx,
    actor,
    "select public.save_page_draft('not-found', $1::jsonb, $2, $3::jsonb) as answer",
    [JSON.stringify(draft), await revisionOf(tx, "not-found"), JSON.stringify(answers)],
  );
}

async function draftAnswers(tx: Queryable): Promise<unknown> {
  const { rows } = await tx.query<{ answers: unknown }>(
    "select draft_answers as answers from public.site_pages where page_key = 'not-found'",
  );
  return rows[0]!.answers;
}

async function newestAnswers(tx: Queryable): Promise<{ version: number; answers: unknown }> {
  const { rows } = await tx.query<{ version: number; answers: unknown }>(
    `select version, marketing_rule_answers as answers from public.page_versions
     where page_key = 'not-found' order by version desc limit 1`,
  );
  return rows[0]!;
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "every version published before the check holds no answers",
    rolledBack(async (tx) => {
      const { rows } = await tx.query(
        "select distinct marketing_rule_answers as answers from public.page_versions",
      );
      expect(rows).toEqual([{ answers: {} }]);
    }),
  );

  describe("admin at aal2", () => {
    test(
      "publishes with answers: stored with the version, in the content history's entry and in the published snapshot",
      rolledBack(async (tx) => {
        const revision = await savedDraft(tx);
        succeeded(await attempt(tx, admin, ...publish(revision, { [key]: answer })));
        expect(await newestAnswers(tx)).toEqual({ version: 2, answers: { [key]: answer } });
        const history = await tx.query(
          `select e.after -> 'marketing_rule_answers' as answers from public.content_history e
           where e.table_name = 'page_versions' order by e.id desc limit 1`,
        );
        expect(history.rows).toEqual([{ answers: { [key]: answer } }]);
        const snapshot = succeeded(
          await attempt<{ page: unknown }>(
            tx,
            admin,
            "select public.published_site_content() -> 'pages' -> 'not-found' -> 'marketing_rule_answers' as page",
          ),
        );
        expect(snapshot).toEqual([{ page: { [key]: answer } }]);
      }),
    );

    test(
      "publishes without answers (the call's two arguments): none stored",
      rolledBack(async (tx) => {
        const revision = await savedDraft(tx);
        succeeded(
          await attempt(tx, admin, "select public.publish_page('not-found', $1)", [revision]),
        );
        expect(await newestAnswers(tx)).toEqual({ version: 2, answers: {} });
      }),
    );

    test.each(invalidAnswers(key, answer))(
      "is refused (23514) with %s: nothing published, the draft kept",
      (_what, answers) =>
        rolledBack(async (tx) => {
          const revision = await savedDraft(tx);
          expectRefused(await attempt(tx, admin, ...publish(revision, answers)), "23514");
          expect((await newestAnswers(tx)).version).toBe(1);
          const { rows } = await tx.query(
            "select draft is not null as drafted from public.site_pages where page_key = 'not-found'",
          );
          expect(rows).toEqual([{ drafted: true }]);
        })(),
    );

    test(
      "saves answers with the draft; a publication without answers of its own publishes them, and the draft's are emptied",
      rolledBack(async (tx) => {
        succeeded(await saveWithAnswers(tx, admin, { [key]: answer }));
        expect(await draftAnswers(tx)).toEqual({ [key]: answer });
        expect(
          succeeded(
            await attempt(
              tx,
              admin,
              "select draft_answers as answers from public.site_pages where page_key = 'not-found'",
            ),
          ),
        ).toEqual([{ answers: { [key]: answer } }]);
        succeeded(
          await attempt(tx, admin, "select public.publish_page('not-found', $1)", [
            await revisionOf(tx, "not-found"),
          ]),
        );
        expect(await newestAnswers(tx)).toEqual({ version: 2, answers: { [key]: answer } });
        expect(await draftAnswers(tx)).toEqual({});
      }),
    );

    test(
      "a publication's own answers are published instead of the draft's",
      rolledBack(async (tx) => {
        succeeded(await saveWithAnswers(tx, admin, { [key]: answer }));
        const other = "Shown with its net-of-fees figure and the benchmark beside it.";
        succeeded(
          await attempt(tx, admin, ...publish(await revisionOf(tx, "not-found"), { [key]: other })),
        );
        expect(await newestAnswers(tx)).toEqual({ version: 2, answers: { [key]: other } });
      }),
    );

    test(
      "a save with an answer that is not 20 to 2000 characters is refused (23514): the draft and its answers as they were",
      rolledBack(async (tx) => {
        succeeded(await saveWithAnswers(tx, admin, { [key]: answer }));
        const revision = await revisionOf(tx, "not-found");
        expectRefused(await saveWithAnswers(tx, admin, { [key]: "too short" }), "23514");
        expect(await draftAnswers(tx)).toEqual({ [key]: answer });
        expect(await revisionOf(tx, "not-found")).toBe(revision);
      }),
    );

    test(
      "discarding the draft drops its answers; restoring a version takes that version's",
      rolledBack(async (tx) => {
        succeeded(await saveWithAnswers(tx, admin, { [key]: answer }));
        succeeded(
          await attempt(tx, admin, "select public.publish_page('not-found', $1)", [
            await revisionOf(tx, "not-found"),
          ]),
        );
        succeeded(await saveWithAnswers(tx, admin, { [`${key} again`]: answer }));
        succeeded(
          await attempt(tx, admin, "select public.discard_page_draft('not-found', $1)", [
            await revisionOf(tx, "not-found"),
          ]),
        );
        expect(await draftAnswers(tx)).toEqual({});
        succeeded(
          await attempt(tx, admin, "select public.restore_page_version('not-found', 2, $1)", [
            await revisionOf(tx, "not-found"),
          ]),
        );
        expect(await draftAnswers(tx)).toEqual({ [key]: answer });
        succeeded(
          await attempt(tx, admin, "select public.restore_page_version('not-found', 1, $1)", [
            await revisionOf(tx, "not-found"),
          ]),
        );
        expect(await draftAnswers(tx)).toEqual({});
      }),
    );

    test(
      "cannot rewrite a version's answers, directly or as the owner",
      rolledBack(async (tx) => {
        const revision = await savedDraft(tx);
        succeeded(await attempt(tx, admin, ...publish(revision, { [key]: answer })));
        const rewrite =
          "update public.page_versions set marketing_rule_answers = '{}' where page_key = 'not-found' returning version";
        expectRefused(await attempt(tx, admin, rewrite));
        await tx.query("savepoint owner");
        await expect(tx.query(rewrite)).rejects.toMatchObject({
          message: expect.stringMatching(/kept for the record/),
        });
        await tx.query("rollback to savepoint owner");
        expect((await newestAnswers(tx)).answers).toEqual({ [key]: answer });
      }),
    );
  });

  describe("anon, visitors and admins at aal1", () => {
    test(
      "anon: publish_page with answers refused (no privilege), the answers not readable",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...publish(2, { [key]: answer })));
        expectRefused(
          await attempt(tx, anon, "select marketing_rule_answers from public.page_versions"),
        );
        expectRefused(await saveWithAnswers(tx, anon, { [key]: answer }));
        expectRefused(await attempt(tx, anon, "select draft_answers from public.site_pages"));
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label}: publish_page with answers refused by the call (42501), no answer read`,
        rolledBack(async (tx) => {
          const revision = await savedDraft(tx);
          const outcome = await attempt(tx, actor, ...publish(revision, { [key]: answer }));
          expectRefused(outcome);
          expect(outcome.ok || outcome.message).toMatch(/^Only an admin signed in with two-step/);
          expect((await newestAnswers(tx)).version).toBe(1);
          expect(
            succeeded(
              await attempt(tx, actor, "select marketing_rule_answers from public.page_versions"),
            ),
          ).toEqual([]);
        }),
      );

      test(
        `${actor.label}: save_page_draft with answers refused by the call (42501), no draft's answers read`,
        rolledBack(async (tx) => {
          succeeded(await saveWithAnswers(tx, admin, { [key]: answer }));
          const outcome = await saveWithAnswers(tx, actor, { [key]: `${answer} Mine.` });
          expectRefused(outcome);
          expect(outcome.ok || outcome.message).toMatch(/^Only an admin signed in with two-step/);
          expect(await draftAnswers(tx)).toEqual({ [key]: answer });
          expect(
            succeeded(await attempt(tx, actor, "select draft_answers from public.site_pages")),
          ).toEqual([]);
        }),
      );
    }
  });

  describe("service_role", () => {
    const insert =
      "insert into public.page_versions (page_key, content, marketing_rule_answers) select 'not-found', content, $1::jsonb from public.page_versions where page_key = 'not-found' and version = 1";

    test(
      "publishes with answers through an insert; a short answer refused (23514)",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, serviceRole, insert, [JSON.stringify({ [key]: "too short" })]),
          "23514",
        );
        succeeded(await attempt(tx, serviceRole, insert, [JSON.stringify({ [key]: answer })]));
        expect(await newestAnswers(tx)).toEqual({ version: 2, answers: { [key]: answer } });
      }),
    );

    test(
      "cannot call publish_page",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, serviceRole, ...publish(2, {})));
      }),
    );
  });
});
