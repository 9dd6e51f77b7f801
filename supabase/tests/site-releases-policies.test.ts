// The release record (what the public saw, kept as books and records) as every role: site_releases,
// history_timestamps, timestamp_authority and the site-releases bucket. Admins read only at aal2
// (two-step verification); anon and visitors read nothing; only the service role adds releases,
// files and tokens; nobody, the service role and the table owner included, changes or deletes them.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
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

const bucket = "site-releases";
const hashA = "a".repeat(64);
const hashB = "b".repeat(64);
const commit = "0123456789abcdef0123456789abcdef01234567";
const pages = JSON.stringify([{ path: "/", sha256: hashA, bytes: 1200 }]);
const assets = JSON.stringify([
  { path: "/assets/index.css", sha256: hashB, bytes: 900, type: "text/css" },
]);
const insertRelease = `insert into public.site_releases (build_commit, build_modified, pages, assets)
  values ($1, false, $2::jsonb, $3::jsonb) returning id::text`;

interface Recorded {
  releaseId: string;
  entryId: string;
  entryHash: string;
}

/** A release, its files and its token, as `npm run record-release` leaves them (written as the owner). */
async function recordRelease(tx: Queryable): Promise<Recorded> {
  await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
  const { rows } = await tx.query<{ id: string }>(insertRelease, [commit, pages, assets]);
  const releaseId = rows[0]!.id;
  const entry = await tx.query<{ id: string; hash: string }>(
    "select id::text, hash from public.content_history where table_name = 'site_releases' and row_id = $1",
    [releaseId],
  );
  const { id: entryId, hash: entryHash } = entry.rows[0]!;
  await tx.query(
    `insert into storage.objects (bucket_id, name, metadata) values
       ($1, $2, '{"size": 1200, "mimetype": "text/html"}'), ($1, $3, '{"size": 900, "mimetype": "text/css"}')`,
    [bucket, hashA, hashB],
  );
  await tx.query(
    `insert into public.history_timestamps (kind, entry_id, entry_hash, release_id, token, tsa_url, gen_time)
     values ('release', $1, $2, $3, '\\x3082', 'http://tsa.example/', now())`,
    [entryId, entryHash, releaseId],
  );
  return { releaseId, entryId, entryHash };
}

