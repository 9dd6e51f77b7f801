// npm run db:page-schemas: keeps the database's copy of the pages' schemas true. The zod schema of
// each page (src/features/site-content/schemas/) is the one source; private.page_content_schemas
// holds its JSON Schema, which every published version is checked against. After a schema's
// change this writes a migration that updates the rows that differ (over a throw-away PGlite
// migrated in memory, as npm run db:types does); tests/features/site-content fails until it exists.
// A change that published versions no longer meet (a new required field) needs a migration of its
// own that publishes each page again with the field filled in, before this one.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase } from "../supabase/local/db/database";
import { applySchema } from "../supabase/local/db/migrate";
import { migrationsDir } from "../supabase/local/core/paths";
import { storedPageSchema } from "../src/features/site-content/schemas/json-schema";
import { pageKeys, type PageKey } from "../src/features/site-content/schemas/page-schemas";

const db = await openDatabase({});
try {
  await applySchema(db);
  // Compared as jsonb, which orders an object's keys its own way.
  const changed: PageKey[] = [];
  for (const key of pageKeys) {
    const { rows } = await db.query(
      "select 1 from private.page_content_schemas where page_key = $1 and schema = $2::jsonb",
      [key, JSON.stringify(storedPageSchema(key))],
    );
    if (rows.length === 0) changed.push(key);
  }
  if (changed.length === 0) {
    console.log("The database's page schemas match the zod schemas: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const file = join(migrationsDir, `${stamp}_page_content_schemas.sql`);
    const updates = changed.map(
      (key) =>
        `update private.page_content_schemas\n   set schema = $schema$${JSON.stringify(storedPageSchema(key), null, 2)}$schema$::jsonb\n where page_key = '${key}';`,
    );
    await writeFile(
      file,
      `-- The JSON Schema of ${changed.join(", ")}, from zod (npm run db:page-schemas).\n\n${updates.join("\n\n")}\n`,
    );
    console.log(`Wrote ${file}: run npm run db:reset for the local database.`);
  }
} finally {
  await db.close();
}
