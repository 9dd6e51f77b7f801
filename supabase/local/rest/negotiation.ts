// A /rest/v1 request's headers: Prefer (what to answer with), Accept (an array or one object) and
// the profile headers (which schema).
import type { ApiRequest } from "../http/context";
import { joinedHeader } from "../core/headers";
import { EXPOSED_SCHEMAS } from "../db/schema-cache";
import { postgrestError, restErrors } from "./errors";

export interface Preferences {
  representation: boolean;
  count: boolean;
}

interface Negotiation {
  singular: boolean;
}

function header(request: ApiRequest, name: string): string | undefined {
  return joinedHeader(request.req, name);
}

export function parsePreferences(request: ApiRequest): Preferences {
  const prefer = (header(request, "prefer") ?? "").split(",").map((item) => item.trim());
  return {
    representation: prefer.includes("return=representation"),
    count: prefer.some((item) => /^count=(exact|planned|estimated)$/.test(item)),
  };
}

const ARRAY_TYPES = [
  "application/json",
  "application/vnd.pgrst.array+json",
  "*/*",
  "application/*",
];
const OBJECT_TYPE = "application/vnd.pgrst.object+json";

export function negotiate(request: ApiRequest): Negotiation {
  const accept = header(request, "accept");
  if (accept === undefined || accept.trim() === "") return { singular: false };
  const types = accept.split(",").map((item) => (item.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes(OBJECT_TYPE)) return { singular: true };
  if (types.some((type) => ARRAY_TYPES.includes(type))) return { singular: false };
  throw postgrestError(
    406,
    "PGRST107",
    `None of these media types are available: ${types.join(", ")}`,
  );
}

export function checkProfile(request: ApiRequest): void {
  const method = request.req.method ?? "";
  const profile = header(
    request,
    method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile",
  );
  if (profile !== undefined && !(EXPOSED_SCHEMAS as readonly string[]).includes(profile)) {
    throw restErrors.invalidSchema(profile, EXPOSED_SCHEMAS);
  }
}
