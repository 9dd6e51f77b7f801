// /rest/v1: the PostgREST endpoints supabase-js calls: /<table> (read, insert, update, delete) and
// /rpc/<function>. Each runs as one transaction in the caller's role; Postgres (grants and row-level
// security) decides.
import type { ApiHandler } from "../core/context";
import { postgrestError, restErrors } from "./errors";
import { handleMutation } from "./mutation";
import { handleRead } from "./read";
import { authenticate, checkProfile, decodeSegment, lookupRelation, parseParams } from "./request";
import { handleRpc } from "./rpc";

export const handleRest: ApiHandler = async (context, request) => {
  const method = request.req.method ?? "";
  const segments = request.path.split("/").filter((segment) => segment !== "");
  const identity = authenticate(context, request);
  checkProfile(request, method);

  if (segments.length === 2 && segments[0] === "rpc") {
    return handleRpc(context, request, identity, decodeSegment(segments[1] ?? ""));
  }
  if (segments.length !== 1) throw postgrestError(404, "PGRST125", "Invalid path specified in request URL");
  const relation = lookupRelation(context, decodeSegment(segments[0] ?? ""));
  if (method === "PUT") throw restErrors.notImplemented("PUT (single-row upsert)");
  if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) throw restErrors.unsupportedMethod(method);

  const params = parseParams(request);
  if (method === "GET" || method === "HEAD") return handleRead(context, request, identity, relation, params);
  return handleMutation(context, request, identity, relation, params);
};
