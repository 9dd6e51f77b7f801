// The RFC 3161 token checks (records/rfc3161.ts) with one TokenVerifier for many tokens, as the
// archive verifier uses it: what it learns from one token (the certificates, the signer's chain)
// never lets a later token through without its own signature, imprint and signer checked.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkTokens } from "../../records/archive/check-tokens";
import {
  randomNonce,
  timestampRequest,
  tokenFromResponse,
  TokenVerifier,
} from "../../records/rfc3161";
import {
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "../../records/test-timestamp-authority";

let authority: TestTimestampAuthority;
let rogue: TestTimestampAuthority;

beforeAll(async () => {
  [authority, rogue] = await Promise.all([
    startTestTimestampAuthority(),
    startTestTimestampAuthority("Rogue Authority"),
  ]);
});

afterAll(async () => {
  await Promise.all([authority?.stop(), rogue?.stop()]);
});

const data = (n: number) => new TextEncoder().encode(`${n}`.padStart(64, "0"));

async function stamp(by: TestTimestampAuthority, bytes: Uint8Array) {
  const digest = new Uint8Array(createHash("sha256").update(bytes).digest());
  return tokenFromResponse(await by.reply(timestampRequest(digest, randomNonce())));
}

describe("TokenVerifier", () => {
  test("after a valid token, each later one is still checked in full", async () => {
    const verifier = new TokenVerifier(authority.trustAnchorPem);
    const first = await verifier.verify(await stamp(authority, data(1)), { data: data(1) });
    expect(first.signer).toBe(
      "O=Test Time Stamping Authority, CN=Test Time Stamping Authority Time Stamping",
    );

    // The same authority's certificates, a signature byte flipped.
    const flipped = await stamp(authority, data(2));
    flipped[flipped.length - 20] = flipped[flipped.length - 20]! ^ 1;
    await expect(verifier.verify(flipped, { data: data(2) })).rejects.toThrow(
      "the token's signature does not verify",
    );

    // Another authority over the same bytes: its chain is checked, and fails.
    await expect(verifier.verify(await stamp(rogue, data(3)), { data: data(3) })).rejects.toThrow(
      "the authority's certificate does not chain to the trust anchor",
    );

    // A valid token for other bytes.
    await expect(
      verifier.verify(await stamp(authority, data(4)), { data: data(5) }),
    ).rejects.toThrow(/^the token stamps the digest [0-9a-f]{64}, not [0-9a-f]{64}$/);

    const last = await verifier.verify(await stamp(authority, data(6)), { data: data(6) });
    expect(last.genTime.getTime()).toBeGreaterThanOrEqual(first.genTime.getTime());
  });

  test("without a trust anchor the signature is still checked, against the token's certificate", async () => {
    const verifier = new TokenVerifier(null);
    const info = await verifier.verify(await stamp(rogue, data(7)), { data: data(7) });
    expect(info.signer).toBe("O=Rogue Authority, CN=Rogue Authority Time Stamping");
    const flipped = await stamp(rogue, data(8));
    flipped[flipped.length - 20] = flipped[flipped.length - 20]! ^ 1;
    await expect(verifier.verify(flipped, { data: data(8) })).rejects.toThrow(
      "the token's signature does not verify",
    );
  });
});

describe("checkTokens", () => {
  test("on worker threads: each token's outcome, in the order given", async () => {
    const hashes = [1, 2, 3, 4, 5].map((n) => `${n}`.repeat(64));
    const tokens = await Promise.all(
      hashes.map((hash) => stamp(authority, new TextEncoder().encode(hash))),
    );
    const checks = tokens.map((token, i) => ({
      token: Buffer.from(token).toString("hex"),
      // The fourth names another entry's hash.
      entryHash: hashes[i === 3 ? 0 : i]!,
    }));
    const outcomes = await checkTokens(checks, authority.trustAnchorPem, 2);
    expect(outcomes.map((outcome) => ("problem" in outcome ? outcome.problem : "valid"))).toEqual([
      "valid",
      "valid",
      "valid",
      expect.stringMatching(/^the token stamps the digest /),
      "valid",
    ]);
    expect(await checkTokens(checks, authority.trustAnchorPem, 1)).toEqual(outcomes);
  });
});
