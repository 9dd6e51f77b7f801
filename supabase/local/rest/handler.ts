// /rest/v1: the PostgREST endpoints supabase-js calls, as a route table: /<table> (read, insert,
// update, delete) and /rpc/<function>. Each runs as one transaction in the caller's role; Postgres
// (grants and row-level security) decides. The caller's token is checked before the path, the path
// before the schema profile, and that before the method, in PostgREST's order. A body is a table's
// rows or a function's arguments, whatever their shape: the routes read it themselves (input.ts).
import type { Identity } from "../core/identity";
import { dispatch, type Route, type RouteTable } from "../http/router";
import { restErrors } from "./errors";
import { handleMutation } from "./mutation";
import { handleRead } from "./read";
import { authenticate } from "./caller";
import { decodeSegment, lookupRelation, parseParams } from "./input";
import { checkProfile } from "./negotiation";
import { handleRpc } from "./rpc";

type Handle = Route<Identity>["handle"];

const rpc: Handle = async (context, request, { params, scope: identity }) => {
  checkProfile(request);
  return handleRpc(context, request, identity, decodeSegment(params.name ?? ""));
};

/** `run` gets the relation the path names; the root (no name) is no relation. */
const onTable =
  (run: (...args: Parameters<typeof handleRead>) => Promise<void>): Handle =>
  async (context, request, { params, scope: identity }) => {
    if (!params.table) throw restErrors.invalidPath();
    checkProfile(request);
    const relation = lookupRelation(context, decodeSegment(params.table));
    return run(context, request, identity, relation, parseParams(request));
  };

const unsupportedPut: Handle = onTable(async () => {
  throw restErrors.notImplemented("PUT (single-row upsert)");
});

const ROUTES: readonly Route<Identity>[] = [
  ...["GET", "HEAD", "POST"].map((method) => ({ method, path: "/rpc/:name", handle: rpc })),
  ...["GET", "HEAD"].map((method) => ({ method, path: "/:table", handle: onTable(handleRead) })),
  ...["POST", "PATCH", "DELETE"].map((method) => ({
    method,
    path: "/:table",
    handle: onTable(handleMutation),
  })),
  { method: "PUT", path: "/:table", handle: unsupportedPut },
];

export const handleRest = dispatch<Identity>({
  routes: ROUTES,
  // PostgREST reads the path as its non-empty segments: /rpc//fn is /rpc/fn.
  path: (request) =>
    `/${request.path
      .split("/")
      .filter((segment) => segment !== "")
      .join("/")}`,
  prepare: authenticate,
  unknownPath: () => restErrors.invalidPath(),
  wrongMethod(_context, request, _identity, path) {
    checkProfile(request);
    const method = request.req.method ?? "";
    return path.startsWith("/rpc/")
      ? restErrors.rpcMethod(method)
      : restErrors.unsupportedMethod(method);
  },
} satisfies RouteTable<Identity>);
