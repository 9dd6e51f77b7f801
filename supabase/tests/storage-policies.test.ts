// design.md's policy matrix for the two buckets, on storage.objects as the Storage API queries it:
// as the request's role, with its claims, and with storage.allow_delete_query set (as the Storage
// server does in each of its transactions).
import { describe, expect, test } from "vitest";
import type { Database, Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, anon, serviceRole, signedIn, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectNoRowAffected,
  expectOwnerRefused,
  expectRefused,
  inRolledBackTransaction,
  rolledBackIn,
  allowStorageDeletes,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const otherAdmin = {
  id: "c3c3c3c3-0000-4000-8000-000000000003",
  email: "second-admin@example.com",
};
const adminThumbnail = `${seedAccounts.admin.id}/1767225600000.png`;
const otherAdminThumbnail = `${otherAdmin.id}/1767225600000.jpg`;
const retiredDocument = "form_adv-1735689600000.pdf";
const orphanFile = "adv_part_2b-1767312000000.pdf";

/** Besides the seed's files of its documents (each stored before its document, as uploads are): a
 * retired document with its file, a file without a document, and two admins' thumbnails. */
async function placeFiles(db: Database): Promise<void> {
  await db.exec(`
    insert into auth.users (id, email, aud, role)
      values ('${otherAdmin.id}', '${otherAdmin.email}', 'authenticated', 'authenticated');
    insert into public.user_roles (user_id, role) values ('${otherAdmin.id}', 'admin');
    insert into storage.objects (bucket_id, name, owner_id, metadata) values
      ('legal-documents', '${retiredDocument}', '${seedAccounts.admin.id}', '{"size": 1000, "mimetype": "application/pdf"}'),
      ('legal-documents', '${orphanFile}', '${seedAccounts.admin.id}', '{"size": 1000, "mimetype": "application/pdf"}'),
      ('resource-thumbnails', '${adminThumbnail}', '${seedAccounts.admin.id}', '{"size": 2048, "mimetype": "image/png"}'),
      ('resource-thumbnails', '${otherAdminThumbnail}', '${otherAdmin.id}', '{"size": 2048, "mimetype": "image/jpeg"}');
    insert into public.legal_documents (name, document_type, file_path, file_size, is_active)
      values ('Form ADV (2025)', 'form_adv', '${retiredDocument}', 1000, false);
  `);
}

const names = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.name)).sort();

