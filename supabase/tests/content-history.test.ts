// The books and records of the site's content: every change to a watched table enters exactly one
// entry in public.content_history (right actor, row before and after, the database's time), nobody
// can write an entry through the API, admins alone read it, and the hash chain finds an entry that
// the database owner altered or removed behind the triggers' back.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  applyFiles,
  attempt,
  backends,
  expectNoRowAffected,
  expectOwnerRefused,
  expectRefused,
  rolledBackIn,
  openEmptyDatabase,
  splitAtMigration,
  succeeded,
  useSeededDatabase,
} from "./support/database";

interface Entry {
  id: number;
  table_name: string;
  row_id: string;
  operation: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor: string | null;
  occurred_at: Date;
  prev_hash: string;
  hash: string;
}

interface Verification {
  valid: boolean;
  entries: number;
  last_id: number | null;
  last_hash: string | null;
  broken_id: number | null;
  reason: string | null;
  detail: string | null;
}

const genesis = "0".repeat(64);

async function lastEntryId(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    "select coalesce(max(id), 0)::int8 as id from public.content_history",
  );
  return rows[0]?.id ?? 0;
}

/** The entries written after entry `afterId`, oldest first (read as the owner). */
async function entriesAfter(tx: Queryable, afterId: number): Promise<Entry[]> {
  const { rows } = await tx.query<Entry>(
    "select * from public.content_history where id > $1 order by id",
    [afterId],
  );
  return rows;
}

/** The row as the history renders it (to_jsonb, timestamps in UTC). */
async function rowImage(tx: Queryable, table: string, id: string) {
  await tx.query("set local timezone = 'UTC'");
  const { rows } = await tx.query<{ image: Record<string, unknown> }>(
    `select to_jsonb(r) as image from public.${table} r where id = $1`,
    [id],
  );
  await tx.query("reset timezone");
  return rows[0]?.image;
}

async function verify(tx: Queryable): Promise<Verification> {
  const { rows } = await tx.query<Verification>("select * from public.verify_content_history()");
  return rows[0]!;
}

async function featuredResourceId(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    "select id from public.recommended_resources where is_featured order by created_at limit 1",
  );
  return rows[0]!.id;
}

const insertResource = (userId: string | null): [string, unknown[]] => [
  `insert into public.recommended_resources (title, description, url, category, is_featured, user_id)
   values ('Roth IRA basics', 'How a Roth IRA is taxed.', 'https://www.investor.gov/', 'Retirement', true, $1)
   returning id`,
  [userId],
];
const renameResource =
  "update public.recommended_resources set title = $2 where id = $1 returning id";
