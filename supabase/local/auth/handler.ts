// /auth/v1: the part of Supabase Auth (GoTrue) the app and its scripts use, as a route table:
// password sign-in, refresh with rotation, get and update the current user, sign-out, TOTP
// multi-factor authentication, password recovery by a mailed code, and the admin user API. Every
// route needs the API key; each declares its middleware (guard: the admin check, the sign-in check,
// the address's rate limit) and its body's struct (params.ts), which the dispatcher decodes between
// the two, as GoTrue's handlers do.
import type { ApiRequest, StackContext } from "../http/context";
import { requireApiKey } from "../http/gateway";
import { publicJwk } from "../core/jwt";
import { TextHttpError } from "../core/errors";
import { sendJson } from "../http/respond";
import { dispatch, routesOf, type RouteTable } from "../http/router";
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
  userInPath,
} from "./admin-routes";
import {
  challengeFactor,
  enrollFactor,
  factorCaller,
  factorRequest,
  unenrollFactor,
  verifyFactor,
} from "./mfa-routes";
import {
  adminUserParams,
  enrollFactorParams,
  recoverParams,
  userUpdateParams,
  verifyFactorParams,
  verifyParams,
} from "./params";
import type { AuthRateLimits } from "../core/rate-limits";
import { limitByAddress } from "./rate-limit";
import { recover } from "./recovery-routes";
import { authenticateUser, readParams, requireAdmin } from "./request";
import { grantParams, logout, token, tokenGrant } from "./session-routes";
import { getUser, putUser, userUpdater } from "./user-routes";
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

/** GoTrue's limitHandler for one of its per-route limiters. */
const limited =
  (limiter: keyof Omit<AuthRateLimits, "emailsSent">) =>
  (context: StackContext, request: ApiRequest) =>
    limitByAddress(context.limits[limiter], request);

/** Supabase Auth's adminOnly, then loadUser for /admin/users/:id. */
const adminUserInPath = async (
  context: StackContext,
  request: ApiRequest,
  params: { id?: string },
) => {
  await requireAdmin(context, request);
  return userInPath(context, request, params);
};

const route = routesOf();

const ROUTES = [
  route({ method: "GET", path: "/health", handle: health }),
  route({ method: "GET", path: JWKS_PATH, handle: jwks }),
  route({ method: "POST", path: "/token", guard: tokenGrant, body: grantParams, handle: token }),
  route({ method: "GET", path: "/user", guard: authenticateUser, handle: getUser }),
  route({
    method: "PUT",
    path: "/user",
    guard: userUpdater,
    body: userUpdateParams,
    handle: putUser,
  }),
  route({ method: "POST", path: "/logout", handle: logout }),
  route({
    method: "POST",
    path: "/recover",
    guard: limited("recoveries"),
    body: recoverParams,
    handle: recover,
  }),
  route({ method: "GET", path: "/verify", guard: limited("verifications"), handle: verifyGet }),
  route({
    method: "POST",
    path: "/verify",
    guard: limited("verifications"),
    body: verifyParams,
    handle: verifyPost,
  }),
  route({
    method: "POST",
    path: "/factors",
    guard: (context, request) => factorCaller(context, request, "enroll a factor"),
    body: enrollFactorParams,
    handle: enrollFactor,
  }),
  route({
    method: "POST",
    path: "/factors/:id/challenge",
    guard: factorRequest("challenge a factor", (context) => context.limits.factorChallenges),
    handle: challengeFactor,
  }),
  route({
    method: "POST",
    path: "/factors/:id/verify",
    guard: factorRequest("verify a factor", (context) => context.limits.factorVerifications),
    body: verifyFactorParams,
    handle: verifyFactor,
  }),
  route({
    method: "DELETE",
    path: "/factors/:id",
    guard: factorRequest("unenroll a factor"),
    handle: unenrollFactor,
  }),
  route({ method: "GET", path: "/admin/users", guard: requireAdmin, handle: adminListUsers }),
  route({
    method: "POST",
    path: "/admin/users",
    guard: requireAdmin,
    body: adminUserParams,
    handle: adminCreateUser,
  }),
  route({ method: "GET", path: "/admin/users/:id", guard: adminUserInPath, handle: adminGetUser }),
  route({
    method: "PUT",
    path: "/admin/users/:id",
    guard: adminUserInPath,
    body: adminUserParams,
    handle: adminUpdateUser,
  }),
  route({
    method: "DELETE",
    path: "/admin/users/:id",
    guard: adminUserInPath,
    handle: adminDeleteUser,
  }),
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
  readBody: readParams,
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