const everyone = [anon, visitor, adminAtAal1, admin, serviceRole];
const readers = [anon, visitor, adminAtAal1];

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  describe("reading", () => {
    for (const table of ["site_releases", "history_timestamps", "timestamp_authority"]) {
      test(
        `anon › ${table}: refused (no privilege)`,
        rolledBack(async (tx) => {
          await recordRelease(tx);
          expectRefused(await attempt(tx, anon, `select * from public.${table}`));
        }),
      );

      for (const actor of [visitor, adminAtAal1]) {
        test(
          `${actor.label} › ${table}: sees no row`,
          rolledBack(async (tx) => {
            await recordRelease(tx);
            expect(succeeded(await attempt(tx, actor, `select * from public.${table}`))).toEqual(
              [],
            );
          }),
        );
      }

      test(
        `admin at aal2 and service_role › ${table}: read every row`,
        rolledBack(async (tx) => {
          await recordRelease(tx);
          for (const actor of [admin, serviceRole])
            expect(
              succeeded(await attempt(tx, actor, `select * from public.${table}`)),
            ).toHaveLength(1);
        }),
      );
    }

    for (const actor of readers) {
      test(
        `${actor.label} › the site-releases bucket: sees no file`,
        rolledBack(async (tx) => {
          await recordRelease(tx);
          const outcome = await attempt(
            tx,
            actor,
            "select name from storage.objects where bucket_id = $1",
            [bucket],
          );
          expect(outcome.ok ? outcome.rows : []).toEqual([]);
        }),
      );
    }

    test(
      "admin at aal2 › the site-releases bucket: reads every file",
      rolledBack(async (tx) => {
        await recordRelease(tx);
        const rows = succeeded(
          await attempt<{ name: string }>(
            tx,
            admin,
            "select name from storage.objects where bucket_id = $1 order by name",
            [bucket],
          ),
        );
        expect(rows.map((row) => row.name)).toEqual([hashA, hashB]);
      }),
    );

    test(
      "the other buckets' policies are untouched: an admin at aal1 still reads legal documents",
      rolledBack(async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata)
           select 'legal-documents', file_path, '{}' from public.legal_documents document
           where not exists (select from storage.objects kept
                             where kept.bucket_id = 'legal-documents' and kept.name = document.file_path)`,
        );
        const rows = succeeded(
          await attempt(
            tx,
            adminAtAal1,
            "select name from storage.objects where bucket_id = 'legal-documents'",
          ),
        );
        expect(rows.length).toBeGreaterThan(0);
      }),
    );
  });

  describe("site_releases: writing", () => {
    for (const actor of [anon, visitor, adminAtAal1, admin]) {
      test(
        `${actor.label} › insert: refused`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, insertRelease, [commit, pages, assets]));
        }),
      );
    }

    test(
      "service_role › insert: the release enters the hash chain, at the database's time",
      rolledBack(async (tx) => {
        const before = await tx.query<{ now: Date }>("select now()");
        const [row] = succeeded(
          await attempt<{ id: string }>(tx, serviceRole, insertRelease, [commit, pages, assets]),
        );
        const { rows } = await tx.query(
          `select r.recorded_at >= $2 as clock, e.operation, e.after -> 'pages' as pages
           from public.site_releases r join public.content_history e
             on e.table_name = 'site_releases' and e.row_id = r.id::text
           where r.id = $1`,
          [row!.id, before.rows[0]!.now],
        );
        expect(rows).toEqual([{ clock: true, operation: "insert", pages: JSON.parse(pages) }]);
      }),
    );

    test(
      "service_role › insert: cannot set the time or the id",
      rolledBack(async (tx) => {
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            `insert into public.site_releases (recorded_at, build_commit, build_modified, pages, assets)
             values ('2020-01-01', $1, false, $2::jsonb, $3::jsonb)`,
            [commit, pages, assets],
          ),
        );
      }),
    );

    test(
      "service_role › insert: takes the scripts a page loads, as text/javascript",
      rolledBack(async (tx) => {
        const withScripts = JSON.stringify([
          ...(JSON.parse(assets) as object[]),
          {
            path: "/assets/index-C1.js",
            sha256: "c".repeat(64),
            bytes: 7609,
            type: "text/javascript",
          },
        ]);
        const [row] = succeeded(
          await attempt<{ id: string }>(tx, serviceRole, insertRelease, [
            commit,
            pages,
            withScripts,
          ]),
        );
        const { rows } = await tx.query(
          "select assets -> 1 ->> 'type' as type from public.site_releases where id = $1",
          [row!.id],
        );
        expect(rows).toEqual([{ type: "text/javascript" }]);
      }),
    );

    for (const [what, values] of [
      ["a commit that is not a git hash", ["main", pages, assets]],
      ["no page", [commit, "[]", assets]],
      ["a page without a hash", [commit, '[{"path": "/", "bytes": 1}]', assets]],
      [
        "a file of an unknown type",
        [
          commit,
          pages,
          '[{"path": "/x.sh", "sha256": "' + hashB + '", "bytes": 1, "type": "application/x-sh"}]',
        ],
      ],
    ] as const) {
      test(
        `service_role › insert: refuses ${what}`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, serviceRole, insertRelease, [...values]), "23514");
        }),
      );
    }

    for (const actor of everyone) {
      test(
        `${actor.label} › update and delete: refused or nothing to touch`,
        rolledBack(async (tx) => {
          const { releaseId } = await recordRelease(tx);
          for (const sql of [
            "update public.site_releases set build_modified = true where id = $1 returning id",
            "delete from public.site_releases where id = $1 returning id",
          ]) {
            const outcome = await attempt(tx, actor, sql, [releaseId]);
            if (outcome.ok) expectNoRowAffected(outcome);
          }
          const { rows } = await tx.query(
            "select build_modified from public.site_releases where id = $1",
            [releaseId],
          );
          expect(rows).toEqual([{ build_modified: false }]);
        }),
      );
    }

    test(
      "service_role › update and delete: refused by the trigger, not only by grants",
      rolledBack(async (tx) => {
        await tx.query("grant update, delete on public.site_releases to service_role");
        const { releaseId } = await recordRelease(tx);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update public.site_releases set build_modified = true where id = $1",
            [releaseId],
          ),
        );
        expectRefused(
          await attempt(tx, serviceRole, "delete from public.site_releases where id = $1", [
            releaseId,
          ]),
        );
      }),
    );

    test(
      "the table owner › update, delete and truncate: refused",
      rolledBack(async (tx) => {
        await recordRelease(tx);
        await expectOwnerRefused(tx, "update public.site_releases set build_modified = true");
        await expectOwnerRefused(tx, "delete from public.site_releases");
        await expectOwnerRefused(tx, "truncate public.site_releases cascade");
      }),
    );
  });

  describe("the site-releases bucket: writing", () => {
    const upload = `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 5}') returning name`;
    const hashC = "c".repeat(64);

    for (const actor of [visitor, adminAtAal1, admin]) {
      test(
        `${actor.label} › upload: refused`,
        rolledBack(async (tx) => {
          expectRefused(await attempt(tx, actor, upload, [bucket, hashC]));
        }),
      );
    }

    test(
      "service_role › upload: a file named by its SHA-256 is kept; another name is refused",
      rolledBack(async (tx) => {
        expect(succeeded(await attempt(tx, serviceRole, upload, [bucket, hashC]))).toEqual([
          { name: hashC },
        ]);
        expectRefused(await attempt(tx, serviceRole, upload, [bucket, "about.html"]));
        expectRefused(await attempt(tx, serviceRole, upload, [bucket, hashC.toUpperCase()]));
      }),
    );

    test(
      "service_role › upload over a kept file, plain or upsert: refused as a duplicate",
      rolledBack(async (tx) => {
        await recordRelease(tx);
        expectRefused(await attempt(tx, serviceRole, upload, [bucket, hashA]), "23505");
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 6}')
             on conflict (name, bucket_id) do update set metadata = excluded.metadata`,
            [bucket, hashA],
          ),
          "23505",
        );
      }),
    );

    for (const actor of everyone) {
      test(
        `${actor.label} › rewrite, rename, move and delete a kept file: refused or nothing to touch`,
        rolledBack(async (tx) => {
          await recordRelease(tx);
          await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
          for (const sql of [
            `update storage.objects set metadata = '{"size": 1}' where bucket_id = $1 and name = $2 returning name`,
            `update storage.objects set name = '${hashC}' where bucket_id = $1 and name = $2 returning name`,
            `update storage.objects set bucket_id = 'legal-documents' where bucket_id = $1 and name = $2 returning name`,
            "delete from storage.objects where bucket_id = $1 and name = $2 returning name",
          ]) {
            const outcome = await attempt(tx, actor, sql, [bucket, hashA]);
            if (outcome.ok) expectNoRowAffected(outcome);
          }
          const { rows } = await tx.query(
            "select metadata ->> 'size' as size from storage.objects where bucket_id = $1 and name = $2",
            [bucket, hashA],
          );
          expect(rows).toEqual([{ size: "1200" }]);
        }),
      );
    }

    test(
      "service_role and the owner › a file cannot be moved into the bucket either",
      rolledBack(async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ('resource-thumbnails', $1, '{}')`,
          [hashC],
        );
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update storage.objects set bucket_id = $1 where name = $2",
            [bucket, hashC],
          ),
        );
        await expectOwnerRefused(
          tx,
          `update storage.objects set bucket_id = '${bucket}' where name = '${hashC}'`,
        );
      }),
    );

    test(
      "the table owner › rewrite and delete a kept file: refused",
      rolledBack(async (tx) => {
        await recordRelease(tx);
        await expectOwnerRefused(
          tx,
          `update storage.objects set metadata = '{}' where bucket_id = '${bucket}'`,
        );
        await expectOwnerRefused(tx, `delete from storage.objects where bucket_id = '${bucket}'`);
      }),
    );
  });

  describe("history_timestamps and timestamp_authority: writing", () => {
    const insertToken = `insert into public.history_timestamps (kind, entry_id, entry_hash, token, tsa_url, gen_time)
      values ('chain_head', $1, $2, '\\x3082', 'http://tsa.example/', now()) returning id`;

    for (const actor of [anon, visitor, adminAtAal1, admin]) {
      test(
        `${actor.label} › add a token: refused`,
        rolledBack(async (tx) => {
          const { entryId, entryHash } = await recordRelease(tx);
          expectRefused(await attempt(tx, actor, insertToken, [entryId, entryHash]));
        }),
      );
    }

    test(
      "service_role › adds a token for an entry as the chain has it, not for another hash or release",
      rolledBack(async (tx) => {
        const { entryId, entryHash, releaseId } = await recordRelease(tx);
        expect(
          succeeded(await attempt(tx, serviceRole, insertToken, [entryId, entryHash])),
        ).toHaveLength(1);
        expectRefused(await attempt(tx, serviceRole, insertToken, [entryId, hashA]), "23514");
        const { rows } = await tx.query<{ id: string }>(
          "select max(id)::text as id from public.content_history where table_name <> 'site_releases'",
        );
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            `insert into public.history_timestamps (kind, entry_id, entry_hash, release_id, token, tsa_url, gen_time)
             select 'release', id, hash, $2, '\\x3082', 'http://tsa.example/', now()
             from public.content_history where id = $1`,
            [rows[0]!.id, releaseId],
          ),
          "23514",
        );
      }),
    );

    for (const actor of everyone) {
      test(
        `${actor.label} › change or delete a token: refused or nothing to touch`,
        rolledBack(async (tx) => {
          await recordRelease(tx);
          for (const sql of [
            "update public.history_timestamps set tsa_url = 'http://forged.example/' returning id",
            "delete from public.history_timestamps returning id",
          ]) {
            const outcome = await attempt(tx, actor, sql);
            if (outcome.ok) expectNoRowAffected(outcome);
          }
          const { rows } = await tx.query("select tsa_url from public.history_timestamps");
          expect(rows).toEqual([{ tsa_url: "http://tsa.example/" }]);
        }),
      );
    }

    test(
      "the table owner › change, delete or truncate a token: refused",
      rolledBack(async (tx) => {
        await recordRelease(tx);
        await expectOwnerRefused(tx, "update public.history_timestamps set tsa_url = 'x'");
        await expectOwnerRefused(tx, "delete from public.history_timestamps");
        await expectOwnerRefused(tx, "truncate public.history_timestamps");
      }),
    );

    test(
      "service_role › sets the authority; admins and visitors cannot; nobody deletes the row",
      rolledBack(async (tx) => {
        const set =
          "update public.timestamp_authority set url = 'https://tsa.example/tsr' returning url";
        for (const actor of [anon, visitor, adminAtAal1, admin]) {
          const outcome = await attempt(tx, actor, set);
          if (outcome.ok) expectNoRowAffected(outcome);
        }
        expect(succeeded(await attempt(tx, serviceRole, set))).toEqual([
          { url: "https://tsa.example/tsr" },
        ]);
        expectRefused(
          await attempt(
            tx,
            serviceRole,
            "update public.timestamp_authority set url = 'javascript:alert(1)'",
          ),
          "23514",
        );
        await expectOwnerRefused(tx, "delete from public.timestamp_authority");
      }),
    );

    test(
      "the authority's changes enter the content history: admins at aal2 read them, nobody else",
      rolledBack(async (tx) => {
        const history = `select operation::text, before ->> 'url' as before_url, after ->> 'url' as after_url,
            after ->> 'trust_anchor_pem' as anchor
          from public.content_history where table_name = 'timestamp_authority' order by id`;
        // Entered by the migration as it was, then each change with the row before and after.
        const initial = [{ operation: "insert", before_url: null, after_url: null, anchor: null }];
        expect(succeeded(await attempt(tx, admin, history))).toEqual(initial);
        const anchorPem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
        succeeded(
          await attempt(
            tx,
            serviceRole,
            "update public.timestamp_authority set url = 'https://tsa.example/tsr', trust_anchor_pem = $1",
            [anchorPem],
          ),
        );
        succeeded(
          await attempt(
            tx,
            serviceRole,
            "update public.timestamp_authority set trust_anchor_pem = null",
          ),
        );
        const changed = [
          ...initial,
          {
            operation: "update",
            before_url: null,
            after_url: "https://tsa.example/tsr",
            anchor: anchorPem,
          },
          {
            operation: "update",
            before_url: "https://tsa.example/tsr",
            after_url: "https://tsa.example/tsr",
            anchor: null,
          },
        ];
        expect(succeeded(await attempt(tx, admin, history))).toEqual(changed);
        expect(succeeded(await attempt(tx, serviceRole, history))).toEqual(changed);
        for (const actor of [visitor, adminAtAal1])
          expect(succeeded(await attempt(tx, actor, history))).toEqual([]);
        expectRefused(await attempt(tx, anon, history));
        const chain = await tx.query<{ valid: boolean }>(
          "select valid from public.verify_content_history()",
        );
        expect(chain.rows).toEqual([{ valid: true }]);
      }),
    );
  });
});
