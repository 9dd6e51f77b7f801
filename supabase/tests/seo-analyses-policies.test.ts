// public.seo_analyses (SEO Tools' analyses of a release) as every role: anon nothing (no privilege);
// a signed-in visitor and an admin at aal1 read nothing and add nothing; an admin at aal2 reads every
// analysis and adds one in their own name at the database's time; no admin changes or deletes one;
// the service role reads, adds one with no author (a release's own analysis) and deletes (the
// browser tests clear them), but changes none.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, serviceRole, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  succeeded,
  useSeededDatabase,
} from "./support/database";

const commit = "0123456789abcdef0123456789abcdef01234567";
const report = JSON.stringify({
  pages: [{ path: "/", score: 88, wordCount: 320, findings: [] }],
  siteFindings: [],
});

/** A release, recorded as `npm run record-release` does (as the owner): its id. */
async function recordRelease(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.site_releases (build_commit, build_modified, pages, assets)
     values ($1, false, $2::jsonb, '[]'::jsonb) returning id::text`,
    [commit, JSON.stringify([{ path: "/", sha256: "a".repeat(64), bytes: 1200 }])],
  );
  return rows[0]!.id;
}

const insert = (releaseId: string, score = 88, findings = report): [string, unknown[]] => [
  `insert into public.seo_analyses (release_id, score, page_count, findings)
   values ($1, $2, 1, $3::jsonb) returning analysed_by::text`,
  [releaseId, score, findings],
];

/** An analysis already kept (written as the owner, as an earlier admin's would be). */
async function keptAnalysis(tx: Queryable, releaseId: string) {
  await tx.query(
    `insert into public.seo_analyses (release_id, analysed_by, score, page_count, findings)
     values ($1, $2, 75, 1, $3::jsonb)`,
    [releaseId, seedAccounts.admin.id, report],
  );
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "anon › refused: no read, no insert",
    rolledBack(async (tx) => {
      const releaseId = await recordRelease(tx);
      await keptAnalysis(tx, releaseId);
      expectRefused(await attempt(tx, anon, "select * from public.seo_analyses"));
      expectRefused(await attempt(tx, anon, ...insert(releaseId)));
    }),
  );

  for (const actor of [visitor, adminAtAal1]) {
    test(
      `${actor.label} › reads no analysis, adds none, changes none`,
      rolledBack(async (tx) => {
        const releaseId = await recordRelease(tx);
        await keptAnalysis(tx, releaseId);
        expect(succeeded(await attempt(tx, actor, "select * from public.seo_analyses"))).toEqual(
          [],
        );
        expectRefused(await attempt(tx, actor, ...insert(releaseId)));
        expectRefused(await attempt(tx, actor, "update public.seo_analyses set score = 100"));
        expectRefused(await attempt(tx, actor, "delete from public.seo_analyses"));
        const { rows } = await tx.query("select score from public.seo_analyses");
        expect(rows).toEqual([{ score: 75 }]);
      }),
    );
  }

  test(
    "admin at aal2 › adds an analysis in their own name, reads every one, changes and deletes none",
    rolledBack(async (tx) => {
      const releaseId = await recordRelease(tx);
      await keptAnalysis(tx, releaseId);
      expect(succeeded(await attempt(tx, admin, ...insert(releaseId)))).toEqual([
        { analysed_by: seedAccounts.admin.id },
      ]);
      expect(
        succeeded(
          await attempt(
            tx,
            admin,
            "select score, page_count, findings -> 'pages' -> 0 ->> 'path' as path from public.seo_analyses order by score",
          ),
        ),
      ).toEqual([
        { score: 75, page_count: 1, path: "/" },
        { score: 88, page_count: 1, path: "/" },
      ]);
      // The time and the author are the database's: no column grant lets the caller set them.
      expectRefused(
        await attempt(
          tx,
          admin,
          `insert into public.seo_analyses (release_id, analysed_by, score, page_count, findings)
           values ($1, $2, 90, 1, $3::jsonb)`,
          [releaseId, seedAccounts.visitor.id, report],
        ),
      );
      expectRefused(
        await attempt(
          tx,
          admin,
          `insert into public.seo_analyses (release_id, analysed_at, score, page_count, findings)
           values ($1, now() - interval '1 year', 90, 1, $2::jsonb)`,
          [releaseId, report],
        ),
      );
      expectRefused(await attempt(tx, admin, "update public.seo_analyses set score = 100"));
      expectRefused(await attempt(tx, admin, "delete from public.seo_analyses"));
      const { rows } = await tx.query("select score from public.seo_analyses order by score");
      expect(rows).toEqual([{ score: 75 }, { score: 88 }]);
    }),
  );

  test(
    "service role › reads, adds one with no author, deletes; changes none",
    rolledBack(async (tx) => {
      const releaseId = await recordRelease(tx);
      await keptAnalysis(tx, releaseId);
      expect(
        succeeded(await attempt(tx, serviceRole, "select score from public.seo_analyses")),
      ).toEqual([{ score: 75 }]);
      expect(succeeded(await attempt(tx, serviceRole, ...insert(releaseId)))).toEqual([
        { analysed_by: null },
      ]);
      expectRefused(await attempt(tx, serviceRole, "update public.seo_analyses set score = 100"));
      succeeded(await attempt(tx, serviceRole, "delete from public.seo_analyses"));
      const { rows } = await tx.query("select count(*)::int as n from public.seo_analyses");
      expect(rows).toEqual([{ n: 0 }]);
    }),
  );

  test.each([
    ["a score over 100", 101, report],
    ["findings that are not a report", 80, JSON.stringify(["x"])],
    [
      "a page count other than the pages reported",
      80,
      JSON.stringify({ pages: [], siteFindings: [] }),
    ],
  ])("admin at aal2 › %s is refused (23514)", (_what, score, findings) =>
    rolledBack(async (tx) => {
      const releaseId = await recordRelease(tx);
      expectRefused(await attempt(tx, admin, ...insert(releaseId, score, findings)), "23514");
    })(),
  );

  test(
    "admin at aal2 › an analysis names a release that exists (23503)",
    rolledBack(async (tx) => {
      expectRefused(
        await attempt(tx, admin, ...insert("00000000-0000-4000-8000-000000000000")),
        "23503",
      );
    }),
  );
});
