import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's supabase/ folder: migrations, seed, fixtures. */
export const supabaseDir = fileURLToPath(new URL("../..", import.meta.url));
/** The repository: config.toml's mail template paths are relative to it, as the CLI reads them. */
export const repositoryRoot = join(supabaseDir, "..");

export const baselineFile = join(supabaseDir, "local", "db", "baseline.sql");
export const migrationsDir = join(supabaseDir, "migrations");
export const seedFile = join(supabaseDir, "seed.sql");
/** Sample PDFs named like the seeded legal_documents.file_path values. */
export const legalDocumentFixturesDir = join(supabaseDir, "fixtures", "legal-documents");

/** Root of the local stack's data: supabase/.local, or LOCAL_STACK_DATA_DIR (relative to the cwd). */
export function localDataRoot(): string {
  const override = process.env.LOCAL_STACK_DATA_DIR;
  return override ? resolve(override) : join(supabaseDir, ".local");
}

/** PGlite's data directory. */
export function localDatabaseDir(): string {
  return join(localDataRoot(), "db");
}

/** Where the local Storage API keeps object bytes. */
export function localStorageDir(): string {
  return join(localDataRoot(), "storage");
}
