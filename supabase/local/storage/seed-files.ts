// The seed's sample PDFs into the legal-documents bucket: one storage object (row and bytes) per
// seeded legal_documents row, from supabase/fixtures/legal-documents/<file_path>, so /adv works on a
// fresh database. Written as the privileged role, like an upload with the service-role key.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Database } from "../db/database";
import { legalDocumentFixturesDir } from "../db/paths";
import { ObjectFiles } from "./object-files";
import { writeObjectRow } from "./objects-table";

export const LEGAL_DOCUMENTS_BUCKET = "legal-documents";

/** Stores every seeded document's file; returns the object names stored. */
export async function storeSeedFiles(db: Database, storageDir: string): Promise<string[]> {
  const files = new ObjectFiles(storageDir);
  await files.ensureDirectories();
  const { rows } = await db.query<{ file_path: string; mime_type: string }>(
    "select file_path, mime_type from public.legal_documents order by file_path",
  );
  for (const { file_path: name, mime_type: mimeType } of rows) {
    if (basename(name) !== name)
      throw new Error(`legal_documents.file_path is not a plain file name: ${name}`);
    const bytes = await readFile(join(legalDocumentFixturesDir, name));
    const tempPath = files.tempPath();
    await writeFile(tempPath, bytes);
    try {
      await db.transaction(async (tx) => {
        const file = {
          size: bytes.length,
          eTag: `"${createHash("md5").update(bytes).digest("hex")}"`,
          mimeType,
          cacheControl: "max-age=3600",
        };
        const id = await writeObjectRow(
          tx,
          { bucket: LEGAL_DOCUMENTS_BUCKET, name, owner: undefined, file },
          true,
        );
        await files.commit(tempPath, id);
      });
    } finally {
      await files.discard(tempPath);
    }
  }
  return rows.map((row) => row.file_path);
}
