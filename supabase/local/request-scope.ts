// Every API request runs in one transaction as the role of its JWT, with the claims and request
// details in the settings PostgREST and Storage set, so row-level security decides what it may do.
import type { IncomingHttpHeaders } from "node:http";
import type { Database, Queryable } from "./database";
import type { JwtClaims } from "./jwt";
import { durationMs } from "./postgres-duration";
import type { SchemaCache } from "./schema-cache";

export interface RequestScope {
  role: string;
  claims: JwtClaims;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Extra transaction-local settings, e.g. Storage's `storage.operation`. */
  settings?: Record<string, string>;
}

function headersJson(headers: IncomingHttpHeaders): string {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return JSON.stringify(flat);
}

/**
 * Runs `fn` in a transaction switched to `scope.role` (which the caller has checked is an API role
 * that exists). The role's own statement_timeout applies, as PostgREST applies impersonated roles'
 * settings: PostgreSQL enforces it, and PGlite on its thread is given it to enforce.
 */
export function asRequestRole<T>(
  db: Database,
  schema: SchemaCache,
  scope: RequestScope,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const settings: Record<string, string> = {
    role: scope.role,
    "request.jwt.claims": JSON.stringify(scope.claims),
    "request.jwt.claim.role": scope.role,
    "request.jwt.claim.sub": typeof scope.claims.sub === "string" ? scope.claims.sub : "",
    "request.method": scope.method,
    "request.path": scope.path,
    "request.headers": headersJson(scope.headers),
    ...schema.roleSettings.get(scope.role),
    ...scope.settings,
  };
  const entries = Object.entries(settings);
  const calls = entries.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
  const statementTimeoutMs = durationMs(settings.statement_timeout);
  return db.transaction(async (tx) => {
    await tx.query(`select ${calls.join(", ")}`, entries.flat());
    return fn(tx);
  }, { statementTimeoutMs });
}
