// design.md's policy matrix row for public.legal_documents, cell by cell: anon and a signed-in visitor
// see the active documents; an admin and the service role add documents and retire them, and
// nobody, not even the table owner, edits a record or deletes one.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { admin, anon, serviceRole, visitor } from "./support/actors";
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
import { ids, idsOf } from "./support/ids";

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

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
});
