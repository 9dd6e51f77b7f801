// The logo, the footer's logo and the favicon as every role: the public site-assets bucket (PNG, SVG
// or ICO, 1 MB; admins at aal2 upload into their own folder as {userId}/{timestamp}.{ext}, list and
// delete what the content history does not name (kept-pictures-policies.test.ts); files are
// downloaded by public URL, which needs no policy, so nobody else lists), the
// settings' logo_url, footer_logo_url and favicon_url (null, or the public URL of a picture of that
// bucket, .../storage/v1/object/public/site-assets/{uuid}/{10-16 digits}.{png|svg|ico}; changed by
// an admin at aal2 or the service role), and the legal-documents bucket's upload policy with the
// two new document types.
//
// Tests marked `test.fails` pin a defect of the migration as found (the expectation is what the
// database should do; the test passes while it does not): remove `.fails` when it is fixed.
import { describe, expect, test } from "vitest";
import type { Database, Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, serviceRole, signedIn, visitor } from "./support/actors";
import {
  allowStorageDeletes,
  attempt,
  backends,
  expectNoRowAffected,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const bucket = "site-assets";
const otherAdmin = {
  id: "c3c3c3c3-0000-4000-8000-000000000003",
  email: "second-admin@example.com",
};
const secondAdmin = signedIn("second admin", otherAdmin, "aal2");
const adminLogo = `${seedAccounts.admin.id}/1767225600000.svg`;
const otherAdminFavicon = `${otherAdmin.id}/1767225600000.ico`;

/** A second admin, and a logo and a favicon the two admins uploaded. */
async function placeFiles(db: Database): Promise<void> {
  await db.exec(`
    insert into auth.users (id, email, aud, role)
      values ('${otherAdmin.id}', '${otherAdmin.email}', 'authenticated', 'authenticated');
    insert into public.user_roles (user_id, role) values ('${otherAdmin.id}', 'admin');
    insert into storage.objects (bucket_id, name, owner_id, metadata) values
      ('${bucket}', '${adminLogo}', '${seedAccounts.admin.id}', '{"size": 2048, "mimetype": "image/svg+xml"}'),
      ('${bucket}', '${otherAdminFavicon}', '${otherAdmin.id}', '{"size": 1024, "mimetype": "image/x-icon"}');
  `);
}

const names = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.name)).sort();

async function objectNames(tx: Queryable, bucketId = bucket): Promise<string[]> {
  const { rows } = await tx.query("select name from storage.objects where bucket_id = $1", [
    bucketId,
  ]);
  return names(rows);
}

