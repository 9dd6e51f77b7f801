// The Docker-free local Supabase stack: one HTTP server with /auth/v1, /rest/v1 and /storage/v1 over
// one database. Tests start it in-process on a free port; `npm run stack` and `npm run dev` on 54321.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAuth } from "./auth/handler";
import { FIVE_MINUTES_MS, RateLimiter } from "./auth/rate-limit";
import type { ApiHandler, StackContext } from "./context";
import type { Database } from "./database";
import { answerPreflight, applyCors } from "./http/cors";
import { HttpError } from "./http/errors";
import { sendJson } from "./http/respond";
import { LOCAL_JWT_SECRET } from "./keys";
import { handleRest } from "./rest/handler";
import { readProjectConfig } from "./project-config";
import { loadSchemaCache, type SchemaCache } from "./schema-cache";
import { storageErrors } from "./storage/errors";
import { handleStorage } from "./storage/handler";
import { ObjectFiles } from "./storage/object-files";

/** The Supabase CLI's API port, so one .env serves `supabase start` and this stack alike. */
export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = "127.0.0.1";
/** Storage's default global upload limit (the CLI's storage.file_size_limit, 50 MiB). */
export const DEFAULT_UPLOAD_LIMIT = 50 * 1024 * 1024;
/** Supabase Auth's default refresh_token_reuse_interval, in seconds. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL = 10;

export interface StackOptions {
  /** An open database with the schema applied; the stack does not close it. */
  database: Database;
  /** Where object bytes are kept (a folder of the stack's data root). */
  storageDir: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  uploadLimit?: number;
  refreshTokenReuseInterval?: number;
  /** Password sign-ins one IP address may make in any 5 minutes; config.toml's sign_in_sign_ups unless given. */
  signInRateLimit?: number;
  log?: (message: string) => void;
}

export interface RunningStack {
  url: string;
  port: number;
  /** Re-reads tables, columns and functions, as PostgREST's schema reload does. */
  refreshSchema(): Promise<void>;
  stop(): Promise<void>;
}

interface Service {
  prefix: string;
  handle: ApiHandler;
  internalError: () => HttpError;
}

const SERVICES: Service[] = [
  {
    prefix: "/auth/v1",
    handle: handleAuth,
    internalError: () =>
      new HttpError(500, { code: "unexpected_failure", message: "Unexpected failure, please check server logs for more information" }),
  },
  {
    prefix: "/rest/v1",
    handle: handleRest,
    internalError: () => new HttpError(500, { code: "PGRSTX00", details: null, hint: null, message: "Internal server error" }),
  },
  { prefix: "/storage/v1", handle: handleStorage, internalError: storageErrors.internal },
];

/**
 * An error answer while the request body is still arriving (an upload over the limit): the
 * connection closes after the answer, and the rest of the body is discarded, not stored.
 */
function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  res.setHeader("Connection", "close");
  res.once("finish", () => {
    req.resume();
    setTimeout(() => req.socket.destroy(), 2000).unref();
  });
}

function respondWithError(error: HttpError, req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  closeAfterAnswer(req, res);
  sendJson(res, error.status, error.body, error.headers);
}

function findService(pathname: string): Service | undefined {
  return SERVICES.find((service) => pathname === service.prefix || pathname.startsWith(`${service.prefix}/`));
}

async function handleRequest(context: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCors(res);
  if (req.method === "OPTIONS") return answerPreflight(req, res);
  // Origin-form targets only ("/path?query"); "//host/..." stays a path, not another origin.
  const target = req.url ?? "";
  if (!target.startsWith("/")) return sendJson(res, 400, { message: "Bad Request" });
  const url = new URL(`${context.publicUrl}${target}`);
  const service = findService(url.pathname);
  if (!service) return sendJson(res, 404, { message: "no Route matched with those values" });
  try {
    await service.handle(context, { req, res, url, path: url.pathname.slice(service.prefix.length) || "/" });
  } catch (error) {
    if (error instanceof HttpError) return respondWithError(error, req, res);
    // A client that hung up mid-request (an upload cancelled, say) needs no answer and is no fault.
    if (req.destroyed || res.destroyed) return;
    context.log(`${req.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
    respondWithError(service.internalError(), req, res);
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.host ?? DEFAULT_HOST;
  const log = options.log ?? ((message: string) => console.log(`[stack] ${message}`));
  await new ObjectFiles(options.storageDir).ensureDirectories();
  const config = readProjectConfig();
  let schema: SchemaCache = await loadSchemaCache(options.database);
  const server = createServer();
  const context: StackContext = {
    db: options.database,
    jwtSecret: options.jwtSecret ?? LOCAL_JWT_SECRET,
    publicUrl: "",
    schema: () => schema,
    refreshSchema: async () => {
      schema = await loadSchemaCache(options.database);
    },
    storageDir: options.storageDir,
    uploadLimit: options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL,
    signInLimiter: new RateLimiter(options.signInRateLimit ?? config.signInSignUpsPer5Minutes, FIVE_MINUTES_MS),
    log,
  };

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    handleRequest(context, req, res).catch((error: unknown) => {
      log(`unhandled: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: "Internal Server Error" });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  context.publicUrl = `http://${host}:${port}`;

  return {
    url: context.publicUrl,
    port,
    refreshSchema: context.refreshSchema,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
