// design.md's policy matrix row for public.website_analytics, cell by cell: anon and a signed-in
// visitor see nothing, an admin reads the figures, only the service role writes them.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { admin, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("website_analytics", () => {
    const selectAll = "select metric_name from public.website_analytics";
    const metricNames = async (tx: Queryable) =>
      (await tx.query<{ metric_name: string }>(`${selectAll} order by 1`)).rows.map(
        (row) => row.metric_name,
      );
    const writes = {
      insert:
        "insert into public.website_analytics (metric_name, metric_value) values ('page_views', 10)",
      update:
        "update public.website_analytics set metric_value = 0 where metric_name = 'total_visitors'",
      delete: "delete from public.website_analytics where metric_name = 'consultations'",
    };

    test(
      "anon › select: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, selectAll));
      }),
    );

    test(
      "visitor › select: sees no row",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, visitor, selectAll))).toEqual([]);
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: reads every metric`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, `${selectAll} order by 1`));
          expect(rows.map((row) => row.metric_name)).toEqual(await metricNames(tx));
          expect(rows).toHaveLength(4);
        }),
      );
    }

    for (const actor of [anon, visitor, admin]) {
      for (const [operation, sql] of Object.entries(writes)) {
        test(
          `${actor.label} › ${operation}: refused (no privilege)`,
          rolledBack(async (tx) => {
            const before = await tx.query(
              `select * from public.website_analytics order by metric_name`,
            );
            expectRefused(await attempt(tx, actor, sql));
            expect(
              (await tx.query(`select * from public.website_analytics order by metric_name`)).rows,
            ).toEqual(before.rows);
          }),
        );
      }
    }

    test(
      "service_role › insert: adds a metric",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, `${writes.insert} returning metric_name`)),
        ).toHaveLength(1);
      }),
    );

    test(
      "service_role › update: changes a metric and its updated_at",
      rolledBack(async (tx) => {
        await tx.query(
          "update public.website_analytics set updated_at = '2020-01-01' where metric_name = 'total_visitors'",
        );
        const rows = succeeded(
          await attempt(tx, serviceRole, `${writes.update} returning metric_value, updated_at`),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.metric_value).toBe(0);
        expect((rows[0]?.updated_at as Date).getFullYear()).toBeGreaterThan(2020);
      }),
    );

    test(
      "service_role › delete: removes a metric",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, `${writes.delete} returning metric_name`)),
        ).toHaveLength(1);
      }),
    );
  });
});
