// The hosted API gateway's API-key check, in front of /auth/v1 and /rest/v1.
import { HttpError } from "../http/errors";
import { apiKey, checkApiKey } from "./identity";
import type { ApiRequest } from "./context";

export function requireApiKey({ req, url }: ApiRequest, secret: string): void {
  const check = checkApiKey(apiKey(req, url), secret);
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
