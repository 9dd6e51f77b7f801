// A throw-away PostgreSQL database beside the one a URL names (tests and benchmarks): created empty,
// dropped again by dispose().
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "./database";

export interface ScratchDatabase {
  db: Database;
  url: string;
  dispose(): Promise<void>;
}

export async function openScratchPostgres(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const server = await openDatabase({ url: serverUrl });
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await server.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      // The pool's end does not wait for the server to end its sessions; a forced drop under them
      // would make them report a lost connection. Give them a moment to go.
      for (let tries = 0; tries < 50 && (await sessionCount(server, name)) > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await server.query(`drop database if exists ${name} with (force)`);
      await server.close();
    },
  };
}

async function sessionCount(server: Database, name: string): Promise<number> {
  const { rows } = await server.query<{ sessions: number }>(
    "select count(*)::int as sessions from pg_stat_activity where datname = $1",
    [name],
  );
  return rows[0]?.sessions ?? 0;
}
