// /auth/v1: the part of Supabase Auth (GoTrue) the app and its scripts use, as a route table:
// password sign-in, refresh with rotation, get and update the current user, sign-out, TOTP
// multi-factor authentication, password recovery by a mailed code, and the admin user API. Every route needs the API key; the admin routes need a service-role token first.
import type { ApiRequest, StackContext } from "../core/context";
import { requireApiKey } from "../core/gateway";
import { publicJwk } from "../core/jwt";
import { TextHttpError } from "../http/errors";
import { sendJson } from "../http/respond";
import { dispatch, type Route, type RouteTable } from "../http/router";
import { adminCreateUser, adminListUsers, adminUserById } from "./admin-routes";
import { authenticateUser, requireAdmin } from "./request";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./mfa-routes";
import { recover } from "./recovery-routes";
import { logout, token } from "./session-routes";
import { getUser, putUser } from "./user-routes";
import { verifyGet, verifyPost } from "./verify-routes";

async function health(_context: StackContext, request: ApiRequest): Promise<void> {
  sendJson(request.res, 200, {
    version: "local",
    name: "GoTrue",
    description: "The local stack's Supabase Auth subset",
  });
}

const JWKS_PATH = "/.well-known/jwks.json";
const OPEN_PATHS = [JWKS_PATH, "/verify"];

/** The public half of the session signing key, for anyone verifying a session (supabase-js getClaims). */
async function jwks(context: StackContext, request: ApiRequest): Promise<void> {
  const signing = context.keys.jwt.signing;
  sendJson(
    request.res,
    200,
    { keys: signing ? [publicJwk(signing)] : [] },
    { "Cache-Control": "public, max-age=600" },
  );
}

type Handle = Route["handle"];

/** Supabase Auth's adminOnly middleware: the caller's token must be the service role's. */
function adminOnly(handle: Handle): Handle {
  return async (context, request, params, scope) => {
    await requireAdmin(context, request);
    return handle(context, request, params, scope);
  };
}

const byId: Handle = (context, request, params) => adminUserById(context, request, params.id ?? "");
const factorRoute =
  (handle: typeof challengeFactor): Handle =>
  (context, request, params) =>
    handle(context, request, params.id ?? "");

const ROUTES: readonly Route[] = [
  { method: "GET", path: "/health", handle: health },
  { method: "GET", path: JWKS_PATH, handle: jwks },
  { method: "POST", path: "/token", handle: token },
  { method: "GET", path: "/user", handle: getUser },
  { method: "PUT", path: "/user", handle: putUser },
  { method: "POST", path: "/logout", handle: logout },
  { method: "POST", path: "/recover", handle: recover },
  { method: "GET", path: "/verify", handle: verifyGet },
  { method: "POST", path: "/verify", handle: verifyPost },
  { method: "POST", path: "/factors", handle: enrollFactor },
  { method: "POST", path: "/factors/:id/challenge", handle: factorRoute(challengeFactor) },
  { method: "POST", path: "/factors/:id/verify", handle: factorRoute(verifyFactor) },
  { method: "DELETE", path: "/factors/:id", handle: factorRoute(unenrollFactor) },
  { method: "GET", path: "/admin/users", handle: adminOnly(adminListUsers) },
  { method: "POST", path: "/admin/users", handle: adminOnly(adminCreateUser) },
  { method: "GET", path: "/admin/users/:id", handle: adminOnly(byId) },
  { method: "PUT", path: "/admin/users/:id", handle: adminOnly(byId) },
  { method: "DELETE", path: "/admin/users/:id", handle: adminOnly(byId) },
];

const within = (path: string, mount: string) => path === mount || path.startsWith(`${mount}/`);

/**
 * Auth mounts /admin behind its admin check and /user and /factors behind its sign-in check (chi's
 * Route with middleware), so a miss under any of them is refused by that check before it is a miss.
 */
async function mountCheck(context: StackContext, request: ApiRequest, path: string): Promise<void> {
  if (within(path, "/admin")) await requireAdmin(context, request);
  else if (within(path, "/user") || within(path, "/factors"))
    await authenticateUser(context, request);
}

// Auth answers a miss as its router (chi) does: net/http's plain-text 404, and a bare 405 naming the
// methods the path takes.
export const handleAuth = dispatch<void>({
  routes: ROUTES,
  path: (request) => request.path.replace(/\/+$/, "") || "/",
  // The JWKS and /verify (the link in a mail) are open, as behind the hosted gateway (the CLI's
  // kong.yml: auth-v1-open); everything else needs the API key.
  prepare: (context, request) =>
    OPEN_PATHS.includes(request.path.replace(/\/+$/, ""))
      ? undefined
      : requireApiKey(request, context.keys),
  async unknownPath(context, request, _scope, path) {
    await mountCheck(context, request, path);
    return new TextHttpError(404, "404 page not found\n", { "X-Content-Type-Options": "nosniff" });
  },
  async wrongMethod(context, request, _scope, path, allowed) {
    await mountCheck(context, request, path);
    return new TextHttpError(405, "", { Allow: allowed.join(", ") });
  },
} satisfies RouteTable);
