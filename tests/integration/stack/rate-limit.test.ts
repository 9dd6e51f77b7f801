// The sign-in rate limit from supabase/config.toml ([auth.rate_limit] sign_in_sign_ups = 30 per
// 5 minutes per IP address), answered as Supabase Auth answers it. Each address has its own count.
import { describe, expect, it } from "vitest";
import { FIVE_MINUTES_MS, RateLimiter } from "../../../supabase/local/core/rate-limits";
import { readProjectConfig } from "../../../supabase/local/core/project-config";
import {
  expectFeaturedResourcesRead,
  LOCAL_DEMO_ANON_KEY,
  seedAccounts,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";
import { type AddressedAnswer, requestFrom } from "../../support/request-from";

// No override: the limit comes from config.toml. The limiter's clock stands still, so no attempt
// is put back while the 30 bcrypt checks run, however slow the machine (real time is tested below).
const env = useTestStack({ rateLimitClock: () => 0 });

/** A password sign-in sent from `localAddress`. */
function signIn(
  password: string,
  options: { localAddress?: string; apiVersion?: string } = {},
): Promise<AddressedAnswer> {
  return requestFrom(`${env().url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    localAddress: options.localAddress,
    headers: {
      apikey: LOCAL_DEMO_ANON_KEY,
      "Content-Type": "application/json",
      ...(options.apiVersion ? { "X-Supabase-Api-Version": options.apiVersion } : {}),
    },
    body: JSON.stringify({ email: seedAccounts.admin.email, password }),
  });
}

describe("sign-in rate limit", () => {
  it("is config.toml's sign_in_sign_ups: 30 per 5 minutes", () => {
    expect(readProjectConfig().signInSignUpsPer5Minutes).toBe(30);
  });

  it("answers attempt 31 from one address with 429 over_request_rate_limit, and other addresses still sign in", async () => {
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const answer = await signIn("wrong-password", { apiVersion: "2024-01-01" });
      expect({ attempt, ...answer }).toEqual({
        attempt,
        status: 400,
        body: { code: "invalid_credentials", message: "Invalid login credentials" },
      });
    }

    // Even the right password is refused now: the limit counts attempts, not failures.
    const limited = await signIn(seedAccounts.admin.password, { apiVersion: "2024-01-01" });
    expect(limited).toEqual({
      status: 429,
      body: { code: "over_request_rate_limit", message: "Request rate limit reached" },
    });
    // Clients without the API version header get GoTrue's older error shape.
    const legacy = await signIn(seedAccounts.admin.password);
    expect(legacy).toEqual({
      status: 429,
      body: { code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" },
    });

    const elsewhere = await signIn(seedAccounts.admin.password, { localAddress: "127.0.0.2" });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.access_token).toEqual(expect.any(String));

    // The rest of the stack is not limited.
    await expectFeaturedResourcesRead(env());
  });

  it("puts one attempt back every 5 minutes / limit, per address", () => {
    let now = 0;
    const limiter = new RateLimiter(30, FIVE_MINUTES_MS, () => now);
    const taken = Array.from({ length: 31 }, () => limiter.take("10.0.0.1"));
    expect(taken.filter(Boolean)).toHaveLength(30);
    expect(taken[30]).toBe(false);
    expect(limiter.take("10.0.0.2")).toBe(true);

    now += 9_999;
    expect(limiter.take("10.0.0.1")).toBe(false);
    now += 1;
    expect(limiter.take("10.0.0.1")).toBe(true);
    expect(limiter.take("10.0.0.1")).toBe(false);

    now += FIVE_MINUTES_MS;
    expect(Array.from({ length: 31 }, () => limiter.take("10.0.0.1")).filter(Boolean)).toHaveLength(
      30,
    );
  });
});
