// HS256 JSON Web Tokens with node:crypto: what Supabase Auth signs and PostgREST and Storage verify.
import { createHmac, timingSafeEqual } from "node:crypto";

export type JwtClaims = Record<string, unknown>;

export type JwtFailure =
  | "empty"
  | "malformed"
  | "unsupported_algorithm"
  | "bad_signature"
  | "expired"
  | "not_yet_valid"
  | "bad_claims";

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; failure: JwtFailure; parts?: number };

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
// PostgREST accepts 30 seconds of clock skew on exp, nbf and iat.
const CLOCK_SKEW_SECONDS = 30;

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString("base64url");
}

function hmac(secret: string, data: string): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(secret, body).toString("base64url")}`;
}

function decodeJsonSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function timeClaimFailure(claims: JwtClaims, now: number): JwtFailure | undefined {
  for (const key of ["exp", "nbf", "iat"] as const) {
    if (claims[key] !== undefined && typeof claims[key] !== "number") return "bad_claims";
  }
  const { exp, nbf, iat } = claims as { exp?: number; nbf?: number; iat?: number };
  if (exp !== undefined && exp < now - CLOCK_SKEW_SECONDS) return "expired";
  if (nbf !== undefined && nbf > now + CLOCK_SKEW_SECONDS) return "not_yet_valid";
  if (iat !== undefined && iat > now + CLOCK_SKEW_SECONDS) return "not_yet_valid";
  return undefined;
}

export function verifyJwt(token: string, secret: string, now = nowInSeconds()): JwtVerification {
  if (token === "") return { ok: false, failure: "empty" };
  const parts = token.split(".");
  const [header, payload, signature] = parts;
  if (
    parts.length !== 3 ||
    header === undefined ||
    payload === undefined ||
    signature === undefined
  ) {
    return { ok: false, failure: "malformed", parts: parts.length };
  }
  const decodedHeader = decodeJsonSegment(header);
  if (!isObject(decodedHeader)) return { ok: false, failure: "malformed", parts: 3 };
  if (decodedHeader.alg !== "HS256") return { ok: false, failure: "unsupported_algorithm" };

  const expected = hmac(secret, `${header}.${payload}`);
  const given = /^[A-Za-z0-9_-]+$/.test(signature)
    ? Buffer.from(signature, "base64url")
    : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, failure: "bad_signature" };
  }

  const claims = decodeJsonSegment(payload);
  if (!isObject(claims)) return { ok: false, failure: "malformed", parts: 3 };
  const failure = timeClaimFailure(claims, now);
  return failure ? { ok: false, failure } : { ok: true, claims };
}
