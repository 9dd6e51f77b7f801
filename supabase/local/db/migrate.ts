import { readdir, readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import type { Database } from "./database";
import { baselineFile, migrationsDir, seedFile, supabaseDir } from "../core/paths";

export interface SchemaFile {
  kind: "baseline" | "migration" | "seed";
  path: string;
}

const migrationFileName = /^(\d+)_(\w+)\.sql$/;

/** The files applySchema runs, in order. */
export async function schemaFiles(options: { seed?: boolean } = {}): Promise<SchemaFile[]> {
  const migrations = (await readdir(migrationsDir))
    .filter((name) => migrationFileName.test(name))
    .sort();
  return [
    { kind: "baseline", path: baselineFile },
    ...migrations.map((name): SchemaFile => ({
      kind: "migration",
      path: join(migrationsDir, name),
    })),
    ...(options.seed ? [{ kind: "seed", path: seedFile } as const] : []),
  ];
}

/**
 * Applies baseline.sql, then supabase/migrations/*.sql in order, then (when seed) seed.sql, each file
 * in its own transaction, recording migrations in supabase_migrations.schema_migrations as the
 * Supabase CLI does. Expects an empty database.
 */
export async function applySchema(db: Database, options: { seed?: boolean } = {}): Promise<void> {
  for (const file of await schemaFiles(options)) {
    const sql = await readFile(file.path, "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        const [, version, name] = migrationFileName.exec(basename(file.path)) ?? [];
        if (file.kind === "migration") {
          await tx.query(
            "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
            [version, name, [sql]],
          );
        }
      });
    } catch (error) {
      if (error instanceof Error)
        error.message = `${relative(supabaseDir, file.path)}: ${error.message}`;
      throw error;
    }
  }
}
