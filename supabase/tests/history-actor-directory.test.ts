// Who made the changes, as the archive names them: public.history_actor_directory() names the
// history's actors and the admins, by display name (their profile's, written at aal2) and email, to an admin at aal2 only. Anon cannot
// call it; a signed-in visitor and an admin at aal1 are refused; nobody gets a user who is neither
// an actor, an admin nor a user of the security log (Recent Activity names those).
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, signedIn, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const directory = "select id::text, display_name, email from public.history_actor_directory()";

const former = { id: "c3c3c3c3-0000-4000-8000-000000000003", email: "former@example.com" };
const named = { id: "d4d4d4d4-0000-4000-8000-000000000004", email: "jane@example.com" };

/** A user as Supabase Auth stores one, with `metadata` as user_metadata. */
async function addUser(tx: Queryable, user: { id: string; email: string }, metadata: object) {
  await tx.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, now(), now())`,
    [user.id, user.email, JSON.stringify(metadata)],
  );
}

/** An admin who changed a resource's title (an entry with them as actor). */
async function adminWhoChangedSomething(tx: Queryable, user: { id: string; email: string }) {
  await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
  succeeded(
    await attempt(
      tx,
      signedIn(user.email, user, "aal2"),
      "update public.recommended_resources set title = title || ' (edited)' where id = (select id from public.recommended_resources order by id limit 1) returning id",
    ),
  );
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "anon › refused: no execute on the RPC",
    rolledBack(async (tx) => {
      expectRefused(await attempt(tx, anon, directory));
    }),
  );

  for (const actor of [visitor, adminAtAal1]) {
    test(
      `${actor.label} › refused (42501), nothing answered`,
      rolledBack(async (tx) => {
        const outcome = await attempt(tx, actor, directory);
        expectRefused(outcome);
        expect(outcome.ok ? "answered" : outcome.message).toMatch(
          actor === visitor ? /only admins/ : /two-step verification/,
        );
      }),
    );
  }

  test(
    "anon, visitor and admin at aal1 › cannot call the security definer function in intake either",
    rolledBack(async (tx) => {
      expectRefused(await attempt(tx, anon, "select * from intake.history_actor_directory()"));
      for (const actor of [visitor, adminAtAal1])
        expectRefused(await attempt(tx, actor, "select * from intake.history_actor_directory()"));
    }),
  );

  test(
    "admin at aal2 › the admins and the actors, by display name (or none) and email; no other user",
    rolledBack(async (tx) => {
      // The name in the metadata (any session may set it) is not the one shown: the profile's is.
      await addUser(tx, named, { full_name: "Mallory" });
      await adminWhoChangedSomething(tx, named);
      succeeded(
        await attempt(
          tx,
          signedIn(named.email, named, "aal2"),
          "select public.save_admin_profile('  Jane Examiner  ')",
        ),
      );
      // A former admin: they changed something, then lost the role; their entry still names them.
      await addUser(tx, former, { full_name: "" });
      await adminWhoChangedSomething(tx, former);
      await tx.query("delete from public.user_roles where user_id = $1", [former.id]);

      const rows = succeeded(await attempt(tx, admin, directory));
      expect(rows).toEqual([
        { id: seedAccounts.admin.id, display_name: null, email: seedAccounts.admin.email },
        { id: former.id, display_name: null, email: former.email },
        { id: named.id, display_name: "Jane Examiner", email: named.email },
      ]);
      // The visitor is neither an admin nor an actor.
      expect(rows.map((row) => row.email)).not.toContain(seedAccounts.visitor.email);
    }),
  );

  test(
    "admin at aal2 › a user of the security log (a visitor who tried an admin page) by email",
    rolledBack(async (tx) => {
      const before = succeeded(await attempt<{ email: string }>(tx, admin, directory));
      expect(before.map((row) => row.email)).not.toContain(seedAccounts.visitor.email);
      await tx.query(
        `insert into public.security_events (user_id, action, severity, details)
         values ($1, 'unauthorized_access', 'critical', '{"path": "/admin/documents"}')`,
        [seedAccounts.visitor.id],
      );

      const rows = succeeded(await attempt(tx, admin, directory));
      expect(rows).toContainEqual({
        id: seedAccounts.visitor.id,
        display_name: null,
        email: seedAccounts.visitor.email,
      });
      // Still refused to the visitor themselves and to an admin at aal1.
      for (const actor of [visitor, adminAtAal1])
        expectRefused(await attempt(tx, actor, directory));
    }),
  );

  test(
    "admin at aal2 › a deleted user is no longer in the directory, while their entries stay",
    rolledBack(async (tx) => {
      await addUser(tx, former, { full_name: "Former Admin" });
      await adminWhoChangedSomething(tx, former);
      await tx.query("delete from auth.users where id = $1", [former.id]);

      const rows = succeeded(await attempt<{ id: string }>(tx, admin, directory));
      expect(rows.map((row) => row.id)).not.toContain(former.id);
      const entries = await tx.query<{ n: string }>(
        "select count(*)::text as n from public.content_history where actor = $1",
        [former.id],
      );
      expect(entries.rows[0]!.n).toBe("1");
    }),
  );
});
