// Who is calling: the bearer token (or the API key standing in for it, as the hosted gateway does),
// verified against the stack's JWT secret. Services map the failures to their own error bodies.
import type { IncomingMessage } from "node:http";
import { firstHeader } from "../http/headers";
import { type JwtClaims, type JwtFailure, verifyJwt } from "./jwt";

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

/** The gateway's check: the key must be one of the project's keys (anon or service_role, signed by us). */
export function checkApiKey(key: string | undefined, secret: string): ApiKeyCheck {
  if (key === undefined || key === "") return "missing";
  const verified = verifyJwt(key, secret);
  return verified.ok && (verified.claims.role === "anon" || verified.claims.role === "service_role")
    ? "ok"
    : "invalid";
}

/** The caller's identity from `Authorization: Bearer`, else from the API key; the role defaults to anon. */
export function resolveIdentity(req: IncomingMessage, url: URL, secret: string): IdentityResult {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (token === undefined) return { ok: false, failure: "missing" };
  const verified = verifyJwt(token, secret);
  if (!verified.ok) return { ok: false, failure: verified.failure, parts: verified.parts };
  const role = typeof verified.claims.role === "string" ? verified.claims.role : "anon";
  return { ok: true, identity: { role, claims: verified.claims, token } };
}
