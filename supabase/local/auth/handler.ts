// /auth/v1: the part of Supabase Auth (GoTrue) the app and its scripts use, as a route table:
// password sign-in, refresh with rotation, get and update the current user, sign-out, and the admin
// user API. Every route needs the API key; the admin routes need a service-role token first.
import type { ApiHandler, ApiRequest, StackContext } from "../core/context";
import { requireApiKey } from "../core/gateway";
import { sendJson } from "../http/respond";
import { findRoute, type Params, type Route } from "../http/router";
import { adminCreateUser, adminListUsers, adminUserById } from "./admin-routes";
import { authErrors } from "./errors";
import { requireAdmin } from "./request";
import { logout, token } from "./session-routes";
import { getUser, putUser } from "./user-routes";

async function health(_context: StackContext, request: ApiRequest): Promise<void> {
  sendJson(request.res, 200, { version: "local", name: "GoTrue", description: "The local stack's Supabase Auth subset" });
}

type Handle = Route["handle"];

/** Supabase Auth's adminOnly middleware: the caller's token must be the service role's. */
function adminOnly(handle: Handle): Handle {
  return (context, request, params) => {
    requireAdmin(context, request);
    return handle(context, request, params);
  };
}

const byId: Handle = (context, request, params: Params) => adminUserById(context, request, params.id ?? "");

const ROUTES: readonly Route[] = [
  { method: "GET", path: "/health", handle: health },
  { method: "POST", path: "/token", handle: token },
  { method: "GET", path: "/user", handle: getUser },
  { method: "PUT", path: "/user", handle: putUser },
  { method: "POST", path: "/logout", handle: logout },
  { method: "GET", path: "/admin/users", handle: adminOnly(adminListUsers) },
  { method: "POST", path: "/admin/users", handle: adminOnly(adminCreateUser) },
  { method: "GET", path: "/admin/users/:id", handle: adminOnly(byId) },
  { method: "PUT", path: "/admin/users/:id", handle: adminOnly(byId) },
  { method: "DELETE", path: "/admin/users/:id", handle: adminOnly(byId) },
];

export const handleAuth: ApiHandler = async (context, request) => {
  requireApiKey(request, context.jwtSecret);
  const path = request.path.replace(/\/+$/, "") || "/";
  const match = findRoute(ROUTES, request.req.method ?? "", path);
  if (match.found === "route") return match.route.handle(context, request, match.params);
  // Another method on an admin path still needs the admin first, as behind Auth's middleware.
  if (match.found === "path" && path.startsWith("/admin/")) requireAdmin(context, request);
  throw authErrors.notFound();
};
