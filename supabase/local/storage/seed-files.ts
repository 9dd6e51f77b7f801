// The seed's sample PDFs into the legal-documents bucket: seed.sql records each object (before its
// document, as an upload stores the file first) and this writes the bytes of each from
// supabase/fixtures/legal-documents/<name>, so /adv works on a fresh database.
import { readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Database } from "../db/database";
import { legalDocumentFixturesDir } from "../core/paths";
import { ObjectFiles } from "./object-files";

export const LEGAL_DOCUMENTS_BUCKET = "legal-documents";

/** Stores the bytes of every object the seed recorded in the bucket; returns the object names. */
export async function storeSeedFiles(db: Database, storageDir: string): Promise<string[]> {
  const files = new ObjectFiles(storageDir);
  await files.ensureDirectories();
  const { rows } = await db.query<{ id: string; name: string }>(
    "select id::text, name from storage.objects where bucket_id = $1 order by name",
    [LEGAL_DOCUMENTS_BUCKET],
  );
  for (const { id, name } of rows) {
    if (basename(name) !== name) throw new Error(`not a plain file name: ${name}`);
    const tempPath = files.tempPath();
    try {
      await writeFile(tempPath, await readFile(join(legalDocumentFixturesDir, name)));
      await files.commit(tempPath, id);
    } finally {
      await files.discard(tempPath);
    }
  }
  return rows.map((row) => row.name);
}
