// HS256 tokens: what the stack signs verifies against the Supabase CLI's demo keys' secret, and
// anything altered, expired, unsigned or signed otherwise is refused.
import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "../../../supabase/local/core/jwt";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  LOCAL_JWT_SECRET,
} from "../../../supabase/local/core/keys";

const now = 1_800_000_000;

describe("verifyJwt", () => {
  it("accepts the CLI's demo keys and what signJwt makes", async () => {
    expect(await verifyJwt(LOCAL_DEMO_ANON_KEY, LOCAL_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { role: "anon", iss: "supabase-demo" },
    });
    expect(await verifyJwt(LOCAL_DEMO_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { role: "service_role" },
    });
    const token = await signJwt({ sub: "u", exp: now + 60 }, LOCAL_JWT_SECRET);
    expect(await verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({
      ok: true,
      claims: { sub: "u", exp: now + 60 },
    });
  });

  it("refuses a changed payload, another secret, and a signature of the wrong length", async () => {
    const [header, , signature] = (await signJwt({ role: "anon" }, LOCAL_JWT_SECRET)).split(".");
    const payload = Buffer.from(JSON.stringify({ role: "service_role" })).toString("base64url");
    expect(await verifyJwt(`${header}.${payload}.${signature}`, LOCAL_JWT_SECRET)).toEqual({
      ok: false,
      failure: "bad_signature",
    });
    expect(
      await verifyJwt(
        await signJwt({ role: "anon" }, "another-secret-with-at-least-32-chars"),
        LOCAL_JWT_SECRET,
      ),
    ).toEqual({ ok: false, failure: "bad_signature" });
    expect(await verifyJwt(`${header}.${payload}.c2hvcnQ`, LOCAL_JWT_SECRET)).toEqual({
      ok: false,
      failure: "bad_signature",
    });
  });

  it("refuses unsigned and non-HS256 tokens", async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    expect(
      await verifyJwt(
        `${encode({ alg: "none" })}.${encode({ role: "service_role" })}.`,
        LOCAL_JWT_SECRET,
      ),
    ).toEqual({ ok: false, failure: "unsupported_algorithm" });
    expect(
      await verifyJwt(`${encode({ alg: "RS256" })}.${encode({})}.abc`, LOCAL_JWT_SECRET),
    ).toEqual({
      ok: false,
      failure: "unsupported_algorithm",
    });
  });

  it("refuses expired and not-yet-valid tokens beyond 30 seconds of clock skew", async () => {
    const at = async (claims: Record<string, unknown>) =>
      verifyJwt(await signJwt(claims, LOCAL_JWT_SECRET), LOCAL_JWT_SECRET, now);
    expect((await at({ exp: now - 29 })).ok).toBe(true);
    expect(await at({ exp: now - 31 })).toEqual({ ok: false, failure: "expired" });
    expect(await at({ nbf: now + 31 })).toEqual({ ok: false, failure: "not_yet_valid" });
    expect(await at({ exp: "tomorrow" })).toEqual({ ok: false, failure: "bad_claims" });
  });

  it("tells malformed tokens apart", async () => {
    expect(await verifyJwt("", LOCAL_JWT_SECRET)).toEqual({ ok: false, failure: "empty" });
    expect(await verifyJwt("a.b", LOCAL_JWT_SECRET)).toEqual({
      ok: false,
      failure: "malformed",
      parts: 2,
    });
    expect(await verifyJwt("%%%.e30.sig", LOCAL_JWT_SECRET)).toEqual({
      ok: false,
      failure: "malformed",
      parts: 3,
    });
  });
});
