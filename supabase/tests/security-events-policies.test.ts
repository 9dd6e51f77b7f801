// The security log's row of design.md's policy matrix (append-only: add own events, admins read
// all, no update or delete for anyone), as anon, a signed-in visitor, an admin and the service role,
// and the server-set columns a client cannot forge.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  inRolledBackTransaction,
  succeeded,
  useSeededDatabase,
} from "./support/database";

type EventRow = {
  id: string;
  user_id: string;
  action: string;
  severity: string;
  details: Record<string, unknown>;
  created_at: Date;
  ip_address: string;
  user_agent: string;
};

const insertOwn = `insert into public.security_events (action, severity, details)
  values ('admin_access_granted', 'medium', '{"path": "/admin"}') returning *`;

/** What PostgREST puts in request.headers for a request from a browser behind a proxy. */
const browserHeaders = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  "x-forwarded-for": "203.0.113.7, 10.0.0.2",
};

async function setRequestHeaders(tx: Queryable, headers: Record<string, string>) {
  await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
}

/** Two events already in the log, one each by the visitor and the admin (written as the owner). */
async function seedEvents(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.security_events (user_id, action, severity)
     values ($1, 'unauthorized_access', 'critical'), ($2, 'sign_in', 'medium') returning id`,
    [seedAccounts.visitor.id, seedAccounts.admin.id],
  );
  return rows.map((row) => row.id).sort();
}

async function eventCount(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from public.security_events",
  );
  return rows[0]!.n;
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = (fn: (tx: Queryable) => Promise<void>) =>
    inRolledBackTransaction(database, fn);

  describe("security_events: select", () => {
    test(
      "anon › refused (no privilege)",
      rolledBack(async (tx) => {
        await seedEvents(tx);
        expectRefused(await attempt(tx, anon, "select id from public.security_events"));
      }),
    );

    test(
      "visitor › sees no event, not even its own",
      rolledBack(async (tx) => {
        await seedEvents(tx);
        expect(
          succeeded(await attempt(tx, visitor, "select id from public.security_events")),
        ).toEqual([]);
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › reads every event, whoever caused it`,
        rolledBack(async (tx) => {
          const ids = await seedEvents(tx);
          const rows = succeeded(
            await attempt<{ id: string }>(tx, actor, "select id from public.security_events"),
          );
          expect(rows.map((row) => row.id).sort()).toEqual(ids);
        }),
      );
    }
  });

  describe("security_events: insert", () => {
    test(
      "anon › refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, insertOwn));
        expect(await eventCount(tx)).toBe(0);
      }),
    );

    for (const actor of [visitor, admin]) {
      const account = actor === visitor ? seedAccounts.visitor : seedAccounts.admin;

      test(
        `${actor.label} › adds its own event, stamped with the server's time and the request's origin`,
        rolledBack(async (tx) => {
          await setRequestHeaders(tx, browserHeaders);
          // Without RETURNING, as supabase-js inserts: a visitor may not read the row back.
          succeeded(await attempt(tx, actor, insertOwn.replace(" returning *", "")));
          const { rows } = await tx.query<EventRow & { now: Date }>(
            "select *, now() as now from public.security_events",
          );
          expect(rows).toHaveLength(1);
          const [event] = rows;
          expect(event).toMatchObject({
            user_id: account.id,
            action: "admin_access_granted",
            severity: "medium",
            details: { path: "/admin" },
            ip_address: "203.0.113.7, 10.0.0.2",
            user_agent: browserHeaders["user-agent"],
          });
          expect(event!.created_at).toEqual(event!.now);
        }),
      );

      test(
        `${actor.label} › refused when the event names another user`,
        rolledBack(async (tx) => {
          const other = actor === visitor ? seedAccounts.admin.id : seedAccounts.visitor.id;
          const outcome = await attempt(
            tx,
            actor,
            "insert into public.security_events (user_id, action, severity) values ($1, 'sign_in', 'low')",
            [other],
          );
          expectRefused(outcome);
          expect(await eventCount(tx)).toBe(0);
        }),
      );

      for (const [column, value] of [
        ["created_at", "2020-01-01T00:00:00Z"],
        ["ip_address", "198.51.100.1"],
        ["user_agent", "forged"],
        ["id", "5e55e55e-0000-4000-8000-00000000abcd"],
      ]) {
        test(
          `${actor.label} › refused when it sets ${column} itself`,
          rolledBack(async (tx) => {
            const outcome = await attempt(
              tx,
              actor,
              `insert into public.security_events (action, severity, ${column}) values ('sign_in', 'low', $1)`,
              [value],
            );
            expectRefused(outcome);
            expect(await eventCount(tx)).toBe(0);
          }),
        );
      }
    }

    test(
      "visitor › without request headers the origin is 'unknown'",
      rolledBack(async (tx) => {
        await setRequestHeaders(tx, {});
        succeeded(await attempt(tx, visitor, insertOwn.replace(" returning *", "")));
        const { rows } = await tx.query<EventRow>(
          "select ip_address, user_agent from public.security_events",
        );
        expect(rows).toEqual([{ ip_address: "unknown", user_agent: "unknown" }]);
      }),
    );

    test(
      "service_role › adds an event for any user, but the server still sets time and origin",
      rolledBack(async (tx) => {
        const rows = succeeded(
          await attempt<EventRow>(
            tx,
            serviceRole,
            `insert into public.security_events (user_id, action, severity, created_at, ip_address, user_agent)
             values ($1, 'role_granted', 'high', '2020-01-01', '198.51.100.1', 'forged') returning *`,
            [seedAccounts.visitor.id],
          ),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          user_id: seedAccounts.visitor.id,
          ip_address: "unknown",
          user_agent: "unknown",
        });
        expect(rows[0]!.created_at.getFullYear()).toBeGreaterThan(2020);
      }),
    );

    test(
      "the database refuses a malformed action, severity or details, whoever sends it",
      rolledBack(async (tx) => {
        for (const values of [
          "('Sign In!', 'low', '{}')",
          "('sign_in', 'urgent', '{}')",
          "('sign_in', 'low', '[1, 2]')",
          `('sign_in', 'low', '{"note": "${"x".repeat(5000)}"}')`,
        ]) {
          const outcome = await attempt(
            tx,
            admin,
            `insert into public.security_events (action, severity, details) values ${values}`,
          );
          expect(outcome.ok).toBe(false);
          expect(outcome.ok ? "" : outcome.code).toMatch(/^(23514|22P02)$/);
        }
        expect(await eventCount(tx)).toBe(0);
      }),
    );
  });

  describe("security_events: nobody rewrites the log", () => {
    const rewrites = {
      update: "update public.security_events set severity = 'low', details = '{}'",
      delete: "delete from public.security_events",
    };
    const everyone: Actor[] = [anon, visitor, admin, serviceRole];

    for (const actor of everyone) {
      for (const [operation, sql] of Object.entries(rewrites)) {
        test(
          `${actor.label} › ${operation}: refused (no privilege), the events stay as they were`,
          rolledBack(async (tx) => {
            await seedEvents(tx);
            const before = (await tx.query("select * from public.security_events order by id"))
              .rows;
            expectRefused(await attempt(tx, actor, sql));
            expect(
              (await tx.query("select * from public.security_events order by id")).rows,
            ).toEqual(before);
          }),
        );
      }
    }
  });
});
