// A few hundred malformed or hostile requests: bad JSON, huge headers and bodies, unknown operators,
// SQL in filter values and names, ../ in object paths, forged JWTs. Every one gets a 4xx, the process
// keeps answering, the database is unchanged, and nothing is written outside the stack's data folder.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../../../supabase/local/core/jwt";
import { LOCAL_JWT_SECRET } from "../../../supabase/local/core/keys";
import { projectRoot } from "../../../supabase/local/core/project-env";
import {
  LOCAL_DEMO_ANON_KEY,
  LOCAL_DEMO_SERVICE_ROLE_KEY,
  expectStackAnswers,
  seedAccounts,
} from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const env = useTestStack();
let adminToken: string;
beforeAll(async () => {
  adminToken = await env().accessToken("admin");
});

/** Names hostile paths carry, to look for anywhere they might have landed. */
const MARKER = `pwned-${randomUUID().slice(0, 8)}`;
const now = Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const FORGED_TOKENS = {
  "wrong secret": await signJwt(
    { role: "service_role", exp: now + 3600 },
    "an-attacker-secret-at-least-32-characters",
  ),
  "alg none": `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ role: "service_role", exp: now + 3600 })}.`,
  "alg HS512 header": `${base64url({ alg: "HS512", typ: "JWT" })}.${base64url({ role: "service_role" })}.c2lnbmF0dXJl`,
  expired: await signJwt({ role: "service_role", exp: now - 3600 }, LOCAL_JWT_SECRET),
  "not yet valid": await signJwt({ role: "service_role", nbf: now + 3600 }, LOCAL_JWT_SECRET),
  "role postgres": await signJwt({ role: "postgres", exp: now + 3600 }, LOCAL_JWT_SECRET),
  "role with SQL": await signJwt(
    { role: "anon'; drop table auth.users; --", exp: now + 3600 },
    LOCAL_JWT_SECRET,
  ),
  "four parts": `${await signJwt({ role: "anon" }, LOCAL_JWT_SECRET)}.extra`,
  "bad base64": "e30.%%%.sig",
  "payload not json": `${base64url({ alg: "HS256" })}.${Buffer.from("not json").toString("base64url")}.sig`,
};

const ENDPOINTS: Probe[] = [
  { method: "GET", path: "/rest/v1/recommended_resources?select=*" },
  { method: "GET", path: "/rest/v1/website_analytics?select=*" },
  {
    method: "POST",
    path: "/rest/v1/user_roles",
    body: JSON.stringify({ user_id: seedAccounts.visitor.id, role: "admin" }),
  },
  {
    method: "POST",
    path: "/rest/v1/rpc/has_role",
    body: JSON.stringify({ _user_id: seedAccounts.admin.id, _role: "admin" }),
  },
  { method: "GET", path: "/auth/v1/user" },
  { method: "GET", path: "/auth/v1/admin/users" },
  {
    method: "POST",
    path: `/storage/v1/object/resource-thumbnails/${seedAccounts.admin.id}/1700000000000.png`,
    body: new Uint8Array([1, 2, 3]),
    headers: { "Content-Type": "image/png" },
  },
  {
    method: "POST",
    path: "/storage/v1/object/list/legal-documents",
    body: JSON.stringify({ prefix: "" }),
  },
  {
    method: "DELETE",
    path: "/storage/v1/object/legal-documents",
    body: JSON.stringify({ prefixes: ["form_adv-1767225600000.pdf"] }),
  },
];

function forgedTokenProbes(): Probe[] {
  return Object.values(FORGED_TOKENS).flatMap((token) =>
    ENDPOINTS.map((endpoint) => ({
      ...endpoint,
      headers: { ...endpoint.headers, Authorization: `Bearer ${token}` },
    })),
  );
}

const BAD_JSON = [
  "{",
  "[",
  '{"email": ',
  "nul",
  '{"a": 1}}',
  "\u0000",
  "{'single': 'quotes'}",
  "[".repeat(5000) + "]".repeat(5000),
  '"just a string"',
  "12",
];