const deleteResource = "delete from public.recommended_resources where id = $1 returning id";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("recording", () => {
    test(
      "the seed's rows, the site settings' first row, every page's versions, the time-stamping authority and the publishing policy are in the record: one insert each, and the migration's one correction of the settings, by nobody, and the chain verifies",
      rolledBack(async (tx) => {
        const entries = await entriesAfter(tx, 0);
        const { rows } = await tx.query<{ table_name: string; id: string }>(
          `select 'recommended_resources' as table_name, id::text from public.recommended_resources
           union all select 'legal_documents', id::text from public.legal_documents
           union all select 'site_settings', id::text from public.site_settings
           union all select 'page_versions', id::text from public.page_versions
           union all select 'timestamp_authority', id::text from public.timestamp_authority
           union all select 'publishing_policy', id::text from public.publishing_policy`,
        );
        const inserts = entries.filter((entry) => entry.operation === "insert");
        expect(inserts.map((entry) => `${entry.table_name} ${entry.row_id}`).sort()).toEqual(
          rows.map((row) => `${row.table_name} ${row.id}`).sort(),
        );
        // Beside them one update: 20261128172001 emptied the shipped social links.
        expect(
          entries
            .filter((entry) => entry.operation !== "insert")
            .map((entry) => `${entry.operation} ${entry.table_name} ${entry.row_id}`),
        ).toEqual(["update site_settings 1"]);
        expect(new Set(entries.map((entry) => entry.actor))).toEqual(new Set([null]));
        expect(entries.map((entry) => entry.id)).toEqual(entries.map((_, index) => index + 1));
        expect(entries[0]?.prev_hash).toBe(genesis);
        expect(await verify(tx)).toMatchObject({
          valid: true,
          entries: entries.length,
          last_id: entries.length,
          last_hash: entries.at(-1)?.hash,
          broken_id: null,
          reason: null,
        });
      }),
    );

    for (const [actor, actorId] of [
      [admin, seedAccounts.admin.id],
      [serviceRole, null],
    ] as const) {
      test(
        `${actor.label} › insert, update and delete of a resource: one entry each, actor ${actorId ?? "null"}`,
        rolledBack(async (tx) => {
          const start = await lastEntryId(tx);
          const [inserted] = succeeded<{ id: string }>(
            await attempt(tx, actor, ...insertResource(actorId)),
          );
          const id = inserted!.id;
          const created = await rowImage(tx, "recommended_resources", id);
          succeeded(await attempt(tx, actor, renameResource, [id, "Roth IRA rules"]));
          const renamed = await rowImage(tx, "recommended_resources", id);
          succeeded(await attempt(tx, actor, deleteResource, [id]));

          const entries = await entriesAfter(tx, start);
          expect(
            entries.map(({ table_name, row_id, operation, actor, before, after }) => ({
              table_name,
              row_id,
              operation,
              actor,
              before,
              after,
            })),
          ).toEqual([
            {
              table_name: "recommended_resources",
              row_id: id,
              operation: "insert",
              actor: actorId,
              before: null,
              after: created,
            },
            {
              table_name: "recommended_resources",
              row_id: id,
              operation: "update",
              actor: actorId,
              before: created,
              after: renamed,
            },
            {
              table_name: "recommended_resources",
              row_id: id,
              operation: "delete",
              actor: actorId,
              before: renamed,
              after: null,
            },
          ]);
          expect(created?.title).toBe("Roth IRA basics");
          expect(renamed?.title).toBe("Roth IRA rules");
          expect(entries.map((entry) => entry.id)).toEqual([start + 1, start + 2, start + 3]);
          expect((await verify(tx)).valid).toBe(true);
        }),
      );
    }

    test(
      "admin › adding and retiring a legal document: an insert and an update, by the admin",
      rolledBack(async (tx) => {
        const start = await lastEntryId(tx);
        const [document] = succeeded<{ id: string }>(
          await attempt(
            tx,
            admin,
            `insert into public.legal_documents (name, document_type, file_path, file_size, sha256)
             values ('Form CRS (2027)', 'form_adv', 'form_adv-1798761600000.pdf', 1200, repeat('ab', 32)) returning id`,
          ),
        );
        succeeded(
          await attempt(
            tx,
            admin,
            "update public.legal_documents set is_active = false where id = $1 returning id",
            [document!.id],
          ),
        );
        const entries = await entriesAfter(tx, start);
        expect(
          entries.map((entry) => [
            entry.table_name,
            entry.row_id,
            entry.operation,
            entry.actor,
            entry.before?.is_active ?? null,
            entry.after?.is_active ?? null,
          ]),
        ).toEqual([
          ["legal_documents", document!.id, "insert", seedAccounts.admin.id, null, true],
          ["legal_documents", document!.id, "update", seedAccounts.admin.id, true, false],
        ]);
        expect(entries[1]?.after).toEqual(await rowImage(tx, "legal_documents", document!.id));
      }),
    );

    test(
      "a statement that changes several rows enters one entry per row, in order, each at its own instant",
      rolledBack(async (tx) => {
        const start = await lastEntryId(tx);
        const { affectedRows } = await tx.query(
          "update public.recommended_resources set category = 'Reading' where is_featured",
        );
        const entries = await entriesAfter(tx, start);
        expect(affectedRows).toBeGreaterThan(1);
        expect(entries).toHaveLength(affectedRows);
        expect(new Set(entries.map((entry) => entry.row_id)).size).toBe(affectedRows);
        expect(entries.every((entry) => entry.after?.category === "Reading")).toBe(true);
        const times = entries.map((entry) => entry.occurred_at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(entries.map((entry) => entry.prev_hash)).toEqual([
          (await entriesAfter(tx, start - 1))[0]!.hash,
          ...entries.slice(0, -1).map((entry) => entry.hash),
        ]);
      }),
    );

    test(
      "nothing is entered for a change that did not happen: refused, filtered out, or rolled back",
      rolledBack(async (tx) => {
        const start = await lastEntryId(tx);
        const id = await featuredResourceId(tx);
        expectRefused(await attempt(tx, anon, renameResource, [id, "anon"]));
        expectNoRowAffected(await attempt(tx, visitor, renameResource, [id, "visitor"]));
        expectRefused(
          await attempt(tx, admin, "update public.recommended_resources set title = ' '"),
          "23514",
        );
        // A change entered and then rolled back takes its entry, and its number, with it.
        await tx.query("savepoint undone");
        await tx.query(renameResource, [id, "Undone"]);
        expect(await entriesAfter(tx, start)).toHaveLength(1);
        await tx.query("rollback to savepoint undone");
        expect(await entriesAfter(tx, start)).toEqual([]);
        // So the next change gets the next number: no gap that would look like a removal.
        succeeded(await attempt(tx, admin, renameResource, [id, "Renamed"]));
        expect((await entriesAfter(tx, start)).map((entry) => entry.id)).toEqual([start + 1]);
      }),
    );

    test(
      "occurred_at is the database's clock at the change, not the transaction's start, and row images are in UTC",
      rolledBack(async (tx) => {
        await tx.query("set local timezone = 'America/Chicago'");
        await tx.query("select pg_sleep(0.05)");
        const start = await lastEntryId(tx);
        const { rows } = await tx.query<{ before: Date; started: Date }>(
          "select clock_timestamp() as before, now() as started",
        );
        succeeded(
          await attempt(tx, admin, renameResource, [await featuredResourceId(tx), "Later"]),
        );
        const { rows: after } = await tx.query<{ after: Date }>(
          "select clock_timestamp() as after",
        );
        const [entry] = await entriesAfter(tx, start);
        expect(entry!.occurred_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.before.getTime());
        expect(entry!.occurred_at.getTime()).toBeLessThanOrEqual(after[0]!.after.getTime());
        expect(entry!.occurred_at.getTime() - rows[0]!.started.getTime()).toBeGreaterThanOrEqual(
          50,
        );
        expect(entry!.after?.created_at).toMatch(/\+00:00$/);
      }),
    );

    test(
      "a truncate of a watched table, which would skip the row triggers, is refused, the owner included",
      rolledBack(async (tx) => {
        await expectOwnerRefused(tx, "truncate public.recommended_resources");
        await expectOwnerRefused(tx, "truncate public.legal_documents");
      }),
    );
  });

  describe("who may read and write the record", () => {
    const selectAll = "select id, hash from public.content_history";
    const entryCount = async (tx: Queryable) =>
      (await tx.query("select id from public.content_history")).rows.length;
    const snapshot = async (tx: Queryable) =>
      (await tx.query("select * from public.content_history order by id")).rows;
    const writes: Record<string, string> = {
      insert: `insert into public.content_history (id, table_name, row_id, operation, after, occurred_at, prev_hash, hash)
               select max(id) + 1, 'recommended_resources', 'forged', 'insert', '{}', now(), max(hash), repeat('a', 64)
               from public.content_history`,
      update:
        "update public.content_history set actor = null, after = '{}' where operation <> 'delete'",
      delete: "delete from public.content_history where id = 1",
      truncate: "truncate public.content_history",
    };

    test(
      "anon › select: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, selectAll));
      }),
    );

    test(
      "visitor › select: sees no entry",
      rolledBack(async (tx) => {
        expect(await entryCount(tx)).toBeGreaterThan(0);
        expect(succeeded(await attempt(tx, visitor, selectAll))).toEqual([]);
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: reads every entry`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, `${selectAll} order by id`));
          expect(rows).toEqual((await tx.query(`${selectAll} order by id`)).rows);
          expect(rows.length).toBeGreaterThan(0);
        }),
      );
    }

    for (const actor of [anon, visitor, admin, serviceRole]) {
      for (const [operation, sql] of Object.entries(writes)) {
        test(
          `${actor.label} › ${operation}: refused, the record is unchanged`,
          rolledBack(async (tx) => {
            const before = await snapshot(tx);
            expectRefused(await attempt(tx, actor, sql));
            expect(await snapshot(tx)).toEqual(before);
          }),
        );
      }

      test(
        `${actor.label} › the chain head in schema private: out of reach`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(tx, actor, "update private.content_history_head set last_id = 0"),
          );
        }),
      );
    }

    test(
      "table owner › insert, update, delete and truncate: refused (by the triggers; a truncate by the foreign key of the time stamps)",
      rolledBack(async (tx) => {
        const before = await snapshot(tx);
        // A truncate stops earlier: history_timestamps' tokens reference the entries they stamp.
        for (const [write, sql] of Object.entries(writes))
          await expectOwnerRefused(tx, sql, write === "truncate" ? "0A000" : "42501");
        expect(await snapshot(tx)).toEqual(before);
      }),
    );

    test(
      "anon › verify_content_history: refused (no privilege)",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, "select * from public.verify_content_history()"));
      }),
    );

    test(
      "visitor › verify_content_history: refused, rather than told an empty chain is valid",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, visitor, "select * from public.verify_content_history()"));
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › verify_content_history: the whole chain is valid`,
        rolledBack(async (tx) => {
          const [result] = succeeded<Verification>(
            await attempt(tx, actor, "select * from public.verify_content_history()"),
          );
          expect(result).toMatchObject({ valid: true, entries: await entryCount(tx) });
        }),
      );
    }
  });

  describe("tampering by the database owner is found", () => {
    /** The owner switches the append-only guard off, as only the owner can. */
    const unguarded = async (tx: Queryable, sql: string, params?: unknown[]) => {
      await tx.query(
        "alter table public.content_history disable trigger content_history_append_only",
      );
      await tx.query(sql, params);
      await tx.query(
        "alter table public.content_history enable trigger content_history_append_only",
      );
    };

    /** A few changes by the admin, so the chain has entries of every kind. */
    const someChanges = async (tx: Queryable) => {
      const [inserted] = succeeded<{ id: string }>(
        await attempt(tx, admin, ...insertResource(seedAccounts.admin.id)),
      );
      succeeded(await attempt(tx, admin, renameResource, [inserted!.id, "Roth IRA rules"]));
      succeeded(await attempt(tx, admin, deleteResource, [inserted!.id]));
      return lastEntryId(tx);
    };

    test(
      "an altered entry: hash mismatch at that entry",
      rolledBack(async (tx) => {
        const last = await someChanges(tx);
        expect((await verify(tx)).valid).toBe(true);
        await unguarded(
          tx,
          "update public.content_history set before = jsonb_set(before, '{title}', '\"Something else\"') where id = $1",
          [last - 1],
        );
        expect(await verify(tx)).toMatchObject({
          valid: false,
          broken_id: last - 1,
          reason: "hash mismatch",
          detail: `entry ${last - 1} was changed after it was written`,
        });
      }),
    );

    test(
      "a forged actor: hash mismatch",
      rolledBack(async (tx) => {
        const last = await someChanges(tx);
        await unguarded(tx, "update public.content_history set actor = $2 where id = $1", [
          last,
          seedAccounts.visitor.id,
        ]);
        expect(await verify(tx)).toMatchObject({ broken_id: last, reason: "hash mismatch" });
      }),
    );

    test(
      "an altered entry whose hash was recomputed: the next entry no longer points at it",
      rolledBack(async (tx) => {
        const last = await someChanges(tx);
        await unguarded(
          tx,
          `update public.content_history set after = jsonb_set(after, '{title}', '"Something else"') where id = $1`,
          [last - 1],
        );
        await unguarded(
          tx,
          "update public.content_history e set hash = public.content_history_hash(e) where id = $1",
          [last - 1],
        );
        expect(await verify(tx)).toMatchObject({
          valid: false,
          broken_id: last,
          reason: "prev_hash mismatch",
          detail: `entry ${last} does not carry the hash of entry ${last - 1}`,
        });
      }),
    );

    test(
      "a removed entry: a gap before the next one",
      rolledBack(async (tx) => {
        const last = await someChanges(tx);
        await unguarded(tx, "delete from public.content_history where id = $1", [last - 1]);
        expect(await verify(tx)).toMatchObject({
          valid: false,
          entries: last - 1,
          broken_id: last,
          reason: "gap",
          detail: `entries ${last - 1} to ${last - 1} are missing before entry ${last}`,
        });
      }),
    );

    test(
      "the first entry removed: a gap at the start of the chain",
      rolledBack(async (tx) => {
        await unguarded(tx, "delete from public.content_history where id = 1");
        expect(await verify(tx)).toMatchObject({ valid: false, broken_id: 2, reason: "gap" });
      }),
    );

    test(
      "the newest entry removed: the shorter chain is valid, but its last hash is no longer the one exported before",
      rolledBack(async (tx) => {
        const last = await someChanges(tx);
        const exported = await verify(tx);
        await unguarded(tx, "delete from public.content_history where id = $1", [last]);
        const now = await verify(tx);
        expect(now.valid).toBe(true);
        expect([now.last_id, now.last_hash]).not.toEqual([exported.last_id, exported.last_hash]);
        // The next change is numbered after the removed entry, so the gap shows from then on.
        succeeded(
          await attempt(tx, admin, renameResource, [await featuredResourceId(tx), "Renamed"]),
        );
        expect(await verify(tx)).toMatchObject({
          valid: false,
          broken_id: last + 1,
          reason: "gap",
        });
      }),
    );
  });

  test(
    "a head left behind by a partial restore: the chain goes on from its newest entry",
    rolledBack(async (tx) => {
      const last = await lastEntryId(tx);
      await tx.query(
        "update private.content_history_head set last_id = 0, last_hash = repeat('0', 64)",
      );
      succeeded(
        await attempt(tx, admin, renameResource, [await featuredResourceId(tx), "Restored"]),
      );
      const [entry] = await entriesAfter(tx, last);
      expect(entry?.id).toBe(last + 1);
      expect(entry?.prev_hash).toBe((await entriesAfter(tx, last - 1))[0]?.hash);
      expect((await verify(tx)).valid).toBe(true);
    }),
  );

  test("rows that exist before the record begins are entered by the migration, by nobody", async () => {
    const handle = await openEmptyDatabase(backend);
    try {
      const { before, migration } = await splitAtMigration("_content_history.sql");
      await applyFiles(handle.db, before);
      await handle.db.exec(`
        insert into public.recommended_resources (title, description, url)
          values ('Written before the record', 'd', 'https://example.com/');
        insert into public.legal_documents (name, document_type, file_path, file_size)
          values ('Form ADV (2025)', 'form_adv', 'form_adv-1735689600000.pdf', 1000);`);
      await applyFiles(handle.db, [migration]);
      const { rows } = await handle.db.query<Entry>(
        "select * from public.content_history order by id",
      );
      expect(
        rows.map((entry) => [
          entry.id,
          entry.table_name,
          entry.operation,
          entry.actor,
          entry.after?.title ?? entry.after?.name,
        ]),
      ).toEqual([
        [1, "recommended_resources", "insert", null, "Written before the record"],
        [2, "legal_documents", "insert", null, "Form ADV (2025)"],
      ]);
      expect((await verify(handle.db)).valid).toBe(true);
    } finally {
      await handle.dispose();
    }
  });
});

