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
      await server.query(`drop database if exists ${name} with (force)`);
      await server.close();
    },
  };
}
