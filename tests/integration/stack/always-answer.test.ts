// Every request gets an answer and none stops the stack: the requests that once did (an oversized
// chunked body crashed the process; a NUL in a string, a body nested 5,000 deep or a taken user id
// left the request hanging), each with its status and its service's own body, and the stack still
// answering.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { answerAlways } from "../../../supabase/local/http/always-answer";
import { HttpError } from "../../../supabase/local/core/errors";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  expectStackAnswers,
  seedAccounts,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let visitorToken: string;
let visitorRefreshToken: string;
beforeAll(async () => {
  const visitor = await env().signedIn("visitor");
  const session = (await visitor.auth.getSession()).data.session!;
  visitorToken = session.access_token;
  visitorRefreshToken = session.refresh_token;
});

interface Answer {
  status: number;
  body: unknown;
}

const service = {
  apikey: LOCAL_DEMO_ANON_KEY,
  Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}`,
};
const anon = { apikey: LOCAL_DEMO_ANON_KEY };
const json = { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };

/** A request that fails the test if no answer comes within 15 s (a hang), rather than waiting forever. */
async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const response = await fetch(`${env().url}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
}

/** A body sent chunked (no Content-Length), as curl --data-binary @- does: 1.1 MB of spaces. */
function sendChunked(
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${env().url}${path}`,
      { method, headers: { ...headers, "Transfer-Encoding": "chunked" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
          }),
        );
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`${method} ${path}: no answer`)));
    // Once the server has answered and closed, writing more fails; the answer is what counts.
    outgoing.on("error", (error) =>
      error.message.includes("no answer") ? reject(error) : undefined,
    );
    const chunk = Buffer.alloc(64 * 1024, " ");
    for (let sent = 0; sent < 1_100_000; sent += chunk.length) outgoing.write(chunk);
    outgoing.end();
  });
}

const POSTGREST_TOO_LARGE = {
  code: "PGRST102",
  details: null,
  hint: null,
  message: "Request body too large",
};
const STORAGE_TOO_LARGE = {
  statusCode: "413",
  code: "EntityTooLarge",
  error: "Payload too large",
  message: "The object exceeded the maximum allowed size",
};
const NUL_IN_TEXT = 'invalid byte sequence for encoding "UTF8": 0x00';

describe("an oversized chunked body (it used to crash the process 2 s after the 413)", () => {
  it("is refused by each service with its own body, and the stack outlives the connection's cleanup", async () => {
    const auth = await sendChunked("POST", "/auth/v1/token?grant_type=password", {
      ...anon,
      "Content-Type": "application/json",
    });
    expect(auth).toEqual({
      status: 413,
      body: { code: 413, error_code: "request_too_large", msg: "Request body too large" },
    });

    const resource = "/rest/v1/recommended_resources";
    expect(
      await sendChunked("POST", resource, { ...service, "Content-Type": "application/json" }),
    ).toEqual({ status: 413, body: POSTGREST_TOO_LARGE });
    expect(
      await sendChunked("PATCH", `${resource}?id=eq.${seedAccounts.admin.id}`, {
        ...service,
        "Content-Type": "application/json",
      }),
    ).toEqual({ status: 413, body: POSTGREST_TOO_LARGE });
    expect(
      await sendChunked("POST", "/rest/v1/rpc/has_role", {
        ...service,
        "Content-Type": "application/json",
      }),
    ).toEqual({ status: 413, body: POSTGREST_TOO_LARGE });

    expect(
      await sendChunked("POST", "/storage/v1/object/list/legal-documents", {
        ...service,
        "Content-Type": "application/json",
      }),
    ).toEqual({ status: 400, body: STORAGE_TOO_LARGE });
    expect(
      await sendChunked("DELETE", "/storage/v1/object/legal-documents", {
        ...service,
        "Content-Type": "application/json",
      }),
    ).toEqual({ status: 400, body: STORAGE_TOO_LARGE });

    // The refused connections are cut 2 s after their answer; that is where the process died.
    await sleep(2_500);
    await expectStackAnswers(env());
  });
});

describe("a NUL in a string (it used to leave the request without an answer)", () => {
  it("is a 400 from Auth in its own error shape: email and refresh token of /token, metadata of PUT /user", async () => {
    const email = await send(
      "POST",
      "/auth/v1/token?grant_type=password",
      { ...anon, ...json },
      JSON.stringify({ email: "a\u0000@example.com", password: "whatever" }),
    );
    expect(email).toEqual({
      status: 400,
      body: { code: "validation_failed", message: NUL_IN_TEXT },
    });

    const refresh = await send(
      "POST",
      "/auth/v1/token?grant_type=refresh_token",
      { ...anon, ...json },
      JSON.stringify({ refresh_token: `${visitorRefreshToken}\u0000` }),
    );
    expect(refresh).toEqual({
      status: 400,
      body: { code: "validation_failed", message: NUL_IN_TEXT },
    });

    const metadata = await send(
      "PUT",
      "/auth/v1/user",
      { ...anon, ...json, Authorization: `Bearer ${visitorToken}` },
      JSON.stringify({ data: { name: "a\u0000b" } }),
    );
    expect(metadata).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "unsupported Unicode escape sequence" },
    });
    await expectStackAnswers(env());
  });

  it("is a 400 from Storage (list prefix) and from PostgREST (a text column), each in its own shape", async () => {
    const list = await send(
      "POST",
      "/storage/v1/object/list/legal-documents",
      { ...service, ...json },
      JSON.stringify({ prefix: "a\u0000" }),
    );
    expect(list).toEqual({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidRequest",
        error: "InvalidRequest",
        message: NUL_IN_TEXT,
      },
    });

    const insert = await send(
      "POST",
      "/rest/v1/recommended_resources",
      { ...service, ...json },
      JSON.stringify({ title: "a\u0000b", url: "https://example.com" }),
    );
    expect(insert).toEqual({
      status: 400,
      body: {
        code: "22P05",
        details: "\\u0000 cannot be converted to text.",
        hint: null,
        message: "unsupported Unicode escape sequence",
      },
    });
    const filter = await send("GET", "/rest/v1/recommended_resources?title=eq.a%00b", anon);
    expect(filter).toEqual({
      status: 400,
      body: { code: "22021", details: null, hint: null, message: NUL_IN_TEXT },
    });
    await expectStackAnswers(env());
  });
});

describe("a body nested 5,000 levels deep (it used to leave a REST insert without an answer)", () => {
  const deep = (inner: string) => `{"title": ${"[".repeat(5000)}${inner}${"]".repeat(5000)}}`;

  it("is refused as a body that does not parse, by each service in its own words", async () => {
    const rest = await send(
      "POST",
      "/rest/v1/recommended_resources",
      { ...service, ...json },
      deep(""),
    );
    expect(rest).toEqual({
      status: 400,
      body: { code: "PGRST102", details: null, hint: null, message: "Empty or invalid json" },
    });
    const rpc = await send("POST", "/rest/v1/rpc/has_role", { ...service, ...json }, deep("1"));
    expect(rpc.status).toBe(400);
    expect(rpc.body).toMatchObject({ code: "PGRST102" });

    const auth = await send(
      "PUT",
      "/auth/v1/user",
      { ...anon, ...json, Authorization: `Bearer ${visitorToken}` },
      deep('"x"'),
    );
    expect(auth).toEqual({
      status: 400,
      body: {
        code: "bad_json",
        message: "Could not parse request body as JSON: exceeded max depth",
      },
    });

    const storage = await send(
      "POST",
      "/storage/v1/object/list/legal-documents",
      { ...service, ...json },
      deep(""),
    );
    expect(storage).toEqual({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidRequest",
        error: "InvalidRequest",
        message: "Body is not valid JSON",
      },
    });
    await expectStackAnswers(env());
  });
});

describe("the service role creating a user with an id that exists (it used to hang)", () => {
  it("answers as Supabase Auth does: 500 Database error creating new user, with the database's words for older clients", async () => {
    const body = JSON.stringify({
      id: seedAccounts.visitor.id,
      email: "second-visitor@example.com",
      password: "a-long-password",
    });
    const current = await send("POST", "/auth/v1/admin/users", { ...service, ...json }, body);
    expect(current).toEqual({
      status: 500,
      body: { code: "unexpected_failure", message: "Database error creating new user" },
    });

    const older = await send(
      "POST",
      "/auth/v1/admin/users",
      { ...service, "Content-Type": "application/json" },
      body,
    );
    expect(older).toEqual({
      status: 500,
      body: {
        code: "23505",
        message: 'duplicate key value violates unique constraint "users_pkey"',
        detail: `Key (id)=(${seedAccounts.visitor.id}) already exists.`,
      },
    });
    const { rows } = await env().db.query(
      "select 1 from auth.users where email = 'second-visitor@example.com'",
    );
    expect(rows).toEqual([]);
    await expectStackAnswers(env());
  });
});

describe("a failure the stack does not expect (a bug)", () => {
  it("is logged and answered with the service's 500 body, and the stack keeps answering", async () => {
    // A broken database under Auth: the sessions table it writes at sign-in is gone.
    await env().db.exec("alter table auth.sessions rename to sessions_moved_away");
    try {
      const signIn = await send(
        "POST",
        "/auth/v1/token?grant_type=password",
        { ...anon, ...json },
        JSON.stringify(seedAccounts.admin),
      );
      expect(signIn).toEqual({
        status: 500,
        body: {
          code: "unexpected_failure",
          message: "Unexpected failure, please check server logs for more information",
        },
      });
      expect(env().logs.at(-1)).toMatch(
        /^POST \/auth\/v1\/token failed: .*relation "auth\.sessions" does not exist/,
      );
    } finally {
      await env().db.exec("alter table auth.sessions_moved_away rename to sessions");
    }
    await expectStackAnswers(env());
    const admin = await env().signedIn("admin");
    expect((await admin.auth.getUser()).data.user?.email).toBe(seedAccounts.admin.email);
  });
});

describe("answerAlways, the one place that owns the rule", () => {
  it("answers a throw, a bad value it recognises, and a handler that forgot to answer", async () => {
    const logs: string[] = [];
    const answers = {
      recognise: (error: unknown) =>
        error instanceof RangeError ? new HttpError(400, { problem: error.message }) : undefined,
      internalError: () => new HttpError(500, { problem: "internal" }),
    };
    const handlers: Record<string, () => Promise<void>> = {
      "/throws": () => Promise.reject(new TypeError("a bug")),
      "/bad-value": () => Promise.reject(new RangeError("out of range")),
      "/forgets": () => Promise.resolve(),
    };
    const server = createServer((req, res) => {
      void answerAlways(
        req,
        res,
        answers,
        (line) => logs.push(line),
        handlers[req.url ?? ""] ?? (() => Promise.resolve()),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = async (path: string) => {
        const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      expect(await answer("/throws")).toEqual({ status: 500, body: { problem: "internal" } });
      expect(await answer("/bad-value")).toEqual({
        status: 400,
        body: { problem: "out of range" },
      });
      expect(await answer("/forgets")).toEqual({ status: 500, body: { problem: "internal" } });
      expect(logs).toEqual([
        expect.stringMatching(/^GET \/throws failed: TypeError: a bug/),
        expect.stringMatching(
          /^GET \/forgets failed: Error: the handler returned without answering/,
        ),
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
