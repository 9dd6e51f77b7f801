// npm run db:types: src/lib/database.types.ts generated from supabase/migrations, as
// `supabase gen types typescript --local --schema public` writes it (the same generator,
// @supabase/postgrest-typegen, which postgres-meta runs for the CLI), over a throw-away PGlite
// database migrated in memory, so no server is needed. `--check` writes nothing and fails when the
// committed file differs; tests/build/database-types.test.ts makes the same comparison in npm test.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { generateTypescript, introspect, sortGeneratorMetadata } from "@supabase/postgrest-typegen";
import { format, resolveConfig } from "prettier";
import { openDatabase, type Queryable } from "../supabase/local/db/database";
import { applySchema } from "../supabase/local/db/migrate";

export const databaseTypesFile = fileURLToPath(
  new URL("../src/lib/database.types.ts", import.meta.url),
);

/** The PostgREST version hosted projects run, which the CLI passes to the generator. */
const postgrestVersion = "13.0.5";

const header = `// Generated from supabase/migrations by \`npm run db:types\` (scripts/db-types.ts); do not edit.
// npm test fails when it no longer matches the migrations.
`;

/** The TypeScript types of `db`'s public schema, formatted as the project's Prettier does. */
export async function typesOf(db: Queryable): Promise<string> {
  const metadata = sortGeneratorMetadata(await introspect(db, { includedSchemas: ["public"] }));
  const prettier = { ...(await resolveConfig(databaseTypesFile)), filepath: databaseTypesFile };
  return generateTypescript(metadata, {
    postgrestVersion,
    format: (code) => format(header + code, prettier),
  });
}

/** The types of the public schema the migrations make. */
async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({});
  try {
    await applySchema(db);
    return await typesOf(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const generated = await generateDatabaseTypes();
  if (process.argv.includes("--check")) {
    const committed = await readFile(databaseTypesFile, "utf8");
    if (committed !== generated) {
      console.error("src/lib/database.types.ts is stale: run npm run db:types");
      process.exit(1);
    }
    console.log("src/lib/database.types.ts matches the migrations");
  } else {
    await writeFile(databaseTypesFile, generated);
    console.log("wrote src/lib/database.types.ts");
  }
}
