// Two-step verification, enforced by the database and not only by the screens: for every admin-only
// table, storage path and RPC, the admin with a password alone (aal1) is refused and the admin
// after the second step (aal2) allowed, while anon and a signed-in visitor keep what they had. What
// each role may do in detail is in the *-policies files (one per table, and storage's), has-role
// and content-history (all run with the admin at aal2); this file is the aal1/aal2 line.
import { describe, expect, test } from "vitest";
import type { Database, Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, visitor, type Actor } from "./support/actors";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectRefused,
  rolledBackIn,
  allowStorageDeletes,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const retiredDocument = "form_adv-1735689600000.pdf";
const orphanFile = "adv_part_2b-1767312000000.pdf";
const thumbnail = `${seedAccounts.admin.id}/1767225600000.png`;

/** Admin-only rows in every table: a retired document with its file, a file no document names, a
 * thumbnail, a subscriber and a security event. */
async function placeAdminData(db: Database): Promise<void> {
  await db.exec(`
    insert into storage.objects (bucket_id, name, owner_id, metadata) values
      ('legal-documents', '${retiredDocument}', '${seedAccounts.admin.id}', '{"size": 1000}'),
      ('legal-documents', '${orphanFile}', '${seedAccounts.admin.id}', '{"size": 1000}'),
      ('resource-thumbnails', '${thumbnail}', '${seedAccounts.admin.id}', '{"size": 2048}');
    insert into public.legal_documents (name, document_type, file_path, file_size, is_active)
      values ('Form ADV (2025)', 'form_adv', '${retiredDocument}', 1000, false);
    insert into public.newsletter_subscribers (email, source_path) values ('reader@example.com', '/');
    insert into public.security_events (user_id, action, severity)
      values ('${seedAccounts.admin.id}', 'sign_in', 'medium');
  `);
}

