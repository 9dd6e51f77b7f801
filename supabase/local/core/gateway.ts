// The hosted API gateway's API-key check, in front of /auth/v1 and /rest/v1, and the keys it knows.
import { HttpError } from "../http/errors";
import { apiKey, checkApiKey, type GatewayKeys } from "./identity";
import { type SigningKey, signJwt } from "./jwt";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "./keys";
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
