// The database `npm run stack` and `npm run dev` serve: built with the demo data and the seed's files
// on the first run, kept as it is on later runs.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openLocalData } from "../../../supabase/local/stack/local-data";
import { localStorageDir } from "../../../supabase/local/core/paths";

let dataRoot: string;
const previous = process.env.LOCAL_STACK_DATA_DIR;
beforeAll(async () => {
  dataRoot = await mkdtemp(join(tmpdir(), "local-database-test-"));
  process.env.LOCAL_STACK_DATA_DIR = dataRoot;
});
afterAll(async () => {
  if (previous === undefined) delete process.env.LOCAL_STACK_DATA_DIR;
  else process.env.LOCAL_STACK_DATA_DIR = previous;
  await rm(dataRoot, { recursive: true, force: true });
});

// Two openings of the data folder, each migrating or reading the whole database: room for a busy
// machine.
it("is created with the seed and its files on the first run, and kept on the next", async () => {
  const first = await openLocalData();
  try {
    expect(first).toMatchObject({ created: true, pendingMigrations: [] });
    const { rows } = await first.db.query<{ id: string }>(
      "select id::text from storage.objects where bucket_id = 'legal-documents'",
    );
    expect(rows).toHaveLength(5); // one sample PDF per document type
    expect((await readdir(join(localStorageDir(), "objects"))).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
    await first.db.query(
      "update public.recommended_resources set title = 'Kept between runs' where is_featured",
    );
  } finally {
    await first.db.close();
  }

  const second = await openLocalData();
  try {
    expect(second).toMatchObject({ created: false, pendingMigrations: [] });
    const { rows } = await second.db.query(
      "select 1 from public.recommended_resources where title = 'Kept between runs'",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(await readdir(join(localStorageDir(), "objects"))).toHaveLength(5);
  } finally {
    await second.db.close();
  }
}, 180_000);
