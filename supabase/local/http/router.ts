// Routes as data, as Supabase Storage declares them: each route names its method and path pattern
// ("/admin/users/:id": a ":name" segment captures one path segment; a final "*" captures one or more,
// still percent-encoded, as params["*"]) and its handler. A service matches the request once, the
// first route in its table that fits, and answers an unknown path with its own error.
import type { ApiRequest, StackContext } from "../core/context";

export type Params = Record<string, string>;

export interface Route {
  method: string;
  path: string;
  handle(context: StackContext, request: ApiRequest, params: Params): Promise<void>;
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

export type RouteMatch =
  | { found: "route"; route: Route; params: Params }
  | { found: "path"; routes: Route[] }
  | { found: "nothing" };

/** The route for the method and path; else the routes of that path (another method), or nothing. */
export function findRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const onPath: Route[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { found: "route", route, params };
    onPath.push(route);
  }
  return onPath.length > 0 ? { found: "path", routes: onPath } : { found: "nothing" };
}
