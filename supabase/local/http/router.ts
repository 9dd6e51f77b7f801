// Routes as data, as Supabase Storage declares them: each route names its method and path pattern
// ("/admin/users/:id": a ":name" segment captures one path segment; a final "*" captures one or more,
// still percent-encoded, as params["*"]) and its handler. Each service has one route table; the
// server matches the request once (dispatch), and a path no route knows, or a method its routes do
// not take, is answered with the service's own error.
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";

export type Params = Record<string, string>;

/** `Scope` is what the table prepares for every request of its service (the caller, say). */
export interface Route<Scope = void> {
  method: string;
  path: string;
  handle(context: StackContext, request: ApiRequest, params: Params, scope: Scope): Promise<void>;
}

export interface RouteTable<Scope = void> {
  routes: readonly Route<Scope>[];
  /** The path the routes are matched against: the service's reading of request.path. */
  path?(request: ApiRequest): string;
  /** Runs before matching, as the service's middleware does (the API key, the caller's token). */
  prepare(context: StackContext, request: ApiRequest): Promise<Scope> | Scope;
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

export type RouteMatch<Scope> =
  | { found: "route"; route: Route<Scope>; params: Params }
  | { found: "path"; routes: Route<Scope>[] }
  | { found: "nothing" };

/** The route for the method and path; else the routes of that path (another method), or nothing. */
export function findRoute<Scope>(
  routes: readonly Route<Scope>[],
  method: string,
  path: string,
): RouteMatch<Scope> {
  const onPath: Route<Scope>[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { found: "route", route, params };
    onPath.push(route);
  }
  return onPath.length > 0 ? { found: "path", routes: onPath } : { found: "nothing" };
}

/** The handler of a service: prepare, match once, then the route or the service's own error. */
export function dispatch<Scope>(table: RouteTable<Scope>): ApiHandler {
  return async (context, request) => {
    const scope = await table.prepare(context, request);
    const path = table.path?.(request) ?? request.path;
    const match = findRoute(table.routes, request.req.method ?? "", path);
    if (match.found === "route") return match.route.handle(context, request, match.params, scope);
    if (match.found === "nothing") throw await table.unknownPath(context, request, scope, path);
    const allowed = [...new Set(match.routes.map((route) => route.method))];
    throw await table.wrongMethod(context, request, scope, path, allowed);
  };
}
