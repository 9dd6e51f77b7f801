// The adviser's answers to the Marketing Rule check's warnings on a resource
// (recommended_resources.marketing_rule_answers), as every role: kept with the row (the answers
// domain), written with it by an admin at aal2, read by an admin at aal2 through resource_answers()
// and by the build (the service role, in the published snapshot); never the public's, although the
// featured rows they belong to are.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import { invalidAnswers } from "./support/answers";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const key = "superlative:description:leading";
const answer = "Leading here means the most-cited guide of the SEC's own investor site.";
const readColumn = "select marketing_rule_answers from public.recommended_resources";
const readAnswers = "select public.resource_answers() as answers";

async function featuredId(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    "select id::text from public.recommended_resources where is_featured order by created_at, id limit 1",
  );
  return rows[0]!.id;
}

async function answersOf(tx: Queryable, id: string): Promise<unknown> {
  const { rows } = await tx.query<{ answers: unknown }>(
    "select marketing_rule_answers as answers from public.recommended_resources where id = $1",
    [id],
  );
  return rows[0]!.answers;
}

/** The resource's description and answers, as the dialog saves them. */
const saveWithAnswers = (id: string, answers: unknown): [string, unknown[]] => [
  `update public.recommended_resources
   set description = 'The leading guide to fees.', marketing_rule_answers = $2::jsonb
   where id = $1 returning id`,
  [id, JSON.stringify(answers)],
];

/** The answers stored by the database's owner, as a save of the admin's would have. */
const answered = (tx: Queryable, id: string) =>
  tx.query("update public.recommended_resources set marketing_rule_answers = $2 where id = $1", [
    id,
    JSON.stringify({ [key]: answer }),
  ]);

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("recommended_resources.marketing_rule_answers", () => {
    test(
      "the seeded resources hold no answers",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select distinct marketing_rule_answers as answers from public.recommended_resources",
        );
        expect(rows).toEqual([{ answers: {} }]);
      }),
    );

    test(
      "admin at aal2 › saves the words with their answers: stored, read back through resource_answers(), in the content history's entry",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        expect(
          succeeded(await attempt(tx, admin, ...saveWithAnswers(id, { [key]: answer }))),
        ).toEqual([{ id }]);
        expect(await answersOf(tx, id)).toEqual({ [key]: answer });
        const [read] = succeeded(
          await attempt<{ answers: Record<string, unknown> }>(tx, admin, readAnswers),
        );
        expect(read!.answers[id]).toEqual({ [key]: answer });
        const { rows } = await tx.query(
          `select after -> 'marketing_rule_answers' as answers, after ->> 'description' as description
           from public.content_history where table_name = 'recommended_resources' order by id desc limit 1`,
        );
        expect(rows).toEqual([
          { answers: { [key]: answer }, description: "The leading guide to fees." },
        ]);
      }),
    );

    test(
      "admin at aal2 › adds a resource with its answers",
      rolledBack(async (tx) => {
        const rows = succeeded(
          await attempt<{ id: string }>(
            tx,
            admin,
            `insert into public.recommended_resources
               (title, description, url, category, is_featured, user_id, marketing_rule_answers)
             values ('Fee guide', 'The leading guide to fees.', 'https://www.investor.gov/', 'Fees', true, $1, $2::jsonb)
             returning id`,
            [seedAccounts.admin.id, JSON.stringify({ [key]: answer })],
          ),
        );
        expect(await answersOf(tx, rows[0]!.id)).toEqual({ [key]: answer });
      }),
    );

    test.each(invalidAnswers(key, answer))(
      "admin at aal2 › a save with %s is refused (23514): nothing changes",
      (_what, answers) =>
        rolledBack(async (tx) => {
          const id = await featuredId(tx);
          expectRefused(await attempt(tx, admin, ...saveWithAnswers(id, answers)), "23514");
          expect(await answersOf(tx, id)).toEqual({});
        })(),
    );

    test(
      "admin at aal2 › the column itself is not selectable (only through the call); the public columns are",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, readColumn), "42501");
        expectRefused(await attempt(tx, admin, "select * from public.recommended_resources"));
        expect(
          succeeded(await attempt(tx, admin, "select id from public.recommended_resources")).length,
        ).toBeGreaterThan(0);
      }),
    );

    test(
      "anon › the answers neither read (column, whole row, call, snapshot) nor written",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        await answered(tx, id);
        expectRefused(await attempt(tx, anon, readColumn));
        expectRefused(await attempt(tx, anon, "select * from public.recommended_resources"));
        expectRefused(await attempt(tx, anon, readAnswers));
        expectRefused(await attempt(tx, anon, "select public.published_site_content()"));
        expectRefused(await attempt(tx, anon, ...saveWithAnswers(id, {})));
        expect(await answersOf(tx, id)).toEqual({ [key]: answer });
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › the column refused, the call and the snapshot give none, a save changes nothing`,
        rolledBack(async (tx) => {
          const id = await featuredId(tx);
          await answered(tx, id);
          expectRefused(await attempt(tx, actor, readColumn));
          expectRefused(await attempt(tx, actor, "select * from public.recommended_resources"));
          expect(succeeded(await attempt(tx, actor, readAnswers))).toEqual([{ answers: null }]);
          const snapshot = succeeded(
            await attempt(
              tx,
              actor,
              `select r -> 'marketing_rule_answers' as answers
               from jsonb_array_elements(public.published_site_content() -> 'resources') r
               where r ->> 'id' = $1`,
              [id],
            ),
          );
          expect(snapshot).toEqual([{ answers: {} }]);
          expectNoRowAffected(await attempt(tx, actor, ...saveWithAnswers(id, {})));
          expect(await answersOf(tx, id)).toEqual({ [key]: answer });
        }),
      );
    }

    test(
      "service_role › reads the column and the call; the build's snapshot carries each featured resource's answers",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        await answered(tx, id);
        const column = succeeded(
          await attempt(tx, serviceRole, `${readColumn} where id = $1`, [id]),
        );
        expect(column).toEqual([{ marketing_rule_answers: { [key]: answer } }]);
        const [read] = succeeded(
          await attempt<{ answers: Record<string, unknown> }>(tx, serviceRole, readAnswers),
        );
        expect(read!.answers[id]).toEqual({ [key]: answer });
        const snapshot = succeeded(
          await attempt(
            tx,
            serviceRole,
            `select r ->> 'id' as id, r -> 'marketing_rule_answers' as answers
             from jsonb_array_elements(public.published_site_content() -> 'resources') r`,
          ),
        );
        expect(snapshot).toContainEqual({ id, answers: { [key]: answer } });
        expect(snapshot.filter((row) => row.id !== id).map((row) => row.answers)).toEqual(
          snapshot.filter((row) => row.id !== id).map(() => ({})),
        );
      }),
    );
  });
});