async function objectNames(tx: Queryable, bucket: string): Promise<string[]> {
  const { rows } = await tx.query("select name from storage.objects where bucket_id = $1", [
    bucket,
  ]);
  return names(rows);
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend, placeFiles);
  const rolledBack = rolledBackIn(database, allowStorageDeletes);
  const upload = (bucket: string, name: string, owner: string | null): [string, unknown[]] => [
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ($1, $2, $3, '{"size": 1000}') returning name`,
    [bucket, name, owner],
  ];
  const download = "select name from storage.objects where bucket_id = $1 and name = $2";
  const list = "select name from storage.objects where bucket_id = $1";

  describe("storage.buckets", () => {
    test(
      "the buckets exist with the spec's visibility and limits",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          "select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id",
        );
        expect(rows).toEqual([
          {
            id: "legal-documents",
            public: false,
            file_size_limit: 10 * 1024 * 1024,
            allowed_mime_types: ["application/pdf"],
          },
          {
            id: "resource-thumbnails",
            public: true,
            file_size_limit: 5 * 1024 * 1024,
            allowed_mime_types: ["image/jpeg", "image/png"],
          },
          {
            id: "site-assets",
            public: true,
            file_size_limit: 1024 * 1024,
            allowed_mime_types: [
              "image/png",
              "image/svg+xml",
              "image/x-icon",
              "image/vnd.microsoft.icon",
            ],
          },
          {
            id: "site-releases",
            public: false,
            file_size_limit: 10 * 1024 * 1024,
            // A release keeps the pages, their stylesheet, scripts and pictures, the PDFs they link to, and
            // what the host serves beside them: robots.txt and _headers (text), sitemap.xml.
            allowed_mime_types: [
              "text/html",
              "text/css",
              "text/javascript",
              "image/*",
              "application/pdf",
              "text/plain",
              "application/xml",
            ],
          },
        ]);
      }),
    );

    for (const actor of [anon, visitor, admin]) {
      test(
        `${actor.label} › insert: cannot create a bucket`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(
              tx,
              actor,
              "insert into storage.buckets (id, name, public) values ('x', 'x', true)",
            ),
          );
        }),
      );

      test(
        `${actor.label} › update: cannot change a bucket's visibility or limits`,
        rolledBack(async (tx) => {
          const outcome = await attempt(
            tx,
            actor,
            "update storage.buckets set public = true, file_size_limit = null where id = 'legal-documents' returning id",
          );
          expectNoRowAffected(outcome);
          const { rows } = await tx.query(
            "select public from storage.buckets where id = 'legal-documents'",
          );
          expect(rows).toEqual([{ public: false }]);
        }),
      );
    }
  });

  describe("legal-documents bucket (private)", () => {
    const bucket = "legal-documents";
    const activeFile = "adv_part_2a-1767225600000.pdf";

    for (const actor of [anon, visitor, admin, serviceRole]) {
      test(
        `${actor.label} › select: downloads the file of an active document`,
        rolledBack(async (tx) => {
          expect(
            names(succeeded(await attempt(tx, actor, download, [bucket, activeFile]))),
          ).toEqual([activeFile]);
        }),
      );
    }

    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › select: cannot download the file of a retired document`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, download, [bucket, retiredDocument]))).toEqual(
            [],
          );
        }),
      );

      test(
        `${actor.label} › select: a document soft-deleted now hides its file`,
        rolledBack(async (tx) => {
          await tx.query(
            "update public.legal_documents set is_active = false where file_path = $1",
            [activeFile],
          );
          expect(succeeded(await attempt(tx, actor, download, [bucket, activeFile]))).toEqual([]);
        }),
      );

      test(
        `${actor.label} › select: lists only the files of active documents`,
        rolledBack(async (tx) => {
          const rows = succeeded(await attempt(tx, actor, list, [bucket]));
          const { rows: active } = await tx.query(
            "select file_path as name from public.legal_documents where is_active",
          );
          expect(names(rows)).toEqual(names(active));
          expect(names(rows)).not.toContain(orphanFile);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: reads every file, retired or orphaned`,
        rolledBack(async (tx) => {
          expect(names(succeeded(await attempt(tx, actor, list, [bucket])))).toEqual(
            await objectNames(tx, bucket),
          );
          expect(
            names(succeeded(await attempt(tx, actor, download, [bucket, retiredDocument]))),
          ).toEqual([retiredDocument]);
        }),
      );
    }

    const newFile = "adv_part_2a-1798761600000.pdf";

    test(
      "anon › insert: cannot upload",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...upload(bucket, newFile, null)));
      }),
    );

    test(
      "visitor › insert: cannot upload",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, visitor, ...upload(bucket, newFile, seedAccounts.visitor.id)),
        );
      }),
    );

    test(
      "admin › insert: uploads a PDF named {document_type}-{timestamp}.pdf",
      rolledBack(async (tx) => {
        for (const name of [
          newFile,
          "investment_agreement-1798761600000.PDF",
          "form_crs-1798761600000.pdf",
        ]) {
          expect(
            succeeded(await attempt(tx, admin, ...upload(bucket, name, seedAccounts.admin.id))),
          ).toEqual([{ name }]);
        }
      }),
    );

    const badNames = [
      "adv_part_3-1798761600000.pdf", // unknown document type
      "adv_part_2a-1798761600000.exe", // not a PDF
      "adv_part_2a-1798761600000.pdf.html",
      "adv_part_2a-latest.pdf", // no timestamp
      "adv_part_2a.pdf",
      "archive/adv_part_2a-1798761600000.pdf", // not at the bucket's root
      "../adv_part_2a-1798761600000.pdf",
    ];
    for (const name of badNames) {
      test(
        `admin › insert: refuses the badly named ${name}`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, ...upload(bucket, name, seedAccounts.admin.id)));
        }),
      );
    }

    test(
      "service_role › insert: uploads",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, ...upload(bucket, newFile, null))),
        ).toHaveLength(1);
      }),
    );

    const overwrite = `update storage.objects set metadata = '{"size": 1}' where bucket_id = $1 and name = $2 returning name`;
    const remove = "delete from storage.objects where bucket_id = $1 and name = $2 returning name";

    const rename = `update storage.objects set name = 'form_adv-1798761600001.pdf' where bucket_id = $1 and name = $2 returning name`;

    // Files are kept like their records: a document's file, active or retired, stays for everyone.
    for (const actor of [anon, visitor, admin, serviceRole]) {
      for (const file of [activeFile, retiredDocument]) {
        test(
          `${actor.label} › update: cannot overwrite or rename the file ${file}`,
          rolledBack(async (tx) => {
            const stored = () =>
              tx.query(
                "select name, metadata from storage.objects where bucket_id = $1 and name = $2",
                [bucket, file],
              );
            const before = (await stored()).rows;
            expect(before).toHaveLength(1);
            for (const statement of [overwrite, rename]) {
              const outcome = await attempt(tx, actor, statement, [bucket, file]);
              if (actor === serviceRole) expectRefused(outcome);
              else expectNoRowAffected(outcome);
            }
            expect((await stored()).rows).toEqual(before);
          }),
        );

        test(
          `${actor.label} › delete: cannot delete the file ${file}`,
          rolledBack(async (tx) => {
            const outcome = await attempt(tx, actor, remove, [bucket, file]);
            if (actor === serviceRole) expectRefused(outcome);
            else expectNoRowAffected(outcome);
            expect(await objectNames(tx, bucket)).toContain(file);
          }),
        );
      }
    }

    // A document whose file is not in the bucket (recorded before its upload, or its object lost):
    // nobody may put a file under its name, so what the document names cannot be swapped in.
    const unfiledDocument = "form_adv-1798761600002.pdf";
    const recordUnfiled = (tx: Queryable) =>
      tx.query(
        `insert into public.legal_documents (name, document_type, file_path, file_size)
         values ('Form ADV (unfiled)', 'form_adv', $1, 1000)`,
        [unfiledDocument],
      );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › insert: refused under the name of a document's file, nothing stored`,
        rolledBack(async (tx) => {
          await recordUnfiled(tx);
          expectRefused(
            await attempt(tx, actor, ...upload(bucket, unfiledDocument, seedAccounts.admin.id)),
          );
          expect(await objectNames(tx, bucket)).not.toContain(unfiledDocument);
        }),
      );

      test(
        `${actor.label} › upsert (x-upsert): refused over a document's file, which stays as it was`,
        rolledBack(async (tx) => {
          const stored = () =>
            tx.query("select metadata from storage.objects where bucket_id = $1 and name = $2", [
              bucket,
              activeFile,
            ]);
          const before = (await stored()).rows;
          expectRefused(
            await attempt(
              tx,
              actor,
              `insert into storage.objects (bucket_id, name, owner_id, metadata)
               values ($1, $2, $3, '{"size": 1}')
               on conflict (name, bucket_id) do update set metadata = excluded.metadata`,
              [bucket, activeFile, seedAccounts.admin.id],
            ),
          );
          expect((await stored()).rows).toEqual(before);
        }),
      );
    }

    test(
      "the owner › insert: refused under the name of a document's file too",
      rolledBack(async (tx) => {
        await recordUnfiled(tx);
        await expectOwnerRefused(
          tx,
          `insert into storage.objects (bucket_id, name, metadata) values ('${bucket}', '${unfiledDocument}', '{}')`,
        );
      }),
    );

    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › delete: cannot delete a file no document names`,
        rolledBack(async (tx) => {
          expectNoRowAffected(await attempt(tx, actor, remove, [bucket, orphanFile]));
          expect(await objectNames(tx, bucket)).toContain(orphanFile);
        }),
      );
    }

    // What a failed upload leaves (its record was refused) may be cleaned up.
    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › delete: deletes a file no document names`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, remove, [bucket, orphanFile]))).toEqual([
            { name: orphanFile },
          ]);
          expect(await objectNames(tx, bucket)).not.toContain(orphanFile);
        }),
      );
    }
  });

  describe("resource-thumbnails bucket (public)", () => {
    const bucket = "resource-thumbnails";
    const ownFolderFile = (extension: string) =>
      `${seedAccounts.admin.id}/1798761600000.${extension}`;

    // Files of a public bucket are served by public URL without any policy; what policies guard
    // is listing, and splinter (0025) flags a public bucket whose files anyone can list.
    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › select: cannot list the bucket (files are read by public URL)`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, list, [bucket]))).toEqual([]);
          expect(succeeded(await attempt(tx, actor, download, [bucket, adminThumbnail]))).toEqual(
            [],
          );
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › select: lists every thumbnail`,
        rolledBack(async (tx) => {
          expect(names(succeeded(await attempt(tx, actor, list, [bucket])))).toEqual(
            [adminThumbnail, otherAdminThumbnail].sort(),
          );
        }),
      );
    }

    test(
      "anon › insert: cannot upload",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, anon, ...upload(bucket, "anonymous/1798761600000.png", null)),
        );
      }),
    );

    test(
      "visitor › insert: cannot upload, even into its own folder",
      rolledBack(async (tx) => {
        const name = `${seedAccounts.visitor.id}/1798761600000.png`;
        expectRefused(await attempt(tx, visitor, ...upload(bucket, name, seedAccounts.visitor.id)));
      }),
    );

    test(
      "admin › insert: uploads {userId}/{timestamp}.{jpg|jpeg|png} into its own folder",
      rolledBack(async (tx) => {
        for (const extension of ["png", "jpg", "jpeg", "JPG"]) {
          const name = ownFolderFile(extension);
          expect(
            succeeded(await attempt(tx, admin, ...upload(bucket, name, seedAccounts.admin.id))),
          ).toEqual([{ name }]);
        }
      }),
    );

    const badNames = [
      `${otherAdmin.id}/1798761600000.png`, // another user's folder
      "1798761600000.png", // no folder
      `${seedAccounts.admin.id}/1798761600000.gif`, // not JPEG or PNG
      `${seedAccounts.admin.id}/1798761600000.svg`,
      `${seedAccounts.admin.id}/1798761600000.png.html`,
      `${seedAccounts.admin.id}/nested/1798761600000.png`,
      `${seedAccounts.admin.id}/portrait.png`, // no timestamp
    ];
    for (const name of badNames) {
      test(
        `admin › insert: refuses ${name}`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, ...upload(bucket, name, seedAccounts.admin.id)));
        }),
      );
    }

    test(
      "service_role › insert: uploads",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, ...upload(bucket, ownFolderFile("png"), null))),
        ).toHaveLength(1);
      }),
    );

    const overwrite = `update storage.objects set metadata = '{"size": 1}' where bucket_id = $1 and name = $2 returning name`;
    const remove = "delete from storage.objects where bucket_id = $1 and name = $2 returning name";

    for (const actor of [anon, visitor, admin]) {
      test(
        `${actor.label} › update: cannot overwrite a thumbnail`,
        rolledBack(async (tx) => {
          expectNoRowAffected(await attempt(tx, actor, overwrite, [bucket, adminThumbnail]));
        }),
      );
    }

    test(
      "service_role › update: can overwrite a thumbnail",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, overwrite, [bucket, adminThumbnail])),
        ).toHaveLength(1);
      }),
    );

    for (const actor of [anon, visitor]) {
      test(
        `${actor.label} › delete: cannot delete a thumbnail`,
        rolledBack(async (tx) => {
          expectNoRowAffected(await attempt(tx, actor, remove, [bucket, adminThumbnail]));
          expect(await objectNames(tx, bucket)).toContain(adminThumbnail);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › delete: deletes any thumbnail, another admin's too`,
        rolledBack(async (tx) => {
          expect(
            succeeded(await attempt(tx, actor, remove, [bucket, otherAdminThumbnail])),
          ).toEqual([{ name: otherAdminThumbnail }]);
          expect(await objectNames(tx, bucket)).toEqual([adminThumbnail]);
        }),
      );
    }

    test(
      "second admin › insert: uploads into its own folder only",
      rolledBack(async (tx) => {
        const secondAdmin = signedIn("second admin", otherAdmin, "aal2");
        const own = `${otherAdmin.id}/1798761600000.png`;
        expect(
          succeeded(await attempt(tx, secondAdmin, ...upload(bucket, own, otherAdmin.id))),
        ).toHaveLength(1);
        expectRefused(
          await attempt(tx, secondAdmin, ...upload(bucket, ownFolderFile("png"), otherAdmin.id)),
        );
      }),
    );
  });

  test("plain SQL deletes are refused without the Storage server's setting", async () => {
    await inRolledBackTransaction(database, async (tx) => {
      await expect(tx.query("delete from storage.objects")).rejects.toMatchObject({
        code: "42501",
      });
    })();
  });
});
