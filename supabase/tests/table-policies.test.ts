// design.md's policy matrix for the public tables and the has_role RPC, cell by cell, as each role:
// anon, a signed-in visitor (not admin), an admin, and the service role.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, signedIn, visitor, type Actor } from "./support/actors";
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

type Row = Record<string, unknown>;

async function ids(tx: Queryable, sql: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql);
  return rows.map((row) => row.id).sort();
}

function idsOf(rows: Row[]): string[] {
  return rows.map((row) => String(row.id)).sort();
}

/** A second admin, to show that admins do not see each other's roles. */
async function addAdmin(tx: Queryable): Promise<Actor> {
  const user = { id: "c3c3c3c3-0000-4000-8000-000000000003", email: "second-admin@example.com" };
  await tx.query(
    "insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')",
    [user.id, user.email],
  );
  await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
  return signedIn("second admin", user, "aal2");
}

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

  describe("legal_documents", () => {
    const selectAll = "select id, is_active from public.legal_documents";
    const all = "select id from public.legal_documents";
    const activeId = async (tx: Queryable) => (await ids(tx, `${all} where is_active`))[0];
    /** Retires one seeded document (as the owner), so inactive rows exist. */
    const retireOne = async (tx: Queryable) => {
      const id = await activeId(tx);
      await tx.query("update public.legal_documents set is_active = false where id = $1", [id]);
      return id;
    };
    const fileHash = "ab".repeat(32);
    const insertWith = (sha256: string | null): [string, unknown[]] => [
      `insert into public.legal_documents (name, document_type, file_path, file_size, mime_type, sha256)
       values ('Form ADV Part 2A (2027)', 'adv_part_2a', 'adv_part_2a-1798761600000.pdf', 52000, 'application/pdf', $1)
       returning name, is_active`,
      [sha256],
    ];
    const insert = insertWith(fileHash);

    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › select: sees only the active documents`,
        rolledBack(async (tx) => {
          const retired = await retireOne(tx);
          const rows = succeeded(await attempt(tx, actor, selectAll));
          expect(idsOf(rows)).toEqual(await ids(tx, `${all} where is_active`));
          expect(idsOf(rows)).not.toContain(retired);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: sees retired documents too`,
        rolledBack(async (tx) => {
          const retired = await retireOne(tx);
          const rows = succeeded(await attempt(tx, actor, selectAll));
          expect(idsOf(rows)).toEqual(await ids(tx, all));
          expect(idsOf(rows)).toContain(retired);
        }),
      );
    }

    test(
      "anon › insert: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...insert));
      }),
    );

    test(
      "visitor › insert: refused by row-level security",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, visitor, ...insert));
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › insert: adds an active document with its file's hash`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, ...insert));
          expect(rows).toEqual([{ name: "Form ADV Part 2A (2027)", is_active: true }]);
        }),
      );

      test(
        `${actor.label} › insert: a hash that is not 64 lowercase hex digits is refused (CHECK)`,
        rolledBack(async (tx) => {
          for (const sha256 of ["AB".repeat(32), "ab".repeat(31), `${"ab".repeat(31)}zz`]) {
            expectRefused(await attempt(tx, actor, ...insertWith(sha256)), "23514");
          }
        }),
      );
    }

    test(
      "admin › insert: refused without the file's hash (row-level security)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, ...insertWith(null)));
        expect(await ids(tx, `${all} where file_path = 'adv_part_2a-1798761600000.pdf'`)).toEqual(
          [],
        );
      }),
    );

    // Once written, a document is what it was: the file it names, its name, type, size, hash, time.
    const rewrites: [string, string][] = [
      ["file_path", "'form_adv-1798761600000.pdf'"],
      ["name", "'Edited'"],
      ["document_type", "'form_crs'"],
      ["file_size", "1"],
      ["sha256", `'${"cd".repeat(32)}'`],
      ["created_at", "'2020-01-01'"],
    ];
    for (const [column, value] of rewrites) {
      const rewrite = `update public.legal_documents set ${column} = ${value} where document_type = 'form_adv'`;
      test(
        `admin, service_role and the owner › update of ${column}: refused, the record stays as it was`,
        rolledBack(async (tx) => {
          const before = (await tx.query("select * from public.legal_documents order by id")).rows;
          for (const actor of [admin, serviceRole])
            expectRefused(await attempt(tx, actor, rewrite));
          await expectOwnerRefused(tx, rewrite);
          expect((await tx.query("select * from public.legal_documents order by id")).rows).toEqual(
            before,
          );
        }),
      );
    }

    const retire =
      "update public.legal_documents set is_active = false where id = $1 returning is_active";

    test(
      "anon › update: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, retire, [await activeId(tx)]));
      }),
    );

    test(
      "visitor › update: touches no row and the document stays active",
      rolledBack(async (tx) => {
        const id = await activeId(tx);
        expectNoRowAffected(await attempt(tx, visitor, retire, [id]));
        expect(await ids(tx, `${all} where is_active and id = '${id}'`)).toEqual([id]);
      }),
    );

    test(
      "admin › update: soft-deletes a document (is_active false)",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, admin, retire, [await activeId(tx)]))).toEqual([
          { is_active: false },
        ]);
      }),
    );

    test(
      "admin › update: cannot bring a retired document back or edit its record",
      rolledBack(async (tx) => {
        const id = await retireOne(tx);
        const reactivate = "update public.legal_documents set is_active = true where id = $1";
        expectRefused(await attempt(tx, admin, reactivate, [id]));
        const rename = "update public.legal_documents set name = 'Edited' where id = $1";
        expectRefused(await attempt(tx, admin, rename, [await activeId(tx)]));
        expect(
          await ids(tx, `${all} where name = 'Edited' or (id = '${id}' and is_active)`),
        ).toEqual([]);
      }),
    );

    test(
      "service_role › update: soft-deletes a document",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, retire, [await activeId(tx)])),
        ).toHaveLength(1);
      }),
    );

    for (const actor of [anon, visitor, admin, serviceRole]) {
      test(
        `${actor.label} › delete: refused, the record is kept`,
        rolledBack(async (tx) => {
          const before = await ids(tx, all);
          expectRefused(
            await attempt(tx, actor, "delete from public.legal_documents where id = $1", [
              before[0],
            ]),
          );
          expect(await ids(tx, all)).toEqual(before);
        }),
      );
    }

    test(
      "table owner › delete and truncate: refused, the records are kept",
      rolledBack(async (tx) => {
        const before = await ids(tx, all);
        await expectOwnerRefused(tx, "delete from public.legal_documents");
        await expectOwnerRefused(tx, "truncate public.legal_documents");
        expect(await ids(tx, all)).toEqual(before);
      }),
    );
  });

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

  describe("user_roles", () => {
    const selectAll = "select user_id, role from public.user_roles";
    const grantAdmin =
      "insert into public.user_roles (user_id, role) values ($1, 'admin') returning user_id";
    const adminRoleCount = async (tx: Queryable) =>
      (await tx.query("select 1 from public.user_roles where role = 'admin'")).rows.length;

    test(
      "anon › select: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, selectAll));
      }),
    );

    test(
      "visitor › select: sees only its own rows (none)",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, visitor, selectAll))).toEqual([]);
      }),
    );

    test(
      "admin › select: sees its own role and not another admin's",
      rolledBack(async (tx) => {
        await addAdmin(tx);
        const rows = succeeded(await attempt(tx, admin, selectAll));
        expect(rows).toEqual([{ user_id: seedAccounts.admin.id, role: "admin" }]);
      }),
    );

    test(
      "service_role › select: sees every role",
      rolledBack(async (tx) => {
        await addAdmin(tx);
        expect(succeeded(await attempt(tx, serviceRole, selectAll))).toHaveLength(2);
      }),
    );

    test(
      "anon › insert: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, grantAdmin, [seedAccounts.visitor.id]));
      }),
    );

    test(
      "visitor › insert: cannot make itself admin",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, visitor, grantAdmin, [seedAccounts.visitor.id]));
        expect(await adminRoleCount(tx)).toBe(1);
      }),
    );

    test(
      "admin › insert: cannot make someone else admin",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, grantAdmin, [seedAccounts.visitor.id]));
        expect(await adminRoleCount(tx)).toBe(1);
      }),
    );

    test(
      "service_role › insert: makes a user admin",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, grantAdmin, [seedAccounts.visitor.id])),
        ).toEqual([{ user_id: seedAccounts.visitor.id }]);
      }),
    );

    const moveRole = "update public.user_roles set user_id = $1 returning user_id";
    const dropRoles = "delete from public.user_roles returning user_id";

    for (const actor of [anon, visitor, admin]) {
      test(
        `${actor.label} › update: refused (no privilege)`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, moveRole, [seedAccounts.visitor.id]));
          expect(succeeded(await attempt(tx, serviceRole, selectAll))).toEqual([
            { user_id: seedAccounts.admin.id, role: "admin" },
          ]);
        }),
      );

      test(
        `${actor.label} › delete: refused (no privilege)`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, dropRoles));
          expect(await adminRoleCount(tx)).toBe(1);
        }),
      );
    }

    test(
      "service_role › update: moves a role",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, moveRole, [seedAccounts.visitor.id])),
        ).toEqual([{ user_id: seedAccounts.visitor.id }]);
      }),
    );

    test(
      "service_role › delete: removes a role",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, serviceRole, dropRoles))).toHaveLength(1);
      }),
    );
  });

  describe("has_role (RPC)", () => {
    const hasRole = "select public.has_role($1, 'admin') as answer";
    const answer = (rows: Row[]) => rows[0]?.answer;

    test(
      "anon › execute: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, hasRole, [seedAccounts.admin.id]));
      }),
    );

    test(
      "visitor › execute: false for itself",
      rolledBack(async (tx) => {
        expect(
          answer(succeeded(await attempt(tx, visitor, hasRole, [seedAccounts.visitor.id]))),
        ).toBe(false);
      }),
    );

    test(
      "admin › execute: true for itself",
      rolledBack(async (tx) => {
        expect(answer(succeeded(await attempt(tx, admin, hasRole, [seedAccounts.admin.id])))).toBe(
          true,
        );
      }),
    );

    test(
      "visitor › execute: learns nothing about other users (false for the admin)",
      rolledBack(async (tx) => {
        expect(
          answer(succeeded(await attempt(tx, visitor, hasRole, [seedAccounts.admin.id]))),
        ).toBe(false);
      }),
    );

    test(
      "service_role › execute: answers for any user",
      rolledBack(async (tx) => {
        expect(
          answer(succeeded(await attempt(tx, serviceRole, hasRole, [seedAccounts.admin.id]))),
        ).toBe(true);
        expect(
          answer(succeeded(await attempt(tx, serviceRole, hasRole, [seedAccounts.visitor.id]))),
        ).toBe(false);
      }),
    );

    test(
      "second admin › execute: admin rights come from the role row, not the account",
      rolledBack(async (tx) => {
        const secondAdmin = await addAdmin(tx);
        const rows = succeeded(
          await attempt(
            tx,
            secondAdmin,
            "select count(*)::int as n from public.recommended_resources",
          ),
        );
        expect(rows[0]?.n).toBe(
          (await ids(tx, "select id from public.recommended_resources")).length,
        );
      }),
    );
  });
});
