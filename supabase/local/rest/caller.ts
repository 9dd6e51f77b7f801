// Who calls /rest/v1 (API key and JWT, a role the database knows and the API may use), and the
// transaction in that role, its database errors answered as PostgREST answers them.
import type { ApiRequest, StackContext } from "../http/context";
import { requireApiKey } from "../http/gateway";
import { type Identity, isApiRole, resolveIdentity } from "../core/identity";
import { inRequestScope } from "../http/request-scope";
import type { Queryable } from "../db/database";
import { fromDatabaseError, jwtError, postgrestError, restErrors } from "./errors";

export async function authenticate(context: StackContext, request: ApiRequest): Promise<Identity> {
  await requireApiKey(request, context.keys);
  const result = await resolveIdentity(request.req, request.url, context.keys);
  if (!result.ok) {
    throw result.failure === "missing" ? jwtError("empty") : jwtError(result.failure, result.parts);
  }
  const { role } = result.identity;
  if (!context.schema().roles.has(role)) {
    throw postgrestError(401, "22023", `role "${role}" does not exist`, null, null, {
      "WWW-Authenticate": "Bearer",
    });
  }
  if (!isApiRole(role)) throw restErrors.roleNotAllowed(role);
  return result.identity;
}

export function inTransaction<T>(
  context: StackContext,
  request: ApiRequest,
  identity: Identity,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return inRequestScope(context, request, identity, {}, fn).catch((error: unknown) => {
    throw fromDatabaseError(error, identity.role !== "anon") ?? error;
  });
}