function badJsonProbes(): Probe[] {
  const targets: Probe[] = [
    { method: "POST", path: "/auth/v1/token?grant_type=password" },
    { method: "POST", path: "/auth/v1/token?grant_type=refresh_token" },
    { method: "PUT", path: "/auth/v1/user", headers: { Authorization: `Bearer ${adminToken}` } },
    {
      method: "POST",
      path: "/auth/v1/admin/users",
      headers: { Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}` },
    },
    {
      method: "POST",
      path: "/rest/v1/recommended_resources",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
    {
      method: "PATCH",
      path: "/rest/v1/recommended_resources?id=eq.00000000-0000-4000-8000-000000000000",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
    {
      method: "POST",
      path: "/rest/v1/rpc/has_role",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
    {
      method: "POST",
      path: "/storage/v1/object/list/resource-thumbnails",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
    {
      method: "DELETE",
      path: "/storage/v1/object/resource-thumbnails",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  ];
  return targets.flatMap((target) =>
    BAD_JSON.map((body) => ({
      ...target,
      body,
      headers: { "Content-Type": "application/json", ...target.headers },
    })),
  );
}

const SQL_TEXT = [
  "'; drop table public.recommended_resources; --",
  "1' or '1'='1",
  'x"); select pg_sleep(10); --',
  "$1",
  "\\",
  "%",
  "*",
];

function sqlInjectionProbes(): Probe[] {
  const values = SQL_TEXT.map(encodeURIComponent);
  return [
    ...values.map((v) => ({ method: "GET", path: `/rest/v1/recommended_resources?id=eq.${v}` })),
    ...values.map((v) => ({
      method: "GET",
      path: `/rest/v1/recommended_resources?created_at=gt.${v}`,
    })),
    ...values.map((v) => ({
      method: "GET",
      path: `/rest/v1/recommended_resources?is_featured=in.(${v})`,
    })),
    // `select=*` is a valid request; every other value names no column.
    ...values
      .filter((v) => v !== "*")
      .map((v) => ({ method: "GET", path: `/rest/v1/recommended_resources?select=${v}` })),
    ...values.map((v) => ({ method: "GET", path: `/rest/v1/recommended_resources?${v}=eq.1` })),
    ...values.map((v) => ({ method: "GET", path: `/rest/v1/recommended_resources?order=${v}` })),
    ...values.map((v) => ({ method: "GET", path: `/rest/v1/${v}` })),
    ...values.map((v) => ({ method: "POST", path: `/rest/v1/rpc/${v}`, body: "{}" })),
    ...values.map((v) => ({
      method: "GET",
      path: `/rest/v1/recommended_resources?select=id&limit=${v}`,
    })),
    ...values.map((v) => ({
      method: "POST",
      path: "/rest/v1/recommended_resources",
      headers: { Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ [decodeURIComponent(v)]: "x" }),
    })),
    ...values.map((v) => ({
      method: "POST",
      path: "/rest/v1/rpc/has_role",
      headers: { Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ _user_id: decodeURIComponent(v), _role: "admin" }),
    })),
    ...values.map((v) => ({
      method: "POST",
      path: "/rest/v1/rpc/has_role",
      headers: { Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ [decodeURIComponent(v)]: 1 }),
    })),
    { method: "GET", path: "/rest/v1/pg_roles" },
    { method: "GET", path: "/rest/v1/auth.users" },
    { method: "GET", path: "/rest/v1/recommended_resources?select=*,auth.users(*)" },
    { method: "POST", path: "/rest/v1/rpc/pg_sleep", body: JSON.stringify({ seconds: 30 }) },
    {
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      body: JSON.stringify({ email: "' or 1=1 --", password: "' or 1=1 --" }),
    },
  ];
}

function unknownOperatorProbes(): Probe[] {
  const filters = [
    "noop.1",
    "eq",
    "is.maybe",
    "in.1,2",
    'in.("unterminated)',
    "cs.{a}",
    "like(any).{a,b}",
    "not.",
    "not.not.eq.1",
    "fts.word",
  ];
  return [
    ...filters.map((filter) => ({
      method: "GET",
      path: `/rest/v1/recommended_resources?title=${encodeURIComponent(filter)}`,
    })),
    ...[
      "limit=-1",
      "limit=abc",
      "offset=1e9",
      "order=title.sideways",
      "order=",
      "or=(title.eq.a",
      "and=(a.eq.1)",
      "select=title::text",
      "select=json->>key",
      "select=count()",
      'columns="',
      "on_conflict=id",
    ].map((query) => ({ method: "GET", path: `/rest/v1/recommended_resources?${query}` })),
    { method: "GET", path: "/rest/v1/recommended_resources", headers: { Accept: "text/csv" } },
    {
      method: "GET",
      path: "/rest/v1/recommended_resources",
      headers: { "Accept-Profile": "auth" },
    },
    {
      method: "POST",
      path: "/rest/v1/recommended_resources",
      headers: { "Content-Profile": "storage" },
      body: "{}",
    },
    { method: "GET", path: "/rest/v1/recommended_resources", headers: { Range: "9-1" } },
    { method: "PUT", path: "/rest/v1/recommended_resources?id=eq.1", body: "{}" },
    { method: "PROPFIND", path: "/rest/v1/recommended_resources" },
    { method: "DELETE", path: "/rest/v1/rpc/has_role" },
    { method: "GET", path: "/rest/v1/a/b/c" },
    { method: "GET", path: "/rest/v1/%E0%A4%A" },
    { method: "GET", path: "/nowhere" },
    { method: "GET", path: "/auth/v1/../rest/v1/recommended_resources" },
    {
      method: "POST",
      path: "/auth/v1/logout?scope=everywhere",
      headers: { Authorization: `Bearer ${adminToken}` },
    },
    {
      method: "GET",
      path: "/auth/v1/admin/users?page=-1",
      headers: { Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}` },
    },
    {
      method: "GET",
      path: "/auth/v1/admin/users/not-a-uuid",
      headers: { Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}` },
    },
    {
      method: "POST",
      path: "/storage/v1/object/list/resource-thumbnails",
      headers: { Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ prefix: "", sortBy: { column: "name; drop table x", order: "asc" } }),
    },
    {
      method: "POST",
      path: "/storage/v1/object/list/resource-thumbnails",
      headers: { Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ prefix: 5, limit: -1 }),
    },
    {
      method: "POST",
      path: `/storage/v1/object/resource-thumbnails/${seedAccounts.admin.id}/1700000000001.png`,
      headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "multipart/form-data" },
      body: "no boundary",
    },
    {
      method: "POST",
      path: `/storage/v1/object/resource-thumbnails/${seedAccounts.admin.id}/1700000000002.png`,
      headers: {
        Authorization: `Bearer ${adminToken}`,
        "Content-Type": "multipart/form-data; boundary=x",
      },
      body: '--x\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--x--\r\n',
    },
    {
      method: "POST",
      path: `/storage/v1/object/resource-thumbnails/${seedAccounts.admin.id}/1700000000003.png`,
      headers: {
        Authorization: `Bearer ${adminToken}`,
        "Content-Type": "image/png",
        "x-metadata": "!!not base64 json!!",
      },
      body: new Uint8Array([1]),
    },
    { method: "GET", path: "/storage/v1/bucket" },
    { method: "PATCH", path: "/storage/v1/object/legal-documents/form_adv-1767225600000.pdf" },
  ];
}

function traversalProbes(): Probe[] {
  const service = {
    Authorization: `Bearer ${LOCAL_DEMO_SERVICE_ROLE_KEY}`,
    "Content-Type": "application/pdf",
  };
  const names = [
    `..%2F..%2F..%2F${MARKER}.pdf`,
    `%2e%2e%2f%2e%2e%2f${MARKER}.pdf`,
    `..%5C..%5C${MARKER}.pdf`,
    `a%2F..%2F..%2F..%2F${MARKER}.pdf`,
    `..%252F..%252F${MARKER}.pdf`,
    `%2Ftmp%2F${MARKER}.pdf`,
    `folder%2F%2F${MARKER}.pdf`,
    `${MARKER}%00.pdf`,
    `.%2F${MARKER}.pdf`,
  ];
  return [
    ...names.map((name) => ({
      method: "POST",
      path: `/storage/v1/object/legal-documents/${name}`,
      headers: service,
      body: new Uint8Array([37, 80, 68, 70]),
    })),
    ...names.map((name) => ({
      method: "PUT",
      path: `/storage/v1/object/legal-documents/${name}`,
      headers: service,
      body: new Uint8Array([37, 80, 68, 70]),
    })),
    ...names.map((name) => ({
      method: "GET",
      path: `/storage/v1/object/public/legal-documents/${name}`,
    })),
    ...names.map((name) => ({
      method: "GET",
      path: `/storage/v1/object/authenticated/legal-documents/${name}`,
      headers: service,
    })),
    ...names.map((name) => ({
      method: "DELETE",
      path: `/storage/v1/object/legal-documents/${name}`,
      headers: service,
    })),
    ...names.map((name) => ({
      method: "POST",
      path: `/storage/v1/object/${name}/file.pdf`,
      headers: service,
      body: new Uint8Array([1]),
    })),
  ];
}

function oversizedProbes(): Probe[] {
  const huge = "x".repeat(20 * 1024);
  return [
    { method: "GET", path: "/rest/v1/recommended_resources", headers: { "X-Huge": huge } },
    { method: "GET", path: "/auth/v1/user", headers: { Authorization: `Bearer ${huge}` } },
    { method: "GET", path: `/rest/v1/recommended_resources?title=eq.${huge}` },
    {
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "y".repeat(2 * 1024 * 1024) }),
    },
    {
      method: "POST",
      path: "/rest/v1/recommended_resources",
      headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "z".repeat(2 * 1024 * 1024) }),
    },
    {
      method: "POST",
      path: `/storage/v1/object/resource-thumbnails/${seedAccounts.admin.id}/1700000000004.png`,
      headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "image/png" },
      body: new Uint8Array(6 * 1024 * 1024),
    },
  ];
}

async function send(probe: Probe): Promise<number> {
  try {
    const response = await fetch(`${env().url}${probe.path}`, {
      method: probe.method,
      headers: { apikey: LOCAL_DEMO_ANON_KEY, ...probe.headers },
      body: probe.body,
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    throw new Error(`${probe.method} ${probe.path.slice(0, 120)}: ${(error as Error).message}`);
  }
}

async function sendAll(probes: Probe[]): Promise<{ probe: Probe; status: number }[]> {
  const results: { probe: Probe; status: number }[] = [];
  for (let start = 0; start < probes.length; start += 8) {
    const batch = probes.slice(start, start + 8);
    const statuses = await Promise.all(batch.map(send));
    batch.forEach((probe, index) => results.push({ probe, status: statuses[index] ?? 0 }));
  }
  return results;
}

async function snapshot(): Promise<string> {
  const { rows } = await env().db.query<{ state: string }>(
    `select json_build_array(
       (select count(*) from auth.users), (select count(*) from public.user_roles),
       (select count(*) from public.recommended_resources), (select count(*) from public.legal_documents),
       (select count(*) from storage.objects), (select count(*) from public.website_analytics))::text as state`,
  );
  return rows[0]?.state ?? "";
}

async function namesUnder(dir: string, depth: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested =
    depth > 0
      ? await Promise.all(
          entries
            .filter((e) => e.isDirectory() && e.name !== "node_modules" && e.name !== ".git")
            .map((e) => namesUnder(join(dir, e.name), depth - 1)),
        )
      : [];
  return [...entries.map((e) => join(dir, e.name)), ...nested.flat()];
}

describe("hostile requests", () => {
  it("get 4xx answers, leave the data and the disk untouched, and the stack keeps answering", async () => {
    const before = await snapshot();
    const probes = [
      ...forgedTokenProbes(),
      ...badJsonProbes(),
      ...sqlInjectionProbes(),
      ...unknownOperatorProbes(),
      ...traversalProbes(),
      ...oversizedProbes(),
    ];
    expect(probes.length).toBeGreaterThanOrEqual(300);

    const results = await sendAll(probes);
    const outsideFourHundreds = results.filter(({ status }) => status < 400 || status >= 500);
    const describeProbe = (probe: Probe) =>
      `${probe.method} ${probe.path.slice(0, 100)} ${JSON.stringify(probe.headers ?? {}).slice(0, 100)}`;
    expect(
      outsideFourHundreds.map(({ probe, status }) => `${status} ${describeProbe(probe)}`),
    ).toEqual([]);
    expect(env().logs).toEqual([]);

    expect(await snapshot()).toBe(before);
    await expectStackAnswers(env());
  });

  it("wrote nothing outside the data folder, and inside it only object-id files", async () => {
    const places = [
      env().dataRoot,
      dirname(env().dataRoot),
      tmpdir(),
      projectRoot,
      join(projectRoot, "supabase"),
    ];
    const everything = (await Promise.all(places.map((place) => namesUnder(place, 3)))).flat();
    expect(everything.filter((path) => path.includes(MARKER))).toEqual([]);
    expect((await readdir(env().dataRoot)).sort()).toEqual(["db", "storage"]);
    expect((await readdir(env().storageDir)).sort()).toEqual(["objects", "tmp"]);
    expect(await readdir(join(env().storageDir, "tmp"))).toEqual([]);
    const { rows } = await env().db.query<{ id: string }>("select id::text from storage.objects");
    expect((await readdir(join(env().storageDir, "objects"))).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
  });
});
