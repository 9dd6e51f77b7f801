// public.admin_profiles (the names the archive shows) and save_admin_profile: anon nothing; a
// signed-in visitor nothing; an admin at aal1 nothing (the password alone must not rename the
// author of changes); an admin at aal2 reads the admins' names and writes their own only, and each
// change is in the security log.
import { describe, expect, test } from "vitest";
import { seedAccounts } from "../local/db/reset";
import { addAdmin, admin, adminAtAal1, anon, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const save = (name: string) => `select full_name from public.save_admin_profile('${name}')`;

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database, async (tx) => {
    await tx.query(
      "insert into public.admin_profiles (user_id, full_name) values ($1, 'Ada Admin')",
      [seedAccounts.admin.id],
    );
  });

  test(
    "anon › refused: no read, no write, no call",
    rolledBack(async (tx) => {
      expectRefused(await attempt(tx, anon, "select * from public.admin_profiles"));
      expectRefused(await attempt(tx, anon, save("Mallory")));
    }),
  );

  for (const actor of [visitor, adminAtAal1]) {
    test(
      `${actor.label} › reads nothing, saves nothing`,
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, actor, "select * from public.admin_profiles"))).toEqual(
          [],
        );
        expectRefused(await attempt(tx, actor, save("Mallory")));
        expectNoRowAffected(
          await attempt(tx, actor, "update public.admin_profiles set full_name = 'Mallory'"),
        );
        const { rows } = await tx.query("select full_name from public.admin_profiles");
        expect(rows).toEqual([{ full_name: "Ada Admin" }]);
      }),
    );
  }

  test(
    "admin at aal2 › reads the names, saves their own (logged), cannot write another admin's",
    rolledBack(async (tx) => {
      const second = await addAdmin(tx);
      succeeded(await attempt(tx, second, save("Second Admin")));
      expect(
        succeeded(
          await attempt(
            tx,
            admin,
            "select full_name from public.admin_profiles order by full_name",
          ),
        ),
      ).toEqual([{ full_name: "Ada Admin" }, { full_name: "Second Admin" }]);
      expect(succeeded(await attempt(tx, admin, save("  Ada Q. Admin ")))).toEqual([
        { full_name: "Ada Q. Admin" },
      ]);
      expectNoRowAffected(
        await attempt(
          tx,
          admin,
          "update public.admin_profiles set full_name = 'Renamed' where full_name = 'Second Admin'",
        ),
      );
      expectRefused(
        await attempt(
          tx,
          admin,
          `insert into public.admin_profiles (user_id, full_name) values ('${seedAccounts.visitor.id}', 'Visitor')`,
        ),
      );
      expectRefused(await attempt(tx, admin, "delete from public.admin_profiles"));
      expectRefused(await attempt(tx, admin, save("")), "23514");
      const { rows } = await tx.query(
        "select details from public.security_events where action = 'profile_name_changed' and user_id = $1 and details ->> 'from' is not null",
        [seedAccounts.admin.id],
      );
      expect(rows).toEqual([{ details: { from: "Ada Admin", to: "Ada Q. Admin" } }]);
    }),
  );
});
