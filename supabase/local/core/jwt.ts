// JSON Web Tokens with jose, as Supabase makes and checks them: user sessions are signed with the
// project's asymmetric signing key (ES256, published at /auth/v1/.well-known/jwks.json); the legacy
// HS256 shared secret still verifies the anon and service_role JWT keys and tokens made before.
import { createSecretKey, type KeyObject } from "node:crypto";
import { decodeProtectedHeader, errors, importJWK, type JWK, jwtVerify, SignJWT } from "jose";

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

/** An ES256 key pair as a JWK with its key id; only the public half is ever published. */
export interface SigningKey {
  kid: string;
  privateJwk: JWK;
}

/** What verifies a token: the legacy secret, and the signing key when the project has one. */
export interface JwtKeys {
  secret: string;
  signing?: SigningKey;
}

// PostgREST accepts 30 seconds of clock skew on exp, nbf and iat.
const CLOCK_SKEW_SECONDS = 30;

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const encodeSecret = (secret: string) => new TextEncoder().encode(secret);

/** An HS256 token with the legacy secret: the CLI's anon and service_role keys are made so. */
export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(encodeSecret(secret));
}

/** An ES256 token with the signing key, its kid in the header, as Supabase Auth signs sessions. */
export async function signWithKey(claims: JwtClaims, key: SigningKey): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", typ: "JWT", kid: key.kid })
    .sign(await importJWK({ ...key.privateJwk, alg: "ES256" }, "ES256"));
}

/** The signing key's public JWK, as the JWKS endpoint lists it. */
export function publicJwk(key: SigningKey): JWK {
  const { kty, crv, x, y } = key.privateJwk;
  return { kty, crv, x, y, kid: key.kid, alg: "ES256", use: "sig", key_ops: ["verify"] };
}

function failureOf(error: unknown): JwtFailure | undefined {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.reason === "check_failed" && (error.claim === "nbf" || error.claim === "iat")
      ? "not_yet_valid"
      : "bad_claims";
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad_signature";
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return "unsupported_algorithm";
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return "malformed";
  return undefined;
}

interface ImportedKeys {
  secret: KeyObject;
  public?: Promise<CryptoKey | Uint8Array>;
}

// Every request verifies one or two tokens: the keys are imported once per key set, not per token.
const imported = new WeakMap<JwtKeys, ImportedKeys>();

function importedKeys(keys: JwtKeys): ImportedKeys {
  let found = imported.get(keys);
  if (!found) {
    found = {
      secret: createSecretKey(encodeSecret(keys.secret)),
      public: keys.signing && importJWK(publicJwk(keys.signing), "ES256"),
    };
    imported.set(keys, found);
  }
  return found;
}

async function verificationKey(alg: unknown, kid: unknown, keys: JwtKeys) {
  if (alg === "HS256") return importedKeys(keys).secret;
  if (alg === "ES256" && keys.signing && (kid === undefined || kid === keys.signing.kid))
    return importedKeys(keys).public;
  return undefined;
}

/** `keys` may be the legacy secret alone; `now` is for tests. */
export async function verifyJwt(
  token: string,
  keys: string | JwtKeys,
  now = nowInSeconds(),
): Promise<JwtVerification> {
  if (token === "") return { ok: false, failure: "empty" };
  const parts = token.split(".").length;
  if (parts !== 3) return { ok: false, failure: "malformed", parts };
  const known = typeof keys === "string" ? { secret: keys } : keys;
  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return { ok: false, failure: "malformed", parts: 3 };
  }
  const key = await verificationKey(header.alg, header.kid, known);
  if (!key)
    return {
      ok: false,
      failure: header.alg === "ES256" ? "bad_signature" : "unsupported_algorithm",
    };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [header.alg ?? ""],
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(now * 1000),
    });
    // jose checks iat's type but not that it lies in the past, which PostgREST does.
    if (typeof payload.iat === "number" && payload.iat > now + CLOCK_SKEW_SECONDS)
      return { ok: false, failure: "not_yet_valid" };
    return { ok: true, claims: payload };
  } catch (error) {
    const failure = failureOf(error);
    if (failure === undefined) throw error;
    return failure === "malformed" ? { ok: false, failure, parts: 3 } : { ok: false, failure };
  }
}
