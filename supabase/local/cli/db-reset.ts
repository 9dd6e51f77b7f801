// npm run db:reset: a fresh local database with the schema and the demo data.
// PGlite in supabase/.local/db (LOCAL_STACK_DATA_DIR moves it), or the PostgreSQL on this machine
// named by DATABASE_URL, whose schemas are dropped and rebuilt.
import { rm } from "node:fs/promises";
import { localStorageDir } from "../core/paths";
import { resetLocalDatabase, seedAccounts } from "../db/reset";
import { storeSeedFiles } from "../storage/seed-files";

const { db, target, appliedFiles } = await resetLocalDatabase({
  databaseUrl: process.env.DATABASE_URL,
});
try {
  console.log(`Reset the ${db.kind === "pglite" ? "PGlite" : "PostgreSQL"} database at ${target}`);
  for (const file of appliedFiles) console.log(`  applied ${file}`);

  const { rows } = await db.query<{ table_name: string; rows: number }>(
    `select 'auth.users' as table_name, count(*)::int as rows from auth.users
     union all select 'public.user_roles', count(*)::int from public.user_roles
     union all select 'public.recommended_resources', count(*)::int from public.recommended_resources
     union all select 'public.website_analytics', count(*)::int from public.website_analytics
     union all select 'public.analytics_daily', count(*)::int from public.analytics_daily
     union all select 'public.legal_documents', count(*)::int from public.legal_documents`,
  );
  console.log("Seeded:");
  for (const row of rows) console.log(`  ${row.table_name.padEnd(30)} ${row.rows} rows`);

  // The storage objects belonged to the old database: replace them with the seed's documents.
  await rm(localStorageDir(), { recursive: true, force: true });
  const stored = await storeSeedFiles(db, localStorageDir());
  console.log(
    `Stored ${stored.length} sample documents in the legal-documents bucket (${localStorageDir()})`,
  );
  console.log("Accounts:");
  console.log(`  ${seedAccounts.admin.email} / ${seedAccounts.admin.password}  (admin)`);
  console.log(`  ${seedAccounts.visitor.email} / ${seedAccounts.visitor.password}  (not admin)`);
} finally {
  await db.close();
}
