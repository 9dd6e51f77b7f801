// `npm run db:reset` (resetLocalDatabase) builds the database from nothing, and the seed gives the
// local stack what the spec and the README promise: two accounts, resources, metrics and one active
// document of each type /adv and /crs offer, whose sample PDF is in supabase/fixtures. The legal
// pages' PDF versions are not seeded: /privacy and /terms offer one only once it is uploaded.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formCrsDocumentType, legalDocumentTypes } from "../../src/content/document-types";
import type { Database } from "../local/db/database";
import { migrationsDir, legalDocumentFixturesDir } from "../local/core/paths";
import { resetLocalDatabase, seedAccounts, type ResetResult } from "../local/db/reset";

/** The types the seed has a document of: the four /adv lists and the Form CRS of /crs. */
const documentTypes = [...legalDocumentTypes, formCrsDocumentType];
import { backends, openEmptyDatabase, type DatabaseHandle } from "./support/database";

/** Byte offsets the cross-reference table gives for each object, checked against the file. */
function pdfStructureProblems(bytes: Buffer): string[] {
  const text = bytes.toString("latin1");
  const problems: string[] = [];
  if (!text.startsWith("%PDF-1.")) problems.push("no %PDF header");
  if (!text.trimEnd().endsWith("%%EOF")) problems.push("no %%EOF trailer");
  const xrefOffset = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith("xref", xrefOffset))
    return [...problems, "startxref does not point at xref"];
  const entries = text.slice(xrefOffset).split("\n").slice(2);
  for (const [index, entry] of entries.entries()) {
    const match = /^(\d{10}) 00000 n $/.exec(entry);
    if (!match) break;
    const objectNumber = index + 1;
    if (!text.startsWith(`${objectNumber} 0 obj`, Number(match[1])))
      problems.push(`object ${objectNumber} misplaced`);
  }
  if (!/\/Type \/Catalog/.test(text) || !/\/Type \/Page\b/.test(text))
    problems.push("no catalog or page");
  return problems;
}

