// PostgREST's request settings, which policies and functions read with current_setting(...): every
// REST and Storage request carries request.method, request.path, request.headers (x-forwarded-for
// ending with the socket's peer, appended as a proxy appends it) and request.cookies.
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_DEMO_ANON_KEY } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const env = useTestStack();
beforeAll(async () => {
  await env().db.exec(`
    create function public.request_echo() returns json language sql stable as $$
      select json_build_object(
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'headers', current_setting('request.headers', true)::json,
        'cookies', current_setting('request.cookies', true)::json,
        'claims', current_setting('request.jwt.claims', true)::json)
    $$;
    grant execute on function public.request_echo() to anon, authenticated;
    -- A private bucket whose files only a request from this machine, on Storage's object path, may read.
    insert into storage.buckets (id, name, public) values ('request-settings', 'request-settings', false);
    create policy "request settings: loopback readers" on storage.objects for select to authenticated
      using (
        bucket_id = 'request-settings'
        and current_setting('request.headers', true)::json ->> 'x-forwarded-for' = '127.0.0.1'
        and current_setting('request.path', true) like '/object/%'
        and current_setting('request.method', true) = 'GET'
      );
  `);
  await env().stack.refreshSchema();
});

interface Echo {
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  claims: Record<string, unknown>;
}

async function echo(init: RequestInit = {}, method = "GET"): Promise<Echo> {
  const response = await fetch(`${env().url}/rest/v1/rpc/request_echo`, {
    method,
    ...init,
    headers: { apikey: LOCAL_DEMO_ANON_KEY, ...init.headers },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Echo;
}

describe("request settings", () => {
  it("name the method and the path PostgREST sees, behind the gateway's /rest/v1", async () => {
    expect(await echo()).toMatchObject({
      method: "GET",
      path: "/rpc/request_echo",
      claims: { role: "anon" },
    });
    expect(
      await echo({ headers: { "Content-Type": "application/json" }, body: "{}" }, "POST"),
    ).toMatchObject({ method: "POST" });
  });

  it("carry the headers with lowercase names, and x-forwarded-for is the loopback peer without a proxy", async () => {
    const { headers } = await echo({
      headers: { "X-Client-Info": "request-settings-test", "Accept-Language": "de" },
    });
    expect(headers).toMatchObject({
      "x-client-info": "request-settings-test",
      "accept-language": "de",
      "x-forwarded-for": "127.0.0.1",
    });
  });

  it("append the socket's peer to the x-forwarded-for the client sent, as a proxy does", async () => {
    const { headers } = await echo({ headers: { "X-Forwarded-For": "203.0.113.7, 10.0.0.2" } });
    expect(headers["x-forwarded-for"]).toBe("203.0.113.7, 10.0.0.2, 127.0.0.1");
  });

  it("carry the cookies as an object, and an empty one without a Cookie header", async () => {
    expect(
      (await echo({ headers: { Cookie: "theme=dark; sb-session=abc=def; theme=light" } })).cookies,
    ).toEqual({ theme: "dark", "sb-session": "abc=def" });
    expect((await echo()).cookies).toEqual({});
  });

  it("reach Storage's policies too", async () => {
    const upload = await env()
      .serviceRole()
      .storage.from("request-settings")
      .upload("note.txt", new Blob(["hello"], { type: "text/plain" }));
    expect(upload.error).toBeNull();
    const token = await env().accessToken("admin");
    const read = (headers: Record<string, string> = {}) =>
      fetch(`${env().url}/storage/v1/object/authenticated/request-settings/note.txt`, {
        headers: { apikey: LOCAL_DEMO_ANON_KEY, Authorization: `Bearer ${token}`, ...headers },
      }).then(async (response) => ({ status: response.status, text: await response.text() }));

    expect(await read()).toEqual({ status: 200, text: "hello" });
    // The policy sees the chain the client started (the peer appended to it), and refuses it.
    const proxied = await read({ "X-Forwarded-For": "198.51.100.4" });
    expect(proxied.status).toBe(400);
    expect(JSON.parse(proxied.text)).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
  });
});
