// PGlite in a worker thread, behind the same Database interface. In-process PGlite runs a statement
// to its end on the caller's thread: Postgres's statement_timeout timer is a JavaScript timer there,
// and cannot fire while WebAssembly runs, so one slow query froze every API. Here the database has
// its own thread: the event loop stays free while a statement runs, and a statement that outlives
// its role's statement_timeout is stopped by ending the thread and reopening the data directory.
// Postgres then recovers as after a crash: committed work is kept, the stopped transaction is gone.
import { mkdir } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import pLimit from "p-limit";
import type { Database, Queryable, QueryResult } from "./database";

const WORKER_SCRIPT = new URL("./pglite-thread-worker.mjs", import.meta.url);
/** How long closing waits for a running statement before it ends the thread anyway. */
const CLOSE_WAIT_MS = 5000;

/** `begin` starts a transaction just before the statement, in the same trip to the thread. */
type Request = (
  | { kind: "query"; sql: string; params: unknown[] }
  | { kind: "exec"; sql: string }
  | { kind: "close" }
) & {
  begin?: boolean;
};

type SerializedError = { message: string } & Record<string, string>;

interface Reply {
  id?: number;
  ok?: boolean;
  ready?: boolean;
  result?: unknown;
  error?: SerializedError;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function deserialize(data: SerializedError | undefined): Error {
  const error = new Error(data?.message ?? "unknown database thread error");
  return Object.assign(error, data);
}

/** What Postgres says when statement_timeout stops a statement. */
function statementTimeout(): Error {
  return Object.assign(new Error("canceling statement due to statement timeout"), {
    code: "57014",
  });
}

class DatabaseThread {
  private worker!: Worker;
  private ready!: Promise<void>;
  /** The worker whose database opened: only such a thread is restarted when it dies. */
  private opened?: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private closing = false;
  /** Counts the thread's starts: a transaction begun before a restart has already been rolled back. */
  generation = 0;

  /** A PGlite data directory dump to start from, loaded by the first start only. */
  private snapshot: string | undefined;

  constructor(
    private readonly dataDir: string,
    snapshot?: string,
  ) {
    this.snapshot = snapshot;
    this.start();
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  private start(): void {
    this.generation += 1;
    const worker = new Worker(WORKER_SCRIPT, {
      workerData: { dataDir: this.dataDir, snapshot: this.snapshot },
    });
    this.snapshot = undefined;
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once("message", (reply: Reply) => {
        if (!reply.ready) return reject(deserialize(reply.error));
        this.opened = worker;
        resolve();
      });
      worker.once("error", reject);
    });
    // Whoever runs the next statement sees a failed start; it must not surface as unhandled.
    this.ready.catch(() => undefined);
    worker.on("message", (reply: Reply) => this.settle(reply));
    worker.on("error", (error) => this.lost(worker, error));
    worker.on("exit", (code) =>
      this.lost(worker, new Error(`the database thread stopped (exit code ${code})`)),
    );
  }

  private settle(reply: Reply): void {
    if (reply.id === undefined) return;
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(deserialize(reply.error));
  }

  /** The thread died on its own (a WebAssembly abort, say): fail what it was doing and start anew. */
  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker || worker !== this.opened || this.closing) return;
    this.restart(error);
  }

  /** Ends the thread (rolling back whatever it was doing) and opens the database again. */
  restart(reason: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(reason);
    this.waiting.clear();
    void this.worker.terminate();
    this.start();
  }

  /** Sends one request; past `timeoutMs` (0: none) the thread is ended and the request fails with 57014. */
  async run<T>(request: Request, timeoutMs = 0): Promise<T> {
    await this.ready;
    const id = (this.nextId += 1);
    const worker = this.worker;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              if (this.waiting.has(id) && worker === this.worker) this.restart(statementTimeout());
            }, timeoutMs)
          : undefined;
      this.waiting.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, ...request });
    });
  }

  /** Closes the database cleanly, unless a statement keeps it busy past CLOSE_WAIT_MS: then the thread just ends. */
  async close(): Promise<void> {
    this.closing = true;
    try {
      await Promise.race([
        this.run({ kind: "close" }),
        sleep(CLOSE_WAIT_MS, undefined, { ref: false }),
      ]);
    } finally {
      await this.worker.terminate();
    }
  }
}

/** PGlite (with pgcrypto and uuid-ossp) in `dataDir`, on its own thread. */
/**
 * PGlite on its own thread in dataDir; `snapshot`, a file of PGlite's dumpDataDir (see snapshot.ts),
 * fills an empty dataDir from it instead of Postgres's initdb.
 */
export async function openPgliteThread(dataDir: string, snapshot?: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const thread = new DatabaseThread(dataDir, snapshot);
  try {
    await thread.whenReady();
  } catch (error) {
    await thread.close().catch(() => undefined);
    throw error;
  }
  // One connection: a statement or a whole transaction at a time, as PGlite itself allows.
  const exclusive = pLimit(1);
  const unlimited: Queryable = {
    query: <T>(sql: string, params: unknown[] = []) =>
      thread.run<QueryResult<T>>({ kind: "query", sql, params }),
    exec: (sql: string) => thread.run<void>({ kind: "exec", sql }),
  };
  return {
    kind: "pglite",
    query: (sql, params) => exclusive(() => unlimited.query(sql, params)),
    exec: (sql) => exclusive(() => unlimited.exec(sql)),
    transaction: (fn, options = {}) =>
      exclusive(async () => {
        const generation = thread.generation;
        // BEGIN travels with the first statement: one trip to the thread fewer per request.
        let begun = false;
        const send = <T>(request: Request, timeoutMs = 0) => {
          const first = !begun;
          begun = true;
          return thread.run<T>({ ...request, begin: first }, timeoutMs);
        };
        const timeoutMs = options.statementTimeoutMs ?? 0;
        const tx: Queryable = {
          query: <T>(sql: string, params: unknown[] = []) =>
            send<QueryResult<T>>({ kind: "query", sql, params }, timeoutMs),
          exec: (sql: string) => send<void>({ kind: "exec", sql }),
        };
        try {
          const result = await fn(tx);
          if (begun) await unlimited.exec("commit");
          return result;
        } catch (error) {
          // After a restart there is no transaction left to roll back; if rolling back fails, a
          // restart is the way to end the transaction.
          if (begun && thread.generation === generation) {
            await unlimited
              .exec("rollback")
              .catch((rollbackError: Error) => thread.restart(rollbackError));
          }
          throw error;
        }
      }),
    close: () => thread.close(),
  };
}