describe.each(backends)("%s", (backend) => {
  let reset: ResetResult;
  let cleanup: () => Promise<void>;
  const db = (): Database => reset.db;

  beforeAll(async () => {
    if (backend === "pglite") {
      const dataDir = join(await mkdtemp(join(tmpdir(), "adviser-db-reset-")), "db");
      await mkdir(dataDir);
      await writeFile(join(dataDir, "left-over-from-before"), "stale");
      reset = await resetLocalDatabase({ dataDir });
      cleanup = () => rm(join(dataDir, ".."), { recursive: true, force: true });
    } else {
      const scratch: DatabaseHandle = await openEmptyDatabase(backend);
      // Twice: the second reset has to drop what the first one built.
      await (await resetLocalDatabase({ databaseUrl: scratch.url })).db.close();
      reset = await resetLocalDatabase({ databaseUrl: scratch.url });
      cleanup = () => scratch.dispose();
    }
  });

  afterAll(async () => {
    await reset?.db.close();
    await cleanup?.();
  });

  test("db reset applies the baseline, every migration in order, then the seed", async () => {
    const migrations = (await readdir(migrationsDir))
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(reset.appliedFiles).toEqual([
      "local/db/baseline.sql",
      ...migrations.map((name) => `migrations/${name}`),
      "seed.sql",
    ]);
    const { rows } = await db().query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(rows.map((row) => row.version)).toEqual(migrations.map((name) => name.split("_")[0]));
    if (backend === "pglite") {
      expect(await readdir(reset.target)).not.toContain("left-over-from-before");
    }
  });

  test("the two accounts sign in with the README's passwords, as confirmed email users", async () => {
    for (const account of Object.values(seedAccounts)) {
      const { rows } = await db().query(
        `select u.id, u.aud, u.role, u.email_confirmed_at is not null as confirmed,
                u.encrypted_password like '$2a$10$%' as bcrypt,
                u.encrypted_password = extensions.crypt($2, u.encrypted_password) as password_matches,
                u.encrypted_password = extensions.crypt($2 || '!', u.encrypted_password) as wrong_password_matches,
                u.raw_app_meta_data, i.provider, i.provider_id
         from auth.users u join auth.identities i on i.user_id = u.id
         where u.email = $1`,
        [account.email, account.password],
      );
      expect(rows).toEqual([
        {
          id: account.id,
          aud: "authenticated",
          role: "authenticated",
          confirmed: true,
          bcrypt: true,
          password_matches: true,
          wrong_password_matches: false,
          raw_app_meta_data: { provider: "email", providers: ["email"] },
          provider: "email",
          provider_id: account.id,
        },
      ]);
    }
  });

  test("only admin@example.com is an admin", async () => {
    const { rows } = await db().query(
      "select u.email, r.role from public.user_roles r join auth.users u on u.id = r.user_id",
    );
    expect(rows).toEqual([{ email: seedAccounts.admin.email, role: "admin" }]);
  });

  test("eight or more resources with https links, some featured, owned by the admin", async () => {
    const { rows } = await db().query<{
      title: string;
      url: string;
      is_featured: boolean;
      user_id: string;
    }>("select title, url, is_featured, user_id from public.recommended_resources");
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    expect(rows.filter((row) => !row.url.startsWith("https://"))).toEqual([]);
    expect(rows.filter((row) => row.user_id !== seedAccounts.admin.id)).toEqual([]);
    const featured = rows.filter((row) => row.is_featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(rows.length);
  });

  test("the four dashboard metrics, with the SEO score at its default of 85", async () => {
    const { rows } = await db().query<{ metric_name: string; metric_value: number }>(
      "select metric_name, metric_value from public.website_analytics order by metric_name",
    );
    expect(rows.map((row) => row.metric_name)).toEqual([
      "consultations",
      "email_subscribers",
      "seo_score",
      "total_visitors",
    ]);
    expect(rows.find((row) => row.metric_name === "seo_score")?.metric_value).toBe(85);
  });

  test("demo visits: invented days before today, every one marked is_demo; today starts at zero", async () => {
    const { rows } = await db().query<{ days: number; demo: number; today: number; last: boolean }>(
      `select count(*)::int as days, count(*) filter (where is_demo)::int as demo,
              count(*) filter (where day >= public.analytics_today())::int as today,
              max(day) = public.analytics_today() - 1 as last
       from public.analytics_daily`,
    );
    expect(rows[0]).toEqual({ days: 120, demo: 120, today: 0, last: true });
    const derived = await db().query<{ metric_value: number }>(
      "select metric_value from public.website_analytics where metric_name = 'total_visitors'",
    );
    const last30 = await db().query<{ visitors: number }>(
      "select sum(visitors)::int as visitors from public.analytics_daily where day > public.analytics_today() - 30",
    );
    expect(derived.rows[0]!.metric_value).toBe(last30.rows[0]!.visitors);
  });

  test("one active document of each type /adv and /crs offer, each with its sample PDF in supabase/fixtures", async () => {
    const { rows } = await db().query<{
      name: string;
      document_type: string;
      file_path: string;
      file_size: number;
      mime_type: string;
      sha256: string;
    }>(
      "select name, document_type, file_path, file_size, mime_type, sha256 from public.legal_documents where is_active",
    );
    expect(rows.map((row) => row.document_type).sort()).toEqual(
      documentTypes.map(({ type }) => type).sort(),
    );
    for (const row of rows) {
      const title = documentTypes.find(({ type }) => type === row.document_type)?.title;
      expect(row.name).toBe(`${title} (2026)`);
      expect(row.file_path).toMatch(new RegExp(`^${row.document_type}-\\d{13}\\.pdf$`));
      const bytes = await readFile(join(legalDocumentFixturesDir, row.file_path));
      expect({
        file: row.file_path,
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        problems: pdfStructureProblems(bytes),
      }).toEqual({
        file: row.file_path,
        size: row.file_size,
        sha256: row.sha256,
        problems: [],
      });
      expect(row.mime_type).toBe("application/pdf");
    }
  });

  test("the seed records each sample PDF's object, with the fixture's size and MD5 as Storage writes them", async () => {
    const { rows } = await db().query<{ name: string; size: number; etag: string }>(
      `select name, (metadata ->> 'size')::int as size, metadata ->> 'eTag' as etag
       from storage.objects where bucket_id = 'legal-documents' order by name`,
    );
    const files = (await readdir(legalDocumentFixturesDir)).sort();
    expect(rows.map((row) => row.name)).toEqual(files);
    for (const row of rows) {
      const bytes = await readFile(join(legalDocumentFixturesDir, row.name));
      expect({ size: row.size, etag: row.etag }).toEqual({
        size: bytes.length,
        etag: `"${createHash("md5").update(bytes).digest("hex")}"`,
      });
    }
  });
});

test("every fixture PDF belongs to a seeded document type", async () => {
  const files = await readdir(legalDocumentFixturesDir);
  const types = files.map((file) => basename(file).replace(/-\d+\.pdf$/, "")).sort();
  expect(types).toEqual(documentTypes.map(({ type }) => type).sort());
});

test("db reset refuses a database that is not on this machine", async () => {
  await expect(
    resetLocalDatabase({
      databaseUrl: "postgresql://postgres:secret@db.abcdefghijklmnop.supabase.co:5432/postgres",
    }),
  ).rejects.toThrow(/Refusing to reset db\.abcdefghijklmnop\.supabase\.co/);
});
