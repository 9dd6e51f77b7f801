// The security log's row of design.md's policy matrix (append-only: events added only through
// record_security_event, each role its own kinds, 30 of a kind a minute; admins read all; no update or delete
// for anyone), as anon, a signed-in visitor, an admin and the service role, and the server-set
// columns (severity, time, origin) a client cannot forge.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
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
  values ('admin_access_granted', 'medium', '{"path": "/admin"}')`;

/** The kinds an admin records, with the severity the database gives them. */
const adminKinds: [string, string][] = [
  ["sign_in", "medium"],
  ["admin_access_granted", "medium"],
  ["sign_out", "medium"],
  ["session_expired", "medium"],
  ["profile_updated", "medium"],
  ["password_changed", "high"],
  ["password_change_refused", "high"],
];

/**
 * What PostgREST puts in request.headers for a request from a browser behind a proxy: the client
 * claimed 203.0.113.7, the proxy appended the address it saw, 10.0.0.2.
 */
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
  const rolledBack = rolledBackIn(database);

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

  describe("security_events: record_security_event, the one way in", () => {
    const record = (action: string, details: unknown = {}): [string, unknown[]] => [
      "select public.record_security_event($1, $2::jsonb)",
      [action, JSON.stringify(details)],
    ];

    test(
      "anon › refused (no privilege on the call or the table), nothing stored",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...record("unauthorized_access")));
        expectRefused(await attempt(tx, anon, ...record("sign_in")));
        expectRefused(await attempt(tx, anon, insertOwn));
        expect(await eventCount(tx)).toBe(0);
      }),
    );

    test(
      "visitor › records its own refused access, as critical, stamped with the server's time and the appended address",
      rolledBack(async (tx) => {
        await setRequestHeaders(tx, browserHeaders);
        succeeded(await attempt(tx, visitor, ...record("unauthorized_access", { path: "/admin" })));
        const { rows } = await tx.query<EventRow & { now: Date }>(
          "select *, now() as now from public.security_events",
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          user_id: seedAccounts.visitor.id,
          action: "unauthorized_access",
          severity: "critical",
          details: { path: "/admin" },
          ip_address: "10.0.0.2",
          user_agent: browserHeaders["user-agent"],
        });
        expect(rows[0]!.created_at).toEqual(rows[0]!.now);
      }),
    );

    for (const action of adminKinds.map(([kind]) => kind)) {
      test(
        `visitor › ${action}: refused (an admin's event), nothing stored`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, visitor, ...record(action)));
          expect(await eventCount(tx)).toBe(0);
        }),
      );
    }

    test(
      "admin › records each admin event with the severity of its kind, the server's not the client's",
      rolledBack(async (tx) => {
        for (const [action] of adminKinds) {
          succeeded(await attempt(tx, admin, ...record(action, { severity: "low" })));
        }
        const { rows } = await tx.query<{ action: string; severity: string; user_id: string }>(
          "select action, severity, user_id from public.security_events order by action",
        );
        expect(rows).toEqual(
          [...adminKinds]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([action, severity]) => ({ action, severity, user_id: seedAccounts.admin.id })),
        );
      }),
    );

    test(
      "admin › unauthorized_access: refused (a non-admin's event), nothing stored",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, admin, ...record("unauthorized_access")));
        expect(await eventCount(tx)).toBe(0);
      }),
    );

    for (const actor of [visitor, admin]) {
      test(
        `${actor.label} › insert into the table directly: refused (no privilege), whatever it names`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, insertOwn));
          for (const [column, value] of [
            ["user_id", seedAccounts.admin.id],
            ["created_at", "2020-01-01T00:00:00Z"],
            ["ip_address", "198.51.100.1"],
          ]) {
            expectRefused(
              await attempt(
                tx,
                actor,
                `insert into public.security_events (action, severity, ${column}) values ('sign_in', 'critical', $1)`,
                [value],
              ),
            );
          }
          expect(await eventCount(tx)).toBe(0);
        }),
      );
    }

    test(
      "admin › an unknown kind, details that are no object or over 4 KB: refused (22023), nothing stored",
      rolledBack(async (tx) => {
        for (const args of [
          record("role_granted"),
          record("Sign In!"),
          record("sign_in", [1, 2]),
          record("sign_in", "text"),
          record("sign_in", { note: "x".repeat(5000) }),
        ]) {
          expectRefused(await attempt(tx, admin, ...args), "22023");
        }
        expect(await eventCount(tx)).toBe(0);
      }),
    );

    test(
      "visitor › at most 30 events a minute: the 31st is refused with PT429 (HTTP 429) and not stored; others may go on",
      rolledBack(async (tx) => {
        for (let index = 0; index < 30; index += 1) {
          succeeded(
            await attempt(tx, visitor, ...record("unauthorized_access", { path: `/${index}` })),
          );
        }
        expectRefused(await attempt(tx, visitor, ...record("unauthorized_access")), "PT429");
        expect(await eventCount(tx)).toBe(30);
        succeeded(await attempt(tx, admin, ...record("sign_in")));
        expect(await eventCount(tx)).toBe(31);
      }),
    );

    test(
      "admin › the limit counts each kind on its own: 30 page openings a minute do not keep the sign-out out",
      rolledBack(async (tx) => {
        for (let index = 0; index < 30; index += 1) {
          succeeded(
            await attempt(
              tx,
              admin,
              ...record("admin_access_granted", { path: `/admin/${index}` }),
            ),
          );
        }
        expectRefused(await attempt(tx, admin, ...record("admin_access_granted")), "PT429");
        succeeded(await attempt(tx, admin, ...record("sign_out")));
        expect(await eventCount(tx)).toBe(31);
      }),
    );

    test(
      "visitor › the stored address is the last of X-Forwarded-For when it is one IP address, else 'unknown'",
      rolledBack(async (tx) => {
        const cases: [string | undefined, string][] = [
          ["6.6.6.6", "6.6.6.6"],
          ["6.6.6.6, 203.0.113.9", "203.0.113.9"],
          [
            `${Array.from({ length: 40 }, () => "6.6.6.6").join(", ")}, 198.51.100.2`,
            "198.51.100.2",
          ],
          ["6.6.6.6, 2001:db8::1", "2001:db8::1"],
          ["6.6.6.6, not-an-address", "unknown"],
          ["6.6.6.6, 10.0.0.0/8", "unknown"],
          ["203.0.113.9, ", "unknown"],
          [undefined, "unknown"],
        ];
        for (const [forwarded] of cases) {
          await setRequestHeaders(
            tx,
            forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
          );
          succeeded(await attempt(tx, visitor, ...record("unauthorized_access")));
        }
        const { rows } = await tx.query<{ ip_address: string }>(
          "select ip_address from public.security_events order by created_at, id",
        );
        expect(rows.map((row) => row.ip_address).sort()).toEqual(
          cases.map(([, stored]) => stored).sort(),
        );
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
      "the table refuses a malformed action, severity or details, even from the service role",
      rolledBack(async (tx) => {
        for (const [action, severity, details] of [
          ["Sign In!", "low", "{}"],
          ["sign_in", "urgent", "{}"],
          ["sign_in", "low", "[1, 2]"],
          ["sign_in", "low", JSON.stringify({ note: "x".repeat(5000) })],
        ]) {
          const outcome = await attempt(
            tx,
            serviceRole,
            "insert into public.security_events (user_id, action, severity, details) values ($1, $2, $3, $4)",
            [seedAccounts.admin.id, action, severity, details],
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
