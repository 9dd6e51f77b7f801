// The hosted API gateway's checks: a secret key from a browser, in front of every service; the API
// key itself, in front of /auth/v1 and /rest/v1; and the keys it knows.
import type { IncomingMessage } from "node:http";
import { firstHeader } from "../core/headers";
import { HttpError } from "../core/errors";
import { apiKey, checkApiKey, type GatewayKeys } from "../core/identity";
import { type SigningKey, signJwt } from "../core/jwt";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../core/keys";
import type { ApiRequest } from "./context";

export async function requireApiKey({ req, url }: ApiRequest, keys: GatewayKeys): Promise<void> {
  const check = await checkApiKey(apiKey(req, url), keys);
  if (check === "missing") {
    throw new HttpError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  if (check === "invalid") {
    throw new HttpError(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  }
}

/**
 * A browser, as hosted Supabase tells one: by the User-Agent alone ("matches on the User-Agent
 * header", Supabase's API keys guide). Every browser's begins with "Mozilla/", and so do other
 * browser-like clients (Google Apps Script, PowerShell's Invoke-WebRequest), which hosted refuses
 * alike; a Chromium sending another User-Agent gets through there whatever its Origin and Sec-Fetch
 * headers say, so those are not looked at. Node's fetch sends "node", curl "curl/...".
 */
function fromBrowser(req: IncomingMessage): boolean {
  return /^\s*Mozilla\//i.test(firstHeader(req, "user-agent") ?? "");
}

/**
 * Hosted Supabase answers a request that carries one of the project's secret keys (sb_secret_...) as
 * its API key and comes from a browser with this 401, whatever the service, so a secret key shipped
 * to a browser by mistake fails at once. The legacy service_role JWT predates the check and is not
 * refused. As the bearer alone, a secret key stands for nothing (identity.ts's gatewayBearer).
 */
export function refuseSecretKeyFromBrowser(
  req: IncomingMessage,
  url: URL,
  keys: GatewayKeys,
): void {
  const key = apiKey(req, url);
  if (key === undefined || !key.startsWith("sb_secret_") || !keys.opaque.has(key)) return;
  if (!fromBrowser(req)) return;
  throw new HttpError(
    401,
    {
      message: "Forbidden use of secret API key in browser",
      hint: "Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!",
    },
    { "sb-error-code": "UNAUTHORIZED_INVALID_API_KEY_TYPE" },
  );
}

/** When the CLI's demo JWT keys expire (2032); the JWTs the opaque keys stand for expire with them. */
const DEMO_KEYS_EXPIRE_AT = 1983812996;

/** The stack's keys: its secret and signing key, and the CLI's opaque keys with the role JWT of each. */
export async function projectKeys(
  secret: string,
  signing: SigningKey | undefined,
): Promise<GatewayKeys> {
  const claims = (role: string) => ({ iss: "supabase-demo", role, exp: DEMO_KEYS_EXPIRE_AT });
  const anon = await signJwt(claims("anon"), secret);
  const serviceRole = await signJwt(claims("service_role"), secret);
  return {
    jwt: { secret, signing },
    opaque: new Map([
      [LOCAL_PUBLISHABLE_KEY, anon],
      [LOCAL_SECRET_KEY, serviceRole],
    ]),
    roleJwts: new Map([
      [anon, claims("anon")],
      [serviceRole, claims("service_role")],
    ]),
  };
}
