// Routes as data, as Supabase Storage declares them: each route names its method and path pattern
// ("/admin/users/:id": a ":name" segment captures one path segment; a final "*" captures one or more,
// still percent-encoded, as params["*"]), the middleware that runs before its body is read (its
// guard), its body's schema and its handler. Each service has one route table; the server matches the
// request once (dispatch), the table's own reader parses the body with the route's schema (answering
// a bad one with the service's error) and only then does the handler run. A path no route knows, or a
// method its routes do not take, is answered with the service's own error.
import type { z } from "zod";
import type { ApiHandler, ApiRequest, StackContext } from "./context";

export type Params = Record<string, string>;

/** What the dispatcher hands a route's handler. */
export interface RouteInput<Scope, Guarded, Body> {
  params: Params;
  /** What the table prepared for every request of its service (the caller, say). */
  scope: Scope;
  /** What the route's guard returned (the signed-in user, say). */
  guarded: Guarded;
  /** The body, parsed with the route's schema; undefined when the route declares none. */
  body: Body;
}

export interface RouteDeclaration<Scope, Guarded, Body> {
  method: string;
  path: string;
  /** The route's middleware, in the service's order, before the body is read (a sign-in check, a rate limit). */
  guard?(
    context: StackContext,
    request: ApiRequest,
    params: Params,
    scope: Scope,
  ): Promise<Guarded> | Guarded;
  /** The body's schema; a function of the guard's answer when that decides (POST /token's grant). */
  body?: z.ZodType<Body> | ((guarded: Guarded) => z.ZodType<Body>);
  handle(
    context: StackContext,
    request: ApiRequest,
    input: RouteInput<Scope, Guarded, Body>,
  ): Promise<void>;
}

export type Route<Scope = void> = RouteDeclaration<Scope, unknown, unknown>;

/**
 * Declares the routes of a table whose scope is `Scope`, each with its own guard and body types. The
 * table holds them as `Route<Scope>`: the dispatcher hands each route what its own guard returned
 * and what its own schema parsed, so the types it checked here still hold.
 */
export const routesOf =
  <Scope = void>() =>
  <Guarded = undefined, Body = undefined>(
    declaration: RouteDeclaration<Scope, Guarded, Body>,
  ): Route<Scope> =>
    declaration as unknown as Route<Scope>;

export interface RouteTable<Scope = void> {
  routes: readonly Route<Scope>[];
  /** The path the routes are matched against: the service's reading of request.path. */
  path?(request: ApiRequest): string;
  /** Runs before matching, as the service's middleware does (the API key, the caller's token). */
  prepare(context: StackContext, request: ApiRequest): Promise<Scope> | Scope;
  /** Reads and parses a route's body with its schema, or throws the service's error for a bad one. */
  readBody?(request: ApiRequest, schema: z.ZodType): Promise<unknown>;
  unknownPath(
    context: StackContext,
    request: ApiRequest,
    scope: Scope,
    path: string,
  ): Promise<Error> | Error;
  /** `allowed`: the methods the path's routes take. */
  wrongMethod(
    context: StackContext,
    request: ApiRequest,
    scope: Scope,
    path: string,
    allowed: string[],
  ): Promise<Error> | Error;
}

function matchPath(pattern: string, path: string): Params | undefined {
  const want = pattern.split("/");
  const have = path.split("/");
  const rest = want.at(-1) === "*";
  if (rest ? have.length < want.length : have.length !== want.length) return undefined;
  const params: Params = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? "";
    if (segment === "*") params["*"] = have.slice(index).join("/");
    else if (segment.startsWith(":")) params[segment.slice(1)] = actual;
    else if (segment !== actual) return undefined;
  }
  return params;
}

interface Matchable {
  method: string;
  path: string;
}

export type RouteMatch<R> =
  | { found: "route"; route: R; params: Params }
  | { found: "path"; routes: R[] }
  | { found: "nothing" };

/** The route for the method and path; else the routes of that path (another method), or nothing. */
export function findRoute<R extends Matchable>(
  routes: readonly R[],
  method: string,
  path: string,
): RouteMatch<R> {
  const onPath: R[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { found: "route", route, params };
    onPath.push(route);
  }
  return onPath.length > 0 ? { found: "path", routes: onPath } : { found: "nothing" };
}

async function runRoute<Scope>(
  table: RouteTable<Scope>,
  route: Route<Scope>,
  context: StackContext,
  request: ApiRequest,
  params: Params,
  scope: Scope,
): Promise<void> {
  const guarded = await route.guard?.(context, request, params, scope);
  const schema = typeof route.body === "function" ? route.body(guarded) : route.body;
  if (schema && !table.readBody)
    throw new Error(`${route.path} has a body but its table no reader`);
  const body = schema ? await table.readBody?.(request, schema) : undefined;
  return route.handle(context, request, { params, scope, guarded, body });
}

/** The handler of a service: prepare, match once, then the route or the service's own error. */
export function dispatch<Scope>(table: RouteTable<Scope>): ApiHandler {
  return async (context, request) => {
    const scope = await table.prepare(context, request);
    const path = table.path?.(request) ?? request.path;
    const match = findRoute(table.routes, request.req.method ?? "", path);
    if (match.found === "route")
      return runRoute(table, match.route, context, request, match.params, scope);
    if (match.found === "nothing") throw await table.unknownPath(context, request, scope, path);
    const allowed = [...new Set(match.routes.map((route) => route.method))];
    throw await table.wrongMethod(context, request, scope, path, allowed);
  };
}
