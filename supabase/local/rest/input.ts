// What a /rest/v1 request names and sends: the relation in its path, its query parameters and its
// JSON body, each failure answered in PostgREST's shape.
import type { ApiRequest, StackContext } from "../http/context";
import { BodyTooLargeError, MalformedJsonError } from "../core/errors";
import { qualifiedKey, type Relation } from "../db/schema-cache";
import { readJson } from "../http/body";
import { postgrestError, restErrors } from "./errors";
import {
  NotImplementedError,
  parseQueryParams,
  QueryParamError,
  type QueryParams,
} from "./query-params";

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw restErrors.invalidPath();
  }
}

export function lookupRelation(context: StackContext, name: string): Relation {
  const relation = context.schema().relations.get(qualifiedKey("public", name));
  if (!relation) throw restErrors.tableNotFound("public", name);
  return relation;
}

export function parseParams(request: ApiRequest): QueryParams {
  try {
    return parseQueryParams(request.url.searchParams);
  } catch (error) {
    if (error instanceof QueryParamError) throw restErrors.queryParam(error.message, error.details);
    if (error instanceof NotImplementedError) throw restErrors.notImplemented(error.details);
    throw error;
  }
}

export async function readBodyJson(request: ApiRequest): Promise<unknown> {
  try {
    return await readJson(request.req);
  } catch (error) {
    if (error instanceof MalformedJsonError) throw restErrors.invalidBody("Empty or invalid json");
    if (error instanceof BodyTooLargeError)
      throw postgrestError(413, "PGRST102", "Request body too large");
    throw error;
  }
}
