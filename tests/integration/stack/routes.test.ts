// Each service's route table: a path no route knows and a method a path does not take are answered
// as the real service answers them (PostgREST's PGRST125/PGRST117/PGRST101, Auth's chi router,
// Storage's Fastify not-found handler), after the checks the real service makes first.
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DEMO_ANON_KEY, LOCAL_DEMO_SERVICE_ROLE_KEY } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let visitorToken: string;
beforeAll(async () => {
  visitorToken = await env().accessToken("visitor");
});

async function call(
  method: string,
  path: string,
  token = LOCAL_DEMO_ANON_KEY,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${env().url}${path}`, {
    method,
    headers: { apikey: LOCAL_DEMO_ANON_KEY, Authorization: `Bearer ${token}`, ...headers },
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.startsWith("application/json");
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: json ? (JSON.parse(text) as unknown) : undefined,
  };
}

describe("/rest/v1", () => {
  it("answers a path with more than a table or rpc/<function> with PGRST125", async () => {
    for (const path of ["/rest/v1/recommended_resources/1", "/rest/v1/rpc", "/rest/v1/a/b/c"]) {
      const answer = await call("GET", path);
      expect.soft(answer.status, path).toBe(404);
      expect.soft(answer.body, path).toEqual(
        path === "/rest/v1/rpc"
          ? {
              code: "PGRST205",
              details: null,
              hint: null,
              message: "Could not find the table 'public.rpc' in the schema cache",
            }
          : {
              code: "PGRST125",
              details: null,
              hint: null,
              message: "Invalid path specified in request URL",
            },
      );
    }
    expect((await call("GET", "/rest/v1/")).body).toMatchObject({ code: "PGRST125" });
  });

  it("answers a method a table does not take with 405 PGRST117, and one a function does not with PGRST101", async () => {
    expect(await call("PROPFIND", "/rest/v1/recommended_resources")).toMatchObject({
      status: 405,
      body: {
        code: "PGRST117",
        details: null,
        hint: null,
        message: "Unsupported HTTP method: PROPFIND",
      },
    });
    expect(await call("PATCH", "/rest/v1/rpc/has_role")).toMatchObject({
      status: 405,
      body: {
        code: "PGRST101",
        details: null,
        hint: null,
        message: "Cannot use the PATCH method on RPC",
      },
    });
    expect(await call("DELETE", "/rest/v1/rpc/no_such_function")).toMatchObject({
      status: 405,
      body: { code: "PGRST101" },
    });
  });

  it("checks the token before the path, and the schema profile before the method", async () => {
    expect(await call("GET", "/rest/v1/a/b", "not-a-jwt")).toMatchObject({
      status: 401,
      body: { code: "PGRST301" },
    });
    expect(
      await call("PROPFIND", "/rest/v1/recommended_resources", LOCAL_DEMO_ANON_KEY, {
        "Content-Profile": "private",
      }),
    ).toMatchObject({ status: 406, body: { code: "PGRST106" } });
  });

  it("still reads a table with a trailing or doubled slash", async () => {
    expect((await call("GET", "/rest/v1//recommended_resources/?select=id&limit=1")).status).toBe(
      200,
    );
  });
});

describe("/auth/v1", () => {
  it("answers an unknown path with net/http's plain 404 once the API key is checked", async () => {
    const answer = await call("GET", "/auth/v1/no-such-endpoint");
    expect(answer).toMatchObject({ status: 404, text: "404 page not found\n" });
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const noKey = await fetch(`${env().url}/auth/v1/no-such-endpoint`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: "No API key found in request" });
  });

  it("answers a method the path does not take with 405 and the methods it does", async () => {
    const answer = await call("DELETE", "/auth/v1/token");
    expect(answer).toMatchObject({ status: 405, text: "" });
    expect(answer.headers.get("allow")).toBe("POST");
  });

  it("checks sign-in under /user and the service role under /admin before the miss", async () => {
    expect(
      await call("DELETE", "/auth/v1/user", LOCAL_DEMO_ANON_KEY, {
        "X-Supabase-Api-Version": "2024-01-01",
      }),
    ).toMatchObject({ status: 403, body: { code: "bad_jwt" } });
    const signedIn = await call("DELETE", "/auth/v1/user", visitorToken);
    expect(signedIn.status).toBe(405);
    expect(signedIn.headers.get("allow")).toBe("GET, PUT");
    expect(
      await call("GET", "/auth/v1/admin/no-such-thing", visitorToken, {
        "X-Supabase-Api-Version": "2024-01-01",
      }),
    ).toMatchObject({ status: 403, body: { code: "not_admin" } });
    expect(
      await call("PATCH", "/auth/v1/admin/users", visitorToken, {
        "X-Supabase-Api-Version": "2024-01-01",
      }),
    ).toMatchObject({ status: 403, body: { code: "not_admin" } });
    expect(
      await call("GET", "/auth/v1/admin/no-such-thing", LOCAL_DEMO_SERVICE_ROLE_KEY),
    ).toMatchObject({ status: 404 });
    const wrong = await call("PATCH", "/auth/v1/admin/users", LOCAL_DEMO_SERVICE_ROLE_KEY);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, POST");
  });
});

describe("/storage/v1", () => {
  it("answers an unknown path and a wrong method with Fastify's 404, naming the route", async () => {
    expect(await call("GET", "/storage/v1/no-such-thing?x=1")).toMatchObject({
      status: 404,
      body: {
        statusCode: "404",
        error: "Not Found",
        message: "Route GET:/no-such-thing?x=1 not found",
        code: "InvalidRequest",
      },
    });
    expect(await call("PATCH", "/storage/v1/object/legal-documents/a.pdf")).toMatchObject({
      status: 404,
      body: { statusCode: "404", message: "Route PATCH:/object/legal-documents/a.pdf not found" },
    });
  });
});
