// design.md's policy matrix row for public.user_roles, cell by cell: each signed-in user reads only
// their own role (an admin too); only the service role grants, moves or removes one.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { addAdmin, admin, anon, serviceRole, visitor } from "./support/actors";
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
});
