// The local stack's data, database and Storage's files together: a database created on this run gets
// the seed's files too, in a folder started afresh (objects left from an earlier database would have
// no rows).
import { rm } from "node:fs/promises";
import { localStorageDir } from "../core/paths";
import { type LocalDatabase, openLocalDatabase } from "../db/local-database";
import { storeSeedFiles } from "../storage/seed-files";

export async function openLocalData(
  options: { databaseUrl?: string; storageDir?: string } = {},
): Promise<LocalDatabase> {
  const local = await openLocalDatabase(options);
  if (!local.created) return local;
  try {
    const storageDir = options.storageDir ?? localStorageDir();
    await rm(storageDir, { recursive: true, force: true });
    await storeSeedFiles(local.db, storageDir);
    return local;
  } catch (error) {
    await local.db.close();
    throw error;
  }
}
