// Who is calling: the bearer token (or the API key standing in for it, as the hosted gateway does),
// verified with the stack's keys. The opaque API keys (sb_publishable_..., sb_secret_...) are never
// tokens themselves: the gateway puts the JWT of their role in their place, as the Supabase CLI's
// API proxy does. Services map the failures to their own error bodies.
import type { IncomingMessage } from "node:http";
import { firstHeader } from "./headers";
import {
  type JwtClaims,
  type JwtFailure,
  type JwtKeys,
  type JwtVerification,
  nowInSeconds,
  verifyJwt,
} from "./jwt";

/** The roles the API may switch to: what PostgREST's `authenticator` is a member of. */
export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === "string" && (API_ROLES as readonly string[]).includes(role);
}

export interface Identity {
  role: string;
  claims: JwtClaims;
  token: string;
}

export type IdentityResult =
  { ok: true; identity: Identity } | { ok: false; failure: JwtFailure | "missing"; parts?: number };

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(.*)$/i.exec(firstHeader(req, "authorization") ?? "");
  return match ? (match[1] ?? "").trim() : undefined;
}

export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  return firstHeader(req, "apikey") ?? url.searchParams.get("apikey") ?? undefined;
}

export type ApiKeyCheck = "ok" | "missing" | "invalid";

/** The project's keys as the gateway knows them: the JWT keys, and each opaque key's role JWT. */
export interface GatewayKeys {
  jwt: JwtKeys;
  opaque: ReadonlyMap<string, string>;
  /** The project's own role JWTs (what the opaque keys stand for) and their claims, known already. */
  roleJwts: ReadonlyMap<string, JwtClaims>;
}

/** A token's verification; the project's own role JWTs are known, so nearly every request skips the crypto. */
function verifyToken(token: string, keys: GatewayKeys): Promise<JwtVerification> {
  const claims = keys.roleJwts.get(token);
  if (claims && typeof claims.exp === "number" && claims.exp > nowInSeconds())
    return Promise.resolve({ ok: true, claims });
  return verifyJwt(token, keys.jwt);
}

/** The gateway's check: an opaque key of the project, or an anon or service_role JWT it signed. */
export async function checkApiKey(
  key: string | undefined,
  keys: GatewayKeys,
): Promise<ApiKeyCheck> {
  if (key === undefined || key === "") return "missing";
  if (keys.opaque.has(key)) return "ok";
  const verified = await verifyToken(key, keys);
  return verified.ok && (verified.claims.role === "anon" || verified.claims.role === "service_role")
    ? "ok"
    : "invalid";
}

/**
 * The bearer token a service sees behind the gateway: the caller's own, except that an opaque key
 * stands for its role's JWT when it is the API key (and, as the bearer, only when it equals the API
 * key: hosted Supabase forwards any other opaque bearer as it is, and the service refuses it as no
 * JWT, so a secret key sent as `Authorization: Bearer` alone opens nothing).
 */
export function gatewayBearer(
  req: IncomingMessage,
  url: URL,
  keys: GatewayKeys,
): string | undefined {
  const bearer = bearerToken(req);
  const key = apiKey(req, url);
  if (bearer !== undefined && bearer !== key) return bearer;
  return (key === undefined ? undefined : keys.opaque.get(key)) ?? bearer;
}

/** The caller's identity from `Authorization: Bearer`, else from the API key; the role defaults to anon. */
export async function resolveIdentity(
  req: IncomingMessage,
  url: URL,
  keys: GatewayKeys,
): Promise<IdentityResult> {
  const token = gatewayBearer(req, url, keys) ?? apiKey(req, url);
  if (token === undefined) return { ok: false, failure: "missing" };
  const verified = await verifyToken(token, keys);
  if (!verified.ok) return { ok: false, failure: verified.failure, parts: verified.parts };
  const role = typeof verified.claims.role === "string" ? verified.claims.role : "anon";
  return { ok: true, identity: { role, claims: verified.claims, token } };
}