async function settingsRow(tx: Queryable): Promise<Record<string, unknown>> {
  const { rows } = await tx.query("select * from public.site_settings");
  expect(rows).toHaveLength(1);
  return rows[0] as Record<string, unknown>;
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend, placeFiles);
  const rolledBack = rolledBackIn(database, allowStorageDeletes);
  const upload = (name: string, owner: string | null, bucketId = bucket): [string, unknown[]] => [
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ($1, $2, $3, '{"size": 1000}') returning name`,
    [bucketId, name, owner],
  ];
  const list = "select name from storage.objects where bucket_id = $1";
  const remove = "delete from storage.objects where bucket_id = $1 and name = $2 returning name";
  const overwrite = `update storage.objects set metadata = '{"size": 1}' where bucket_id = $1 and name = $2 returning name`;
  const ownFile = (extension: string, timestamp = "1798761600000") =>
    `${seedAccounts.admin.id}/${timestamp}.${extension}`;

  test(
    "the bucket is public, 1 MB, PNG, SVG and ICO only",
    rolledBack(async (tx) => {
      const { rows } = await tx.query(
        "select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
        [bucket],
      );
      expect(rows).toEqual([
        {
          public: true,
          file_size_limit: 1024 * 1024,
          allowed_mime_types: [
            "image/png",
            "image/svg+xml",
            "image/x-icon",
            "image/vnd.microsoft.icon",
          ],
        },
      ]);
    }),
  );

  for (const actor of [anon, visitor, adminAtAal1]) {
    test(
      `${actor.label} › cannot change the bucket's visibility or limits`,
      rolledBack(async (tx) => {
        const outcome = await attempt(
          tx,
          actor,
          "update storage.buckets set allowed_mime_types = null, file_size_limit = null where id = $1 returning id",
          [bucket],
        );
        expectNoRowAffected(outcome);
      }),
    );
  }

  describe("listing (files are downloaded by public URL)", () => {
    for (const actor of [anon, visitor, adminAtAal1]) {
      test(
        `${actor.label} › lists nothing, reads no file's row`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, list, [bucket]))).toEqual([]);
          expect(
            succeeded(
              await attempt(
                tx,
                actor,
                "select name, metadata from storage.objects where bucket_id = $1 and name = $2",
                [bucket, adminLogo],
              ),
            ),
          ).toEqual([]);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › lists every file, another admin's too`,
        rolledBack(async (tx) => {
          expect(names(succeeded(await attempt(tx, actor, list, [bucket])))).toEqual(
            [adminLogo, otherAdminFavicon].sort(),
          );
        }),
      );
    }
  });

  describe("uploading", () => {
    test(
      "anon › refused",
      rolledBack(async (tx) => {
        expectRefused(await attempt(tx, anon, ...upload("anonymous/1798761600000.png", null)));
        expect(await objectNames(tx)).toEqual([adminLogo, otherAdminFavicon].sort());
      }),
    );

    test(
      "visitor › refused, even into its own folder with a good name",
      rolledBack(async (tx) => {
        const name = `${seedAccounts.visitor.id}/1798761600000.png`;
        expectRefused(await attempt(tx, visitor, ...upload(name, seedAccounts.visitor.id)));
        expect(await objectNames(tx)).not.toContain(name);
      }),
    );

    test(
      "admin at aal1 › refused, even into its own folder with a good name",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(tx, adminAtAal1, ...upload(ownFile("png"), seedAccounts.admin.id)),
        );
        expect(await objectNames(tx)).not.toContain(ownFile("png"));
      }),
    );

    test(
      "admin at aal2 › uploads {own id}/{timestamp}.{png|svg|ico} (any case)",
      rolledBack(async (tx) => {
        for (const name of [
          ownFile("png"),
          ownFile("svg"),
          ownFile("ico"),
          ownFile("PNG", "1798761600001"),
          ownFile("Svg", "1798761600002"),
          ownFile("ico", "1798761600"),
          ownFile("ico", "1798761600000000"),
        ]) {
          expect(
            succeeded(await attempt(tx, admin, ...upload(name, seedAccounts.admin.id))),
          ).toEqual([{ name }]);
        }
      }),
    );

    const badNames: [string, string][] = [
      ["another admin's folder", `${otherAdmin.id}/1798761600000.png`],
      ["the visitor's folder", `${seedAccounts.visitor.id}/1798761600000.png`],
      ["no folder", "1798761600000.png"],
      ["a nested folder", `${seedAccounts.admin.id}/logos/1798761600000.png`],
      ["a folder that only starts with the id", `${seedAccounts.admin.id}x/1798761600000.png`],
      ["no timestamp", `${seedAccounts.admin.id}/logo.png`],
      ["a timestamp of 9 digits", `${seedAccounts.admin.id}/179876160.png`],
      ["a timestamp of 17 digits", `${seedAccounts.admin.id}/17987616000000000.png`],
      ["a JPEG", `${seedAccounts.admin.id}/1798761600000.jpg`],
      ["a GIF", `${seedAccounts.admin.id}/1798761600000.gif`],
      ["an HTML page", `${seedAccounts.admin.id}/1798761600000.html`],
      ["a double extension", `${seedAccounts.admin.id}/1798761600000.png.html`],
      ["an extension after the allowed one", `${seedAccounts.admin.id}/1798761600000.svgz`],
      ["a trailing newline", `${seedAccounts.admin.id}/1798761600000.png\n`],
      ["a path that climbs", `${seedAccounts.admin.id}/../${otherAdmin.id}/1798761600000.png`],
      ["no extension", `${seedAccounts.admin.id}/1798761600000`],
    ];
    for (const [what, name] of badNames) {
      test(
        `admin at aal2 › refuses ${what} (${JSON.stringify(name)})`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, admin, ...upload(name, seedAccounts.admin.id)));
          expect(await objectNames(tx)).not.toContain(name);
        }),
      );
    }

    test(
      "second admin › uploads into its own folder only",
      rolledBack(async (tx) => {
        const own = `${otherAdmin.id}/1798761600000.png`;
        expect(
          succeeded(await attempt(tx, secondAdmin, ...upload(own, otherAdmin.id))),
        ).toHaveLength(1);
        expectRefused(await attempt(tx, secondAdmin, ...upload(ownFile("png"), otherAdmin.id)));
      }),
    );

    test(
      "admin at aal2 › an upload over an existing file (x-upsert): refused, the file stays",
      rolledBack(async (tx) => {
        const stored = () =>
          tx.query("select metadata from storage.objects where bucket_id = $1 and name = $2", [
            bucket,
            adminLogo,
          ]);
        const before = (await stored()).rows;
        const outcome = await attempt(
          tx,
          admin,
          `insert into storage.objects (bucket_id, name, owner_id, metadata)
           values ($1, $2, $3, '{"size": 1}')
           on conflict (name, bucket_id) do update set metadata = excluded.metadata returning name`,
          [bucket, adminLogo, seedAccounts.admin.id],
        );
        if (outcome.ok) expectNoRowAffected(outcome);
        expect((await stored()).rows).toEqual(before);
      }),
    );

    test(
      "service_role › uploads",
      rolledBack(async (tx) => {
        expect(
          succeeded(await attempt(tx, serviceRole, ...upload(ownFile("png"), null))),
        ).toHaveLength(1);
      }),
    );
  });

  describe("changing and deleting", () => {
    for (const actor of [anon, visitor, adminAtAal1]) {
      test(
        `${actor.label} › overwrite, rename and delete: nothing to touch`,
        rolledBack(async (tx) => {
          for (const sql of [
            overwrite,
            `update storage.objects set name = '${ownFile("png")}' where bucket_id = $1 and name = $2 returning name`,
            remove,
          ]) {
            const outcome = await attempt(tx, actor, sql, [bucket, adminLogo]);
            if (outcome.ok) expectNoRowAffected(outcome);
            else expectRefused(outcome);
          }
          expect(await objectNames(tx)).toEqual([adminLogo, otherAdminFavicon].sort());
        }),
      );
    }

    test(
      "admin at aal2 › overwrite or rename a file: nothing to touch (no update policy)",
      rolledBack(async (tx) => {
        expectNoRowAffected(await attempt(tx, admin, overwrite, [bucket, adminLogo]));
        expectNoRowAffected(
          await attempt(
            tx,
            admin,
            `update storage.objects set name = '${ownFile("png")}' where bucket_id = $1 and name = $2 returning name`,
            [bucket, adminLogo],
          ),
        );
        expect(await objectNames(tx)).toEqual([adminLogo, otherAdminFavicon].sort());
      }),
    );

    test(
      "admin at aal2 › cannot move a file of another bucket into site-assets",
      rolledBack(async (tx) => {
        await tx.query(
          "insert into storage.objects (bucket_id, name, metadata) values ('resource-thumbnails', $1, '{}')",
          [ownFile("png")],
        );
        expectNoRowAffected(
          await attempt(
            tx,
            admin,
            "update storage.objects set bucket_id = $1 where name = $2 returning name",
            [bucket, ownFile("png")],
          ),
        );
        expect(await objectNames(tx)).not.toContain(ownFile("png"));
      }),
    );

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › deletes any file, another admin's too`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, remove, [bucket, otherAdminFavicon]))).toEqual([
            { name: otherAdminFavicon },
          ]);
          expect(await objectNames(tx)).toEqual([adminLogo]);
        }),
      );
    }

    // The content history names the logo the settings name, and keeps it (more in
    // kept-pictures-policies.test.ts).
    test(
      "admin at aal2 › cannot delete the file the settings name as the logo",
      rolledBack(async (tx) => {
        const url = `https://project.supabase.co/storage/v1/object/public/${bucket}/${adminLogo}`;
        await tx.query("update public.site_settings set logo_url = $1", [url]);
        expectRefused(await attempt(tx, admin, remove, [bucket, adminLogo]));
        expect(await objectNames(tx)).toContain(adminLogo);
        expect((await settingsRow(tx)).logo_url).toBe(url);
      }),
    );

    test(
      "admin at aal2 › the site-assets delete policy opens no other bucket",
      rolledBack(async (tx) => {
        await tx.query(
          "insert into storage.objects (bucket_id, name, metadata) values ('site-releases', $1, '{}')",
          ["c".repeat(64)],
        );
        const outcome = await attempt(tx, admin, remove, ["site-releases", "c".repeat(64)]);
        if (outcome.ok) expectNoRowAffected(outcome);
        expect(await objectNames(tx, "site-releases")).toEqual(["c".repeat(64)]);
      }),
    );
  });

  describe("site_settings: logo_url, footer_logo_url, favicon_url", () => {
    const setAll = (url: string | null): [string, unknown[]] => [
      `update public.site_settings set logo_url = $1, footer_logo_url = $1, favicon_url = $1
       returning logo_url, footer_logo_url, favicon_url`,
      [url],
    ];
    const url = `https://project.supabase.co/storage/v1/object/public/${bucket}/${adminLogo}`;

    test(
      "they start null (the built-in mark and icon), and everyone reads them",
      rolledBack(async (tx) => {
        for (const actor of [anon, visitor, adminAtAal1, admin, serviceRole]) {
          expect(
            succeeded(
              await attempt(
                tx,
                actor,
                "select logo_url, footer_logo_url, favicon_url from public.site_settings",
              ),
            ),
          ).toEqual([{ logo_url: null, footer_logo_url: null, favicon_url: null }]);
        }
      }),
    );

    test(
      "anon › update: refused (no privilege), nothing changes",
      rolledBack(async (tx) => {
        const before = await settingsRow(tx);
        expectRefused(await attempt(tx, anon, ...setAll(url)));
        expect(await settingsRow(tx)).toEqual(before);
      }),
    );

    for (const actor of [visitor, adminAtAal1]) {
      test(
        `${actor.label} › update: no row to touch, nothing changes`,
        rolledBack(async (tx) => {
          const before = await settingsRow(tx);
          expectNoRowAffected(await attempt(tx, actor, ...setAll(url)));
          expect(await settingsRow(tx)).toEqual(before);
        }),
      );
    }

    test(
      "admin at aal2 › sets the three URLs and clears them again; the content history records both",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, admin, ...setAll(url)))).toEqual([
          { logo_url: url, footer_logo_url: url, favicon_url: url },
        ]);
        expect(succeeded(await attempt(tx, admin, ...setAll(null)))).toEqual([
          { logo_url: null, footer_logo_url: null, favicon_url: null },
        ]);
        const { rows } = await tx.query(
          `select actor::text, after ->> 'logo_url' as logo, after ->> 'favicon_url' as favicon
           from public.content_history where table_name = 'site_settings' order by id desc limit 2`,
        );
        expect(rows).toEqual([
          { actor: admin.claims.sub, logo: null, favicon: null },
          { actor: admin.claims.sub, logo: url, favicon: url },
        ]);
      }),
    );

    // The secret key changes every column of the row (a table-wide UPDATE grant), as it did before.
    test(
      "service_role › update: allowed",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, serviceRole, ...setAll(url)))).toHaveLength(1);
      }),
    );

    const hostile: [string, string][] = [
      ["a javascript: URL", "javascript:alert(1)"],
      ["a JavaScript: URL in mixed case", "JavaScript:alert(1)"],
      ["a javascript: URL after spaces", "  javascript:alert(1)"],
      ["a data: URL", "data:image/svg+xml,<svg onload=alert(1)>"],
      ["a protocol-relative URL", "//evil.example/logo.png"],
      ["a path", "/logo.png"],
      ["an ftp: URL", "ftp://example.com/logo.png"],
      ["a URL without a host", "https:///logo.png"],
      ["a URL with a space", "https://example.com/my logo.png"],
      ["a URL with a line break", "https://example.com/\nlogo.png"],
      ["an empty string", ""],
      ["a URL over 2048 characters", `https://example.com/${"a".repeat(2048)}`],
    ];
    for (const [what, value] of hostile) {
      for (const column of ["logo_url", "footer_logo_url", "favicon_url"]) {
        test(
          `admin at aal2 › ${column} = ${what}: refused by the http_url domain (23514)`,
          rolledBack(async (tx) => {
            const before = await settingsRow(tx);
            expectRefused(
              await attempt(tx, admin, `update public.site_settings set ${column} = $1`, [value]),
              "23514",
            );
            expect(await settingsRow(tx)).toEqual(before);
          }),
        );
      }
    }

    const ownFolder = seedAccounts.admin.id;
    const wellFormed: [string, string][] = [
      [
        "a PNG on the hosted project",
        `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      [
        "an SVG on the local stack",
        `http://127.0.0.1:54321/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.svg`,
      ],
      [
        "an ICO of another admin's folder",
        `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/${bucket}/${otherAdmin.id}/1798761600000.ico`,
      ],
      [
        "a timestamp of 10 digits",
        `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/${bucket}/${ownFolder}/1798761600.png`,
      ],
      [
        "a timestamp of 16 digits",
        `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000000.png`,
      ],
    ];
    for (const [what, picture] of wellFormed) {
      test(
        `admin at aal2 and service_role › ${what} is taken in each of the three columns`,
        rolledBack(async (tx) => {
          for (const actor of [admin, serviceRole]) {
            expect(succeeded(await attempt(tx, actor, ...setAll(picture)))).toEqual([
              { logo_url: picture, footer_logo_url: picture, favicon_url: picture },
            ]);
            succeeded(await attempt(tx, actor, ...setAll(null)));
          }
        }),
      );
    }

    const project = "https://abcdefghijklmnop.supabase.co";
    const elsewhere: [string, string][] = [
      [
        "another bucket",
        `${project}/storage/v1/object/public/resource-thumbnails/${ownFolder}/1798761600000.png`,
      ],
      [
        "a bucket whose name only ends with site-assets",
        `${project}/storage/v1/object/public/old-site-assets/${ownFolder}/1798761600000.png`,
      ],
      [
        "a signed URL's path",
        `${project}/storage/v1/object/sign/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      [
        "an authenticated URL's path",
        `${project}/storage/v1/object/authenticated/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      ["the bucket without Storage's path", `${project}/${bucket}/${ownFolder}/1798761600000.png`],
      ["a page of the project, not a picture", `${project}/rest/v1/site_settings`],
      ["no folder", `${project}/storage/v1/object/public/${bucket}/1798761600000.png`],
      [
        "a folder that is not an id",
        `${project}/storage/v1/object/public/${bucket}/logos/1798761600000.png`,
      ],
      [
        "a nested folder",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/logos/1798761600000.png`,
      ],
      [
        "a path that climbs",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/../1798761600000.png`,
      ],
      [
        "a name that is not a timestamp",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/logo.png`,
      ],
      [
        "a timestamp of 9 digits",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/179876160.png`,
      ],
      [
        "a timestamp of 17 digits",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/17987616000000000.png`,
      ],
      ["a JPEG", `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.jpg`],
      [
        "an HTML page",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.html`,
      ],
      [
        "a double extension",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png.html`,
      ],
      ["no extension", `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000`],
      // The upload policy takes any case (.PNG); the back office names uploads in lower case, and
      // the settings take only that.
      [
        "an upper-case extension",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.PNG`,
      ],
      [
        "a query after the picture",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png?download=x.html`,
      ],
      [
        "a fragment after the picture",
        `${project}/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png#x`,
      ],
    ];
    for (const [what, picture] of elsewhere) {
      for (const column of ["logo_url", "footer_logo_url", "favicon_url"]) {
        test(
          `admin at aal2 and service_role › ${column} = a URL of ${what}: refused (23514), nothing changes`,
          rolledBack(async (tx) => {
            const before = await settingsRow(tx);
            for (const actor of [admin, serviceRole]) {
              const outcome = await attempt(
                tx,
                actor,
                `update public.site_settings set ${column} = $1`,
                [picture],
              );
              expectRefused(outcome, "23514");
              expect(outcome.ok || outcome.message).toContain("site_settings_pictures_check");
            }
            expect(await settingsRow(tx)).toEqual(before);
          }),
        );
      }
    }

    // site_settings_pictures_check anchors the bucket's path at the start of the URL's path, after a
    // host of its own: a URL that carries it in its query, fragment or user name, or after another
    // bucket's path, is refused. The database does not know the project's host, so a clean URL of
    // another host is taken here; the build refuses to fetch it (scripts/lib/site-build/site-files.ts:
    // "is not a picture of this project's Storage"), and every later build fails, naming the
    // setting, until an admin changes it.
    const borrowed: [string, string][] = [
      [
        "another bucket of the project, the bucket's path after it",
        `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/resource-thumbnails/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      [
        "another host, the bucket's path in its query",
        `https://evil.example/picture?from=/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      [
        "another host, the bucket's path in its fragment",
        `https://evil.example/#/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png`,
      ],
      [
        "another host behind the project's name as a user name",
        `https://abcdefghijklmnop.supabase.co@evil.example/storage/v1/object/public/${bucket}/${ownFolder}/1798761600000.png`,
      ],
    ];
    for (const [what, picture] of borrowed) {
      test(
        `admin at aal2 and service_role › logo_url = a URL of ${what}: refused (23514), nothing changes`,
        rolledBack(async (tx) => {
          const before = await settingsRow(tx);
          for (const actor of [admin, serviceRole]) {
            expectRefused(
              await attempt(tx, actor, "update public.site_settings set logo_url = $1", [picture]),
              "23514",
            );
          }
          expect(await settingsRow(tx)).toEqual(before);
        }),
      );
    }

    test(
      "service_role and the owner › a javascript: logo URL is refused for them too",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update public.site_settings set logo_url = 'javascript:alert(1)'",
          ),
          "23514",
        );
        await tx.query("savepoint owner");
        await expect(
          tx.query("update public.site_settings set favicon_url = 'javascript:alert(1)'"),
        ).rejects.toMatchObject({ code: "23514" });
        await tx.query("rollback to savepoint owner");
      }),
    );
  });

  describe("legal-documents bucket: the Privacy Policy and the Terms of Service", () => {
    test(
      "admin at aal2 › uploads privacy_policy-{timestamp}.pdf and terms_of_service-{timestamp}.PDF",
      rolledBack(async (tx) => {
        for (const name of [
          "privacy_policy-1798761600000.pdf",
          "terms_of_service-1798761600000.PDF",
        ]) {
          expect(
            succeeded(
              await attempt(tx, admin, ...upload(name, seedAccounts.admin.id, "legal-documents")),
            ),
          ).toEqual([{ name }]);
        }
      }),
    );

    for (const name of [
      "privacy-1798761600000.pdf",
      "cookie_policy-1798761600000.pdf",
      "privacy_policy-1798761600000.html",
      "privacy_policy.pdf",
      `${seedAccounts.admin.id}/privacy_policy-1798761600000.pdf`,
    ]) {
      test(
        `admin at aal2 › refuses ${name}`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(tx, admin, ...upload(name, seedAccounts.admin.id, "legal-documents")),
          );
        }),
      );
    }

    for (const actor of [anon, visitor, adminAtAal1]) {
      test(
        `${actor.label} › cannot upload one`,
        rolledBack(async (tx) => {
          expectRefused(
            await attempt(
              tx,
              actor,
              ...upload(
                "privacy_policy-1798761600000.pdf",
                actor.role === "anon" ? null : String(actor.claims.sub),
                "legal-documents",
              ),
            ),
          );
        }),
      );
    }
  });
});
