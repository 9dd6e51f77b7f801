// src/lib/database.types.ts is what the type generator makes of the migrations (scripts/db-types.ts):
// a migration without `npm run db:types` fails here, and so would a hand edit of the file.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseTypesFile, typesOf } from "../../scripts/db-types";
import { openDatabase, type Database } from "../../supabase/local/db/database";
import { applySchema } from "../../supabase/local/db/migrate";

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await applySchema(db);
}, 180_000);
afterAll(() => db.close());

it("src/lib/database.types.ts matches the migrations", async () => {
  expect(await typesOf(db)).toBe(await readFile(databaseTypesFile, "utf8"));
});

it("a schema change the file does not have makes it stale", async () => {
  await db.exec("alter table public.site_settings add column footer_note text");
  const generated = await typesOf(db);
  expect(generated).toContain("footer_note: string | null;");
  expect(generated).not.toBe(await readFile(databaseTypesFile, "utf8"));
});
