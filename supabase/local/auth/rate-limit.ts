// Applies Supabase Auth's per-IP limits (core/rate-limits.ts) to a request: GoTrue's limitHandler.
import type { ApiRequest } from "../http/context";
import type { RateLimiter } from "../core/rate-limits";
import { authErrors } from "./errors";

/** The caller's address, as the limits and MFA challenges know it (no proxy stands in front). */
export function clientAddress(request: ApiRequest): string {
  const address = request.req.socket.remoteAddress ?? "0.0.0.0";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/** GoTrue's limitHandler: one request from the caller's bucket, or 429 over_request_rate_limit. */
export function limitByAddress(limiter: RateLimiter, request: ApiRequest): void {
  if (!limiter.take(clientAddress(request))) throw authErrors.overRequestRateLimit();
}
