// The pictures the content history names are kept for the record: a resource's thumbnail and the
// site's logo, once a history entry names their public URL (the row added, changed or deleted),
// cannot be deleted, renamed or rewritten, nor a new object stored under such a name, by anyone
// (anon, a visitor, an admin with the password alone or with both steps, the service role, the
// database owner), even after the resource is deleted or the logo replaced. A picture no entry
// names (an upload whose row was refused) an admin at aal2 still removes. The kept pictures stay
// public by URL, listed to admins at aal2 only.
import { describe, expect, test } from "vitest";
import type { Database, Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, serviceRole, visitor, type Actor } from "./support/actors";
import {
  allowStorageDeletes,
  attempt,
  backends,
  expectNoRowAffected,
  expectOwnerRefused,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const folder = seedAccounts.admin.id;
const publicUrl = (bucket: string, name: string) =>
  `http://127.0.0.1:54321/storage/v1/object/public/${bucket}/${name}`;

/** Per bucket: a picture the history names, a name the history names with nothing stored under it,
 * and a picture nobody named (a failed save's leftover). */
const buckets = [
  {
    bucket: "resource-thumbnails",
    kept: `${folder}/1767225600000.png`,
    namedUnstored: `${folder}/1767225600001.png`,
    leftover: `${folder}/1767225600002.png`,
    fresh: `${folder}/1798761600000.png`,
  },
  {
    bucket: "site-assets",
    kept: `${folder}/1767225600000.svg`,
    namedUnstored: `${folder}/1767225600001.svg`,
    leftover: `${folder}/1767225600002.svg`,
    fresh: `${folder}/1798761600000.svg`,
  },
];
const [thumbnails, assets] = buckets as [(typeof buckets)[0], (typeof buckets)[0]];

/**
 * A resource with a thumbnail, replaced by a name never stored, then deleted; the settings' logo
 * set, then replaced by the built-in: each picture is in the history only as a "before".
 */
async function placePictures(db: Database): Promise<void> {
  const objects = buckets
    .flatMap(({ bucket, kept, leftover }) => [
      `('${bucket}', '${kept}', '${folder}', '{"size": 2048}')`,
      `('${bucket}', '${leftover}', '${folder}', '{"size": 2048}')`,
    ])
    .join(", ");
  await db.exec(`
    insert into storage.objects (bucket_id, name, owner_id, metadata) values ${objects};
    insert into public.recommended_resources (id, title, description, url, thumbnail_url)
      values ('0b0b0b0b-0000-4000-8000-00000000000b', 'Kept picture', 'Its thumbnail is kept.',
              'https://example.com/kept', '${publicUrl(thumbnails.bucket, thumbnails.kept)}');
    update public.recommended_resources
      set thumbnail_url = '${publicUrl(thumbnails.bucket, thumbnails.namedUnstored)}'
      where id = '0b0b0b0b-0000-4000-8000-00000000000b';
    delete from public.recommended_resources where id = '0b0b0b0b-0000-4000-8000-00000000000b';
    update public.site_settings set logo_url = '${publicUrl(assets.bucket, assets.kept)}';
    update public.site_settings set logo_url = '${publicUrl(assets.bucket, assets.namedUnstored)}';
    update public.site_settings set logo_url = null;
  `);
}

const remove = "delete from storage.objects where bucket_id = $1 and name = $2 returning name";
const overwrite = `update storage.objects set metadata = '{"size": 1}' where bucket_id = $1 and name = $2 returning name`;
const rename = `update storage.objects set name = $2 || '.moved' where bucket_id = $1 and name = $2 returning name`;
const upload = `insert into storage.objects (bucket_id, name, owner_id, metadata)
  values ($1, $2, '${folder}', '{"size": 1000}') returning name`;
const upsert = `insert into storage.objects (bucket_id, name, owner_id, metadata)
  values ($1, $2, '${folder}', '{"size": 1}')
  on conflict (name, bucket_id) do update set metadata = excluded.metadata returning name`;

async function stored(tx: Queryable, bucket: string, name: string) {
  const { rows } = await tx.query(
    "select name, metadata from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  );
  return rows;
}

/**
 * The guard refuses whom the policies let through (the service role; an admin at aal2 deletes, but
 * no policy lets anyone but the service role update an object); the others have nothing to touch.
 */
function expectKept(actor: Actor, statement: string, outcome: Awaited<ReturnType<typeof attempt>>) {
  const passesPolicies = actor === serviceRole || (actor === admin && statement === remove);
  if (passesPolicies) expectRefused(outcome);
  else expectNoRowAffected(outcome);
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend, placePictures);
  const rolledBack = rolledBackIn(database, allowStorageDeletes);

  test(
    "the history names each kept picture only as it was before a change",
    rolledBack(async (tx) => {
      const { rows } = await tx.query(
        `select table_name, operation::text, before ->> 'thumbnail_url' as thumbnail,
                before ->> 'logo_url' as logo
         from public.content_history
         where before::text like '%1767225600000%' order by id`,
      );
      expect(rows).toEqual([
        {
          table_name: "recommended_resources",
          operation: "update",
          thumbnail: publicUrl(thumbnails.bucket, thumbnails.kept),
          logo: null,
        },
        {
          table_name: "site_settings",
          operation: "update",
          thumbnail: null,
          logo: publicUrl(assets.bucket, assets.kept),
        },
      ]);
    }),
  );

  describe.each(buckets)("$bucket", ({ bucket, kept, namedUnstored, leftover, fresh }) => {
    for (const actor of [anon, visitor, adminAtAal1, admin, serviceRole]) {
      test(
        `${actor.label} › cannot delete, overwrite or rename a picture the history names`,
        rolledBack(async (tx) => {
          const before = await stored(tx, bucket, kept);
          expect(before).toHaveLength(1);
          for (const statement of [remove, overwrite, rename]) {
            expectKept(actor, statement, await attempt(tx, actor, statement, [bucket, kept]));
          }
          expect(await stored(tx, bucket, kept)).toEqual(before);
        }),
      );
    }

    for (const actor of [admin, serviceRole]) {
      test(
        `${actor.label} › cannot store a picture under a name the history names`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, upload, [bucket, namedUnstored]));
          expect(await stored(tx, bucket, namedUnstored)).toEqual([]);
        }),
      );

      test(
        `${actor.label} › cannot upsert over a picture the history names`,
        rolledBack(async (tx) => {
          const before = await stored(tx, bucket, kept);
          expectRefused(await attempt(tx, actor, upsert, [bucket, kept]));
          expect(await stored(tx, bucket, kept)).toEqual(before);
        }),
      );

      test(
        `${actor.label} › removes a picture no history entry names, and stores a new one`,
        rolledBack(async (tx) => {
          expect(succeeded(await attempt(tx, actor, remove, [bucket, leftover]))).toEqual([
            { name: leftover },
          ]);
          expect(succeeded(await attempt(tx, actor, upload, [bucket, fresh]))).toEqual([
            { name: fresh },
          ]);
        }),
      );
    }

    test(
      "service_role › cannot move a picture onto a name the history names",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update storage.objects set name = $3 where bucket_id = $1 and name = $2 returning name",
            [bucket, leftover, namedUnstored],
          ),
        );
        expect(await stored(tx, bucket, leftover)).toHaveLength(1);
      }),
    );

    for (const actor of [anon, visitor, adminAtAal1]) {
      test(
        `${actor.label} › cannot remove even a picture no history entry names`,
        rolledBack(async (tx) => {
          expectNoRowAffected(await attempt(tx, actor, remove, [bucket, leftover]));
          expect(await stored(tx, bucket, leftover)).toHaveLength(1);
        }),
      );

      test(
        `${actor.label} › cannot list the kept pictures`,
        rolledBack(async (tx) => {
          expect(
            succeeded(
              await attempt(tx, actor, "select name from storage.objects where bucket_id = $1", [
                bucket,
              ]),
            ),
          ).toEqual([]);
        }),
      );
    }

    test(
      "the owner › cannot delete or overwrite a picture the history names, nor store one under its name",
      rolledBack(async (tx) => {
        await expectOwnerRefused(
          tx,
          `delete from storage.objects where bucket_id = '${bucket}' and name = '${kept}'`,
        );
        await expectOwnerRefused(
          tx,
          `update storage.objects set metadata = '{}' where bucket_id = '${bucket}' and name = '${kept}'`,
        );
        await expectOwnerRefused(
          tx,
          `insert into storage.objects (bucket_id, name, metadata) values ('${bucket}', '${namedUnstored}', '{}')`,
        );
        expect(await stored(tx, bucket, kept)).toHaveLength(1);
      }),
    );
  });

  test(
    "a name is held in its own bucket only",
    rolledBack(async (tx) => {
      const { rows } = await tx.query(
        `select private.history_names_object('resource-thumbnails', $1) as thumbnails,
                private.history_names_object('site-assets', $1) as assets`,
        [thumbnails.kept],
      );
      expect(rows).toEqual([{ thumbnails: true, assets: false }]);
    }),
  );
});