/** The rest of the transaction runs as the actor, as an API request would. */
async function actAs(tx: Queryable, actor: Actor): Promise<void> {
  await tx.query("select set_config('request.jwt.claims', $1, true)", [
    JSON.stringify(actor.claims),
  ]);
  await tx.query(`set local role ${actor.role}`);
}

// PGlite has one connection, so writers cannot overlap there; on PostgreSQL they can.
describe.runIf(backends.includes("postgres"))("postgres: concurrent writers", () => {
  const database = useSeededDatabase("postgres");

  test("a second writer waits for the first to commit and then chains onto its entry", async () => {
    const db = database();
    const ids = (
      await db.query<{ id: string }>(
        "select id from public.recommended_resources order by created_at limit 2",
      )
    ).rows.map((row) => row.id);
    const start = await lastEntryId(db);
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));

    const first = db.transaction(async (tx) => {
      await actAs(tx, admin);
      await tx.query(renameResource, [ids[0], "First writer"]);
      firstWrote();
      await firstMayCommit;
    });
    await firstHasWritten;
    let secondPid = 0;
    const second = db.transaction(async (tx) => {
      secondPid = (await tx.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      await actAs(tx, admin);
      await tx.query(renameResource, [ids[1], "Second writer"]);
    });

    // The second writer's row is a different resource, yet it waits: on the chain head's lock.
    const waitEvent = async () =>
      (
        await db.query<{ wait: string | null }>(
          "select wait_event_type as wait from pg_stat_activity where pid = $1",
          [secondPid],
        )
      ).rows[0]?.wait;
    let wait: string | null | undefined;
    for (let tries = 0; tries < 100 && wait !== "Lock"; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      wait = secondPid ? await waitEvent() : undefined;
    }
    expect(wait).toBe("Lock");
    releaseFirst();
    await Promise.all([first, second]);

    const entries = await entriesAfter(db, start);
    expect(entries.map((entry) => [entry.id, entry.after?.title, entry.actor])).toEqual([
      [start + 1, "First writer", seedAccounts.admin.id],
      [start + 2, "Second writer", seedAccounts.admin.id],
    ]);
    expect(entries[1]!.prev_hash).toBe(entries[0]!.hash);
    expect(entries[1]!.occurred_at.getTime()).toBeGreaterThan(entries[0]!.occurred_at.getTime());
    expect((await verify(db)).valid).toBe(true);
  });

  test("eight connections writing at once leave one unbroken chain", async () => {
    const db = database();
    const ids = (
      await db.query<{ id: string }>("select id from public.recommended_resources")
    ).rows.map((row) => row.id);
    const start = await lastEntryId(db);
    const writers = 8;
    const changesPerWriter = 25;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let change = 0; change < changesPerWriter; change += 1) {
          await db.transaction(async (tx) => {
            await actAs(tx, admin);
            await tx.query(renameResource, [
              ids[(writer + change) % ids.length],
              `Writer ${writer} change ${change}`,
            ]);
          });
        }
      }),
    );
    const entries = await entriesAfter(db, start);
    expect(entries).toHaveLength(writers * changesPerWriter);
    expect(entries.map((entry) => entry.id)).toEqual(entries.map((_, index) => start + index + 1));
    expect(new Set(entries.map((entry) => entry.prev_hash)).size).toBe(entries.length);
    expect(await verify(db)).toMatchObject({ valid: true, last_id: start + entries.length });
  });
});
