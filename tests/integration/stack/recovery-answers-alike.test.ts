// Whether an address has an account must not show in the answer to 'Forgot your password?': not in
// the status, not in the body, not in the time it takes. An attacker timed POST /recover: a known
// address took ~150 ms (the mail went out inside the request) and its second request a 429, an
// unknown one ~7 ms and 200 every time. Here each kind of address is asked 20 times, interleaved so
// that load on the machine falls on all of them alike, and the answers and their times compared
// round by round.
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../support/mail";
import { createPerson, LOCAL_DEMO_ANON_KEY } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

// 60 requests from one address: above config.toml's 30 per 5 minutes, which is not the subject here.
const env = useTestStack({ signInRateLimit: 1_000 });

const REQUESTS_EACH = 20;
/**
 * How far apart a round's answers may be, as the median over the rounds of each kind's time less the
 * unknown address's in the same round: pairs taken together cancel the drift of a loaded machine,
 * and this bound is still far below a mail's ~150 ms.
 */
const PAIRED_DIFFERENCE_WITHIN_MS = 10;

interface TimedAnswer {
  status: number;
  body: string;
  ms: number;
}

async function askForResetCode(email: string): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(`${env().url}/auth/v1/recover`, {
    method: "POST",
    headers: {
      apikey: LOCAL_DEMO_ANON_KEY,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
    },
    body: JSON.stringify({ email }),
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe("POST /recover", () => {
  it("answers a known, an unknown and a rate-limited address with the same status, body and time", async () => {
    // A fresh known address mails its code at the first request, then is within max_frequency.
    const rateLimited = await createPerson(env(), "reset-alike");
    await askForResetCode(rateLimited.email);
    const kinds = {
      known: () => createPerson(env(), "reset-alike").then((person) => person.email),
      unknown: async () => `nobody-${crypto.randomUUID()}@example.com`,
      rateLimited: async () => rateLimited.email,
    };
    const answers: Record<keyof typeof kinds, TimedAnswer[]> = {
      known: [],
      unknown: [],
      rateLimited: [],
    };
    for (let round = 0; round < REQUESTS_EACH; round += 1) {
      for (const [kind, address] of Object.entries(kinds) as [
        keyof typeof kinds,
        () => Promise<string>,
      ][]) {
        answers[kind].push(await askForResetCode(await address()));
      }
    }

    for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
      expect(answers[kind].map(({ status, body }) => ({ status, body }))).toEqual(
        Array.from({ length: REQUESTS_EACH }, () => ({ status: 200, body: "{}" })),
      );
    }
    for (const kind of ["known", "rateLimited"] as const) {
      const differences = answers[kind].map(({ ms }, round) => ms - answers.unknown[round]!.ms);
      expect(Math.abs(median(differences)), kind).toBeLessThan(PAIRED_DIFFERENCE_WITHIN_MS);
    }
  });

  it("mails a rate-limited known address no second code", async () => {
    const person = await createPerson(env(), "reset-alike");
    expect((await askForResetCode(person.email)).status).toBe(200);
    expect((await askForResetCode(person.email)).status).toBe(200);
    await expect.poll(() => mailsTo(env().mailUrl, person.email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(env().mailUrl, person.email)).toHaveLength(1);
  });
});