const count = async (tx: Queryable, sql: string) =>
  Number((await tx.query<{ n: string }>(`select count(*) as n from (${sql}) rows`)).rows[0]!.n);

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend, placeAdminData);
  const rolledBack = rolledBackIn(database, allowStorageDeletes);
  const rowsAs = async (tx: Queryable, actor: Actor, sql: string, params?: unknown[]) =>
    succeeded(await attempt(tx, actor, sql, params)).length;

  describe("reads: the admin at aal1 sees what a visitor sees, at aal2 everything", () => {
    const reads: { what: string; sql: string; params?: unknown[]; visitorSees: string }[] = [
      {
        what: "recommended_resources",
        sql: "select id from public.recommended_resources",
        visitorSees: "select id from public.recommended_resources where is_featured",
      },
      {
        what: "legal_documents",
        sql: "select id from public.legal_documents",
        visitorSees: "select id from public.legal_documents where is_active",
      },
      {
        what: "website_analytics",
        sql: "select id from public.website_analytics",
        visitorSees: "select 1 where false",
      },
      {
        what: "security_events",
        sql: "select id from public.security_events",
        visitorSees: "select 1 where false",
      },
      {
        what: "content_history",
        sql: "select id from public.content_history",
        visitorSees: "select 1 where false",
      },
      {
        what: "newsletter_subscribers",
        sql: "select id from public.newsletter_subscribers",
        visitorSees: "select 1 where false",
      },
      {
        what: "storage: legal-documents files",
        sql: "select name from storage.objects where bucket_id = 'legal-documents'",
        visitorSees: `select o.name from storage.objects o join public.legal_documents d
                      on d.file_path = o.name where d.is_active`,
      },
      {
        what: "storage: resource-thumbnails listing",
        sql: "select name from storage.objects where bucket_id = 'resource-thumbnails'",
        visitorSees: "select 1 where false",
      },
    ];

    for (const { what, sql, visitorSees } of reads) {
      test(
        `${what}: aal1 admin and visitor see the same rows, fewer than the aal2 admin`,
        rolledBack(async (tx) => {
          const everything = await count(tx, sql);
          const visitorShare = await count(tx, visitorSees);
          expect(everything).toBeGreaterThan(visitorShare);
          expect(await rowsAs(tx, visitor, sql)).toBe(visitorShare);
          expect(await rowsAs(tx, adminAtAal1, sql)).toBe(visitorShare);
          expect(await rowsAs(tx, admin, sql)).toBe(everything);
        }),
      );
    }

    test(
      "anon still reads the featured resources, the active documents and their files",
      rolledBack(async (tx) => {
        for (const [sql, share] of [
          [
            "select id from public.recommended_resources",
            "select id from public.recommended_resources where is_featured",
          ],
          [
            "select id from public.legal_documents",
            "select id from public.legal_documents where is_active",
          ],
          [
            "select name from storage.objects where bucket_id = 'legal-documents'",
            `select o.name from storage.objects o join public.legal_documents d
             on d.file_path = o.name where d.is_active`,
          ],
        ] as const) {
          const expected = await count(tx, share);
          expect(expected).toBeGreaterThan(0);
          expect(await rowsAs(tx, anon, sql)).toBe(expected);
        }
      }),
    );

    test(
      "site_settings: everyone reads the row, the aal1 admin too",
      rolledBack(async (tx) => {
        for (const actor of [anon, visitor, adminAtAal1, admin]) {
          expect(await rowsAs(tx, actor, "select id from public.site_settings")).toBe(1);
        }
      }),
    );

    test(
      "has_role still answers for the signed-in admin at aal1 (user_roles is not admin data)",
      rolledBack(async (tx) => {
        const hasRole = `select public.has_role('${seedAccounts.admin.id}', 'admin') as yes`;
        expect(succeeded(await attempt(tx, adminAtAal1, hasRole))).toEqual([{ yes: true }]);
        expect(succeeded(await attempt(tx, admin, hasRole))).toEqual([{ yes: true }]);
      }),
    );
  });

  describe("writes: refused at aal1, allowed at aal2", () => {
    const featuredId = async (tx: Queryable) =>
      (
        await tx.query<{ id: string }>(
          "select id from public.recommended_resources where is_featured limit 1",
        )
      ).rows[0]!.id;
    const activeDocumentId = async (tx: Queryable) =>
      (
        await tx.query<{ id: string }>(
          "select id from public.legal_documents where is_active limit 1",
        )
      ).rows[0]!.id;

    test(
      "recommended_resources: add",
      rolledBack(async (tx) => {
        const insert = `insert into public.recommended_resources (title, description, url, category, is_featured, user_id)
          values ('Roth IRA basics', 'How a Roth IRA is taxed.', 'https://www.investor.gov/', 'Retirement', true, $1)
          returning title`;
        const params = [seedAccounts.admin.id];
        expectRefused(await attempt(tx, adminAtAal1, insert, params));
        expect(succeeded(await attempt(tx, admin, insert, params))).toEqual([
          { title: "Roth IRA basics" },
        ]);
      }),
    );

    test(
      "recommended_resources: update and delete, a featured resource included",
      rolledBack(async (tx) => {
        const id = await featuredId(tx);
        const update =
          "update public.recommended_resources set title = 'Edited' where id = $1 returning id";
        const remove = "delete from public.recommended_resources where id = $1 returning id";
        expectNoRowAffected(await attempt(tx, adminAtAal1, update, [id]));
        expectNoRowAffected(await attempt(tx, adminAtAal1, remove, [id]));
        expect(
          await count(
            tx,
            `select 1 from public.recommended_resources where id = '${id}' and title <> 'Edited'`,
          ),
        ).toBe(1);
        expect(await rowsAs(tx, admin, update, [id])).toBe(1);
        expect(await rowsAs(tx, admin, remove, [id])).toBe(1);
      }),
    );

    test(
      "legal_documents: add and retire",
      rolledBack(async (tx) => {
        const insert = `insert into public.legal_documents (name, document_type, file_path, file_size, mime_type, sha256)
          values ('Form ADV Part 2A (2027)', 'adv_part_2a', 'adv_part_2a-1798761600000.pdf', 52000, 'application/pdf', $1)
          returning name`;
        const params = ["ab".repeat(32)];
        expectRefused(await attempt(tx, adminAtAal1, insert, params));
        expect(await rowsAs(tx, admin, insert, params)).toBe(1);

        const id = await activeDocumentId(tx);
        const retire =
          "update public.legal_documents set is_active = false where id = $1 returning id";
        expectNoRowAffected(await attempt(tx, adminAtAal1, retire, [id]));
        expect(
          await count(tx, `select 1 from public.legal_documents where id = '${id}' and is_active`),
        ).toBe(1);
        expect(await rowsAs(tx, admin, retire, [id])).toBe(1);
      }),
    );

    test(
      "site_settings: update",
      rolledBack(async (tx) => {
        const update =
          "update public.site_settings set site_name = 'Renamed' where id = 1 returning id";
        expectNoRowAffected(await attempt(tx, adminAtAal1, update));
        expect(
          await count(tx, "select 1 from public.site_settings where site_name = 'Renamed'"),
        ).toBe(0);
        expect(await rowsAs(tx, admin, update)).toBe(1);
      }),
    );

    test(
      "storage legal-documents: upload a well-named PDF, delete a file no document names",
      rolledBack(async (tx) => {
        const upload = `insert into storage.objects (bucket_id, name, owner_id, metadata)
          values ('legal-documents', 'form_crs-1798761600000.pdf', $1, '{"size": 1000}') returning name`;
        const params = [seedAccounts.admin.id];
        expectRefused(await attempt(tx, adminAtAal1, upload, params));
        expect(await rowsAs(tx, admin, upload, params)).toBe(1);

        const remove = `delete from storage.objects where bucket_id = 'legal-documents' and name = $1 returning name`;
        expectNoRowAffected(await attempt(tx, adminAtAal1, remove, [orphanFile]));
        expect(await rowsAs(tx, admin, remove, [orphanFile])).toBe(1);
      }),
    );

    test(
      "storage resource-thumbnails: upload into the own folder, delete",
      rolledBack(async (tx) => {
        const upload = `insert into storage.objects (bucket_id, name, owner_id, metadata)
          values ('resource-thumbnails', $1, $2, '{"size": 1000}') returning name`;
        const params = [`${seedAccounts.admin.id}/1798761600000.png`, seedAccounts.admin.id];
        expectRefused(await attempt(tx, adminAtAal1, upload, params));
        expect(await rowsAs(tx, admin, upload, params)).toBe(1);

        const remove = `delete from storage.objects where bucket_id = 'resource-thumbnails' and name = $1 returning name`;
        expectNoRowAffected(await attempt(tx, adminAtAal1, remove, [thumbnail]));
        expect(await rowsAs(tx, admin, remove, [thumbnail])).toBe(1);
      }),
    );
  });

  describe("RPCs", () => {
    test(
      "verify_content_history: refused at aal1 (not an empty chain called valid), answers at aal2",
      rolledBack(async (tx) => {
        const verify = "select valid, entries from public.verify_content_history()";
        expectRefused(await attempt(tx, adminAtAal1, verify));
        expectRefused(await attempt(tx, visitor, verify));
        const [result] = succeeded(
          await attempt<{ valid: boolean; entries: string }>(tx, admin, verify),
        );
        expect(result?.valid).toBe(true);
        expect(Number(result?.entries)).toBeGreaterThan(0);
      }),
    );

    const record = "select public.record_security_event($1, '{}'::jsonb)";
    const stored = (tx: Queryable, action: string) =>
      count(tx, `select 1 from public.security_events where action = '${action}'`);

    for (const action of [
      "admin_access_granted",
      "profile_updated",
      "password_changed",
      "mfa_factor_enrolled",
      "mfa_factor_removed",
      "mfa_sign_in",
      "other_sessions_signed_out",
    ]) {
      test(
        `record_security_event('${action}'): only after the second step`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, adminAtAal1, record, [action]));
          expect(await stored(tx, action)).toBe(0);
          succeeded(await attempt(tx, admin, record, [action]));
          expect(await stored(tx, action)).toBe(1);
        }),
      );
    }

    for (const action of [
      "sign_in",
      "mfa_code_refused",
      "sign_out",
      "session_expired",
      "password_reset",
    ]) {
      test(
        `record_security_event('${action}'): an admin records it at aal1 too; a visitor never`,
        rolledBack(async (tx) => {
          succeeded(await attempt(tx, adminAtAal1, record, [action]));
          expectRefused(await attempt(tx, visitor, record, [action]));
          expect(await stored(tx, action)).toBe(action === "sign_in" ? 2 : 1);
        }),
      );
    }

    test(
      "a visitor still records its refused visit, and still subscribes to the newsletter",
      rolledBack(async (tx) => {
        succeeded(await attempt(tx, visitor, record, ["unauthorized_access"]));
        expect(await stored(tx, "unauthorized_access")).toBe(1);
        const subscribe =
          "select public.subscribe_to_newsletter('new-reader@example.com', '/about')";
        for (const actor of [anon, visitor, adminAtAal1])
          succeeded(await attempt(tx, actor, subscribe));
        expect(
          await count(
            tx,
            "select 1 from public.newsletter_subscribers where email = 'new-reader@example.com'",
          ),
        ).toBe(1);
      }),
    );
  });
});
