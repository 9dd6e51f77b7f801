// Request bodies and queries checked against each route's zod schema and refused with the real
// service's 400: Auth's bad_json naming the Go struct field (encoding/json's wording) and its
// pagination and logout-scope messages; Storage's Ajv messages ("body/limit must be >= 1").
import { beforeAll, describe, expect, it } from "vitest";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  seedAccounts,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
let adminToken: string;
beforeAll(async () => {
  adminToken = await env().accessToken("admin");
});

async function send(method: string, path: string, body: unknown, token = LOCAL_DEMO_ANON_KEY) {
  const response = await fetch(`${env().url}${path}`, {
    method,
    headers: {
      apikey: LOCAL_DEMO_ANON_KEY,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const badJson = (message: string) => ({
  status: 400,
  body: { code: "bad_json", message: `Could not parse request body as JSON: ${message}` },
});

describe("Auth bodies, decoded as Go's encoding/json decodes them", () => {
  it("names the struct field whose value has the wrong type", async () => {
    expect(
      await send("POST", "/auth/v1/token?grant_type=password", { email: 42, password: "x" }),
    ).toMatchObject(
      badJson(
        "json: cannot unmarshal number into Go struct field PasswordGrantParams.email of type string",
      ),
    );
    expect(
      await send("POST", "/auth/v1/token?grant_type=refresh_token", { refresh_token: ["a"] }),
    ).toMatchObject(
      badJson(
        "json: cannot unmarshal array into Go struct field RefreshTokenGrantParams.refresh_token of type string",
      ),
    );
    expect(await send("PUT", "/auth/v1/user", { data: [1, 2] }, adminToken)).toMatchObject(
      badJson(
        "json: cannot unmarshal array into Go struct field UserUpdateParams.data of type map[string]interface {}",
      ),
    );
    expect(
      await send(
        "POST",
        "/auth/v1/admin/users",
        { email: "a@example.com", email_confirm: "yes" },
        LOCAL_DEMO_SERVICE_ROLE_KEY,
      ),
    ).toMatchObject(
      badJson(
        "json: cannot unmarshal string into Go struct field AdminUserParams.email_confirm of type bool",
      ),
    );
    expect(
      await send(
        "PUT",
        `/auth/v1/admin/users/${seedAccounts.visitor.id}`,
        { user_metadata: "x" },
        LOCAL_DEMO_SERVICE_ROLE_KEY,
      ),
    ).toMatchObject(
      badJson(
        "json: cannot unmarshal string into Go struct field AdminUserParams.user_metadata of type map[string]interface {}",
      ),
    );
  });

  it("refuses a body that is not an object, and reads null as a missing field", async () => {
    expect(await send("POST", "/auth/v1/token?grant_type=password", [1, 2])).toMatchObject(
      badJson("json: cannot unmarshal array into Go value of type api.PasswordGrantParams"),
    );
    expect(await send("POST", "/auth/v1/token?grant_type=password", '"text"')).toMatchObject(
      badJson("json: cannot unmarshal string into Go value of type api.PasswordGrantParams"),
    );
    expect(
      await send("POST", "/auth/v1/token?grant_type=password", {
        email: null,
        phone: null,
        password: null,
        extra: 1,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: "validation_failed", message: "missing email or phone" },
    });
    const { email, password } = seedAccounts.visitor;
    expect(
      await send("POST", "/auth/v1/token?grant_type=password", { email, password, phone: null }),
    ).toMatchObject({ status: 200 });
  });

  it("answers bad pagination and logout scopes as Auth does", async () => {
    const list = (query: string) =>
      send("GET", `/auth/v1/admin/users${query}`, undefined, LOCAL_DEMO_SERVICE_ROLE_KEY);
    expect(await list("?page=abc")).toMatchObject({
      status: 400,
      body: {
        code: "validation_failed",
        message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax',
      },
    });
    expect(await list("?per_page=99999999999999999999")).toMatchObject({
      status: 400,
      body: {
        message:
          'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999": value out of range',
      },
    });
    expect(await list("?page=0")).toMatchObject({
      status: 400,
      body: { message: 'Bad Pagination Parameters: invalid page "0"' },
    });
    expect(await list("?page=123456789012&per_page=2")).toMatchObject({
      status: 200,
      body: { users: [] },
    });
    expect(
      await send("POST", "/auth/v1/logout?scope=everyone", undefined, adminToken),
    ).toMatchObject({
      status: 400,
      body: { code: "validation_failed", message: 'Unsupported logout scope "everyone"' },
    });
  });
});

describe("Storage bodies, checked as Fastify's Ajv checks them", () => {
  const list = (body: unknown) =>
    send("POST", "/storage/v1/object/list/legal-documents", body, adminToken);
  const refused = (message: string) => ({
    status: 400,
    body: { statusCode: "400", code: "InvalidRequest", error: "Error", message },
  });

  it("refuses list options outside Storage's schema", async () => {
    expect(await list({})).toMatchObject(refused("body must have required property 'prefix'"));
    expect(await list({ prefix: "", limit: 0 })).toMatchObject(refused("body/limit must be >= 1"));
    expect(await list({ prefix: "", offset: -1 })).toMatchObject(
      refused("body/offset must be >= 0"),
    );
    expect(await list({ prefix: "", limit: 1.5 })).toMatchObject(
      refused("body/limit must be integer"),
    );
    expect(await list({ prefix: "", sortBy: { column: "size" } })).toMatchObject(
      refused("body/sortBy/column must be equal to one of the allowed values"),
    );
    expect(await list({ prefix: "", sortBy: { column: "name", order: "sideways" } })).toMatchObject(
      refused("body/sortBy/order must be equal to one of the allowed values"),
    );
    expect(await list({ prefix: "", sortBy: {} })).toMatchObject(
      refused("body/sortBy must have required property 'column'"),
    );
    expect(await list([])).toMatchObject(refused("body must be object"));
  });

  it("coerces numeric strings as Ajv does and answers a huge limit with a 4xx", async () => {
    expect(await list({ prefix: "", limit: "5", offset: "0" })).toMatchObject({ status: 200 });
    expect((await list({ prefix: "", limit: 1e20 })).status).toBe(400);
  });

  it("refuses a bulk delete without 1 to 1,000 names", async () => {
    const remove = (body: unknown) =>
      send("DELETE", "/storage/v1/object/legal-documents", body, adminToken);
    expect(await remove({})).toMatchObject(refused("body must have required property 'prefixes'"));
    expect(await remove({ prefixes: "a.pdf" })).toMatchObject(
      refused("body/prefixes must be array"),
    );
    expect(await remove({ prefixes: [] })).toMatchObject(
      refused("body/prefixes must NOT have fewer than 1 items"),
    );
    expect(
      await remove({ prefixes: Array.from({ length: 1001 }, (_, index) => `${index}.pdf`) }),
    ).toMatchObject(refused("body/prefixes must NOT have more than 1000 items"));
  });
});
