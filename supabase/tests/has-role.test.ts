// design.md's policy matrix row for the has_role RPC: anon may not call it, a signed-in user learns
// the answer only about themselves, and the answer comes from the role row, not the account.
import { describe, expect, test } from "vitest";
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
import { ids } from "./support/ids";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("has_role (RPC)", () => {
    const hasRole = "select public.has_role($1, 'admin') as answer";
    const answer = (rows: Record<string, unknown>[]) => rows[0]?.answer;

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
