// The worker side of pglite-thread.ts: PGlite on its data directory, running the statements the
// stack's main thread sends, one at a time. A statement that runs long holds up this thread only.
// Plain JavaScript, so it starts the same way under tsx, vitest and Playwright's web server.
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";

/** An error as plain data: Postgres's fields (code, detail, hint, ...) survive the trip. */
function serialize(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => typeof value === "string"),
  );
  return { ...fields, message: error.message, stack: error.stack };
}

async function run(db, request) {
  if (request.begin) await db.exec("begin");
  if (request.kind === "exec") {
    await db.exec(request.sql);
    return undefined;
  }
  if (request.kind === "close") {
    await db.close();
    return undefined;
  }
  const result = await db.query(request.sql, request.params);
  return {
    rows: result.rows,
    affectedRows: result.affectedRows ?? 0,
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
}

try {
  const db = await PGlite.create({
    dataDir: workerData.dataDir,
    loadDataDir: workerData.snapshot ? new Blob([await readFile(workerData.snapshot)]) : undefined,
    extensions: { pgcrypto, uuid_ossp },
  });
  parentPort.on("message", (request) => {
    run(db, request).then(
      (result) => parentPort.postMessage({ id: request.id, ok: true, result }),
      (error) => parentPort.postMessage({ id: request.id, ok: false, error: serialize(error) }),
    );
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: serialize(error) });
}
