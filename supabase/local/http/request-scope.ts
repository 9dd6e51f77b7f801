// Every API request runs in one transaction as the role of its JWT, with the claims and the request
// details PostgREST sets (request.jwt.claims, request.method, request.path, request.headers,
// request.cookies), so row-level security, policies and functions can read them, e.g.
// current_setting('request.headers', true)::json ->> 'x-forwarded-for'.
import type { IncomingMessage } from "node:http";
import type { ApiRequest, StackContext } from "./context";
import type { Queryable } from "../db/database";
import type { Identity } from "../core/identity";
import { durationMs } from "../core/postgres-duration";

/** Header names lowercase, repeated headers joined with ", " (as PostgREST's request.headers). */
function headersJson(req: IncomingMessage): string {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  // As a proxy does, the stack appends the address it was called from (its socket's peer) to the
  // X-Forwarded-For the client sent: the last address is the one no client can choose.
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = flat["x-forwarded-for"];
  flat["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
  return JSON.stringify(flat);
}

/** The Cookie header as PostgREST's request.cookies: { name: value }, the first of a repeated name. */
function cookiesJson(req: IncomingMessage): string {
  const cookies: Record<string, string> = {};
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (name !== "" && !(name in cookies)) cookies[name] = pair.slice(separator + 1).trim();
  }
  return JSON.stringify(cookies);
}

/**
 * Runs `fn` in a transaction switched to the caller's role (which the service has checked is an API
 * role that exists), with the request settings and the service's own `settings` (Storage's
 * `storage.operation`, say). The role's statement_timeout applies, as PostgREST applies impersonated
 * roles' settings: PostgreSQL enforces it, and PGlite on its thread is given it to enforce.
 */
export function inRequestScope<T>(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  settings: Record<string, string>,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { role, claims } = identity;
  const all: Record<string, string> = {
    role,
    "request.jwt.claims": JSON.stringify(claims),
    "request.jwt.claim.role": role,
    "request.jwt.claim.sub": typeof claims.sub === "string" ? claims.sub : "",
    "request.method": request.req.method ?? "GET",
    // The path as the service sees it, behind the gateway that strips /rest/v1 or /storage/v1.
    "request.path": request.path,
    "request.headers": headersJson(request.req),
    "request.cookies": cookiesJson(request.req),
    ...context.schema().roleSettings.get(role),
    ...settings,
  };
  const entries = Object.entries(all);
  const calls = entries.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
  const statementTimeoutMs = durationMs(all.statement_timeout);
  return context.db.transaction(
    async (tx) => {
      await tx.query(`select ${calls.join(", ")}`, entries.flat());
      return fn(tx);
    },
    { statementTimeoutMs },
  );
}
