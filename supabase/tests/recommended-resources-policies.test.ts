// design.md's policy matrix row for public.recommended_resources, cell by cell: anon and a signed-in
// visitor see the featured resources; an admin (as owner of what they add) and the service role
// manage every resource.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";
import { ids, idsOf } from "./support/ids";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("recommended_resources", () => {
    const selectAll = "select id, is_featured from public.recommended_resources";
    const featured = "select id from public.recommended_resources where is_featured";
    const all = "select id from public.recommended_resources";
    const unfeaturedId = async (tx: Queryable) =>
      (await ids(tx, `${all} where not is_featured`))[0];
    const featuredId = async (tx: Queryable) => (await ids(tx, featured))[0];
    const insert = (userId: string | null): [string, unknown[]] => [
      `insert into public.recommended_resources (title, description, url, category, is_featured, user_id)
       values ('Roth IRA basics', 'How a Roth IRA is taxed.', 'https://www.investor.gov/', 'Retirement', true, $1)
       returning title, user_id`,
      [userId],
    ];

    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › select: sees only the featured resources`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, selectAll));
          expect(idsOf(rows)).toEqual(await ids(tx, featured));
          expect(rows.length).toBeLessThan((await ids(tx, all)).length);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: sees every resource, featured or not`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, selectAll));
          expect(idsOf(rows)).toEqual(await ids(tx, all));
          expect(rows.some((row) => row.is_featured === false)).toBe(true);
        }),
      );
    }

    test(
      "anon › insert: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...insert(null)));
      }),
    );

    test(
      "visitor › insert: refused by row-level security, even as owner of the row",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, visitor, ...insert(seedAccounts.visitor.id)));
        expect(await ids(tx, `${all} where title = 'Roth IRA basics'`)).toEqual([]);
      }),
    );

    test(
      "admin › insert: adds a resource owned by the admin",
      rolledBack(async (tx) => {
        const rows = succeeded(await attempt(tx, admin, ...insert(seedAccounts.admin.id)));
        expect(rows).toEqual([{ title: "Roth IRA basics", user_id: seedAccounts.admin.id }]);
      }),
    );

    test(
      "admin › insert: refused when the row names another owner or none",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, ...insert(seedAccounts.visitor.id)));
        expectRefused(await attempt(tx, admin, ...insert(null)));
      }),
    );

    test(
      "service_role › insert: adds a resource",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, serviceRole, ...insert(null)))).toHaveLength(1);
      }),
    );

    const rename =
      "update public.recommended_resources set title = 'Renamed' where id = $1 returning title";

    test(
      "anon › update: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, rename, [await featuredId(tx)]));
      }),
    );

    test(
      "visitor › update: touches no row, even a featured one it can read",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        expectNoRowAffected(await attempt(tx, visitor, rename, [id]));
        expect((await tx.query(`${all} where id = $1 and title = 'Renamed'`, [id])).rows).toEqual(
          [],
        );
      }),
    );

    test(
      "admin › update: changes any resource",
      rolledBack(async (tx) => {
        const rows = succeeded(await attempt(tx, admin, rename, [await unfeaturedId(tx)]));
        expect(rows).toEqual([{ title: "Renamed" }]);
      }),
    );

    test(
      "admin › update: cannot change a resource's owner",
      rolledBack(async (tx) => {
        const outcome = await attempt(
          tx,
          admin,
          "update public.recommended_resources set user_id = $1 where id = $2",
          [seedAccounts.visitor.id, await featuredId(tx)],
        );
        expectRefused(outcome);
      }),
    );

    test(
      "service_role › update: changes any resource",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, rename, [await unfeaturedId(tx)])),
        ).toHaveLength(1);
      }),
    );

    const remove = "delete from public.recommended_resources where id = $1 returning id";

    test(
      "anon › delete: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, remove, [await featuredId(tx)]));
      }),
    );

    test(
      "visitor › delete: touches no row and the resource stays",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        expectNoRowAffected(await attempt(tx, visitor, remove, [id]));
        expect(await ids(tx, `${all} where id = '${id}'`)).toEqual([id]);
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › delete: removes the resource`,
        rolledBack(async (tx) => {
          const id = await unfeaturedId(tx);
          expect(succeeded(await attempt(tx, actor, remove, [id]))).toEqual([{ id }]);
          expect(await ids(tx, `${all} where id = '${id}'`)).toEqual([]);
        }),
      );
    }
  });
});
