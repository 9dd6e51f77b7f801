// Vitest global setup of the `node` project: the run's PGlite snapshots (supabase/local/db/snapshot.ts),
// made once, named to every test process through the environment it inherits, removed at the end.
import { makePgliteSnapshots, SNAPSHOTS_ENV } from "../../supabase/local/db/snapshot";

export default async function setup() {
  const snapshots = await makePgliteSnapshots();
  process.env[SNAPSHOTS_ENV] = JSON.stringify({ empty: snapshots.empty, seeded: snapshots.seeded });
  return async () => {
    delete process.env[SNAPSHOTS_ENV];
    await snapshots.remove();
  };
}
