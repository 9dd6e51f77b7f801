// Storage's signed URLs through supabase-js (createSignedUrl, createSignedUrls) and the GET of the URL
// they give: how an admin opens a private file. Signing reads the object as the caller, so the
// policies decide who may sign; the URL then opens the file for anyone until it expires. Forged,
// expired, re-pointed and malformed tokens get Storage's 400 bodies.
import type { SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET } from "../../../supabase/local/core/keys";
import { LOCAL_DEMO_ANON_KEY, seedAccounts } from "../../support/test-stack";
import { useTestStack } from "../../support/use-test-stack";

const BUCKET = "legal-documents";
// A well-named file with no legal_documents row: only admins may read it.
const PRIVATE_FILE = "form_adv-1767225600123.pdf";
const PDF_BYTES = Buffer.from("%PDF-1.4\n% private draft\n%%EOF\n");

const env = useTestStack();
let admin: SupabaseClient;
let visitor: SupabaseClient;
let activeFile: string;
beforeAll(async () => {
  admin = await env().signedInAtAal2();
  visitor = await env().signedIn("visitor");
  const upload = await admin.storage
    .from(BUCKET)
    .upload(PRIVATE_FILE, new Blob([PDF_BYTES], { type: "application/pdf" }));
  if (upload.error) throw upload.error;
  const [document] = (
    await env().db.query<{ file_path: string }>(
      "select file_path from public.legal_documents where is_active limit 1",
    )
  ).rows;
  activeFile = document!.file_path;
});

/** The URL as a browser tab opens it: no API key, no session. */
async function open(
  url: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer; body: unknown }> {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    body: isJson ? JSON.parse(bytes.toString("utf8")) : undefined,
  };
}

function signedPath(name: string, token: string): string {
  return `${env().url}/storage/v1/object/sign/${BUCKET}/${name}?token=${token}`;
}

function token(
  claims: Record<string, unknown>,
  expiresIn: string | number,
  secret = LOCAL_JWT_SECRET,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe("createSignedUrl", () => {
  it("gives an admin a URL that opens the private file for anyone, with its bytes and expiry", async () => {
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrl(PRIVATE_FILE, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(
        `^${env().url}/storage/v1/object/sign/${BUCKET}/${PRIVATE_FILE}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );

    const opened = await open(data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect(opened.bytes.equals(PDF_BYTES)).toBe(true);
    const expires = Date.parse(opened.headers.get("expires") ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it("makes the file an attachment with { download: true }", async () => {
    const { data } = await admin.storage
      .from(BUCKET)
      .createSignedUrl(PRIVATE_FILE, 60, { download: true });
    const opened = await open(data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-disposition")).toBe(
      `attachment; filename="${PRIVATE_FILE}"`,
    );
  });

  it("signs nothing the caller may not read: the visitor and anon get Storage's not-found", async () => {
    for (const client of [visitor, env().anon()]) {
      const { data, error } = await client.storage.from(BUCKET).createSignedUrl(PRIVATE_FILE, 60);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "404", message: "Object not found" });
    }
    // An active document's file is everyone's to read, so anyone may sign it.
    const { data, error } = await env().anon().storage.from(BUCKET).createSignedUrl(activeFile, 60);
    expect(error).toBeNull();
    expect((await open(data!.signedUrl)).status).toBe(200);
  });

  it("refuses a bad expiresIn with Storage's 400 body", async () => {
    const sign = (body: unknown) =>
      fetch(`${env().url}/storage/v1/object/sign/${BUCKET}/${PRIVATE_FILE}`, {
        method: "POST",
        headers: {
          apikey: LOCAL_DEMO_ANON_KEY,
          Authorization: `Bearer ${LOCAL_DEMO_ANON_KEY}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(await sign({})).toEqual({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidRequest",
        error: "Error",
        message: "body must have required property 'expiresIn'",
      },
    });
    expect(await sign({ expiresIn: 0 })).toMatchObject({
      status: 400,
      body: { code: "InvalidRequest", message: "body/expiresIn must be >= 1" },
    });
    expect(await sign({ expiresIn: "soon" })).toMatchObject({
      status: 400,
      body: { code: "InvalidRequest", message: "body/expiresIn must be integer" },
    });
    expect(await sign({ expiresIn: 1e300 })).toMatchObject({
      status: 400,
      body: { statusCode: "400", code: "InvalidParameter", message: "Invalid Parameter expiresIn" },
    });
  });
});

describe("createSignedUrls", () => {
  it("signs each readable path and names the rest, in the order asked", async () => {
    const paths = [PRIVATE_FILE, "adv_part_2a-1000000000000.pdf", activeFile, "../objects/x"];
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrls(paths, 60);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.path, entry.error])).toEqual([
      [PRIVATE_FILE, null],
      [
        "adv_part_2a-1000000000000.pdf",
        "Either the object does not exist or you do not have access to it",
      ],
      [activeFile, null],
      ["../objects/x", "Either the object does not exist or you do not have access to it"],
    ]);
    expect((await open(data![0]!.signedUrl!)).bytes.equals(PDF_BYTES)).toBe(true);
    expect((await open(data![2]!.signedUrl!)).status).toBe(200);
  });

  it("gives the visitor an error entry for the private file and a URL for the public one", async () => {
    const { data } = await visitor.storage
      .from(BUCKET)
      .createSignedUrls([PRIVATE_FILE, activeFile], 60);
    expect(data?.map((entry) => entry.error === null)).toEqual([false, true]);
    expect(data?.[0]?.signedUrl).toBeNull();
  });

  it("refuses an empty list with Storage's 400 body", async () => {
    const { error } = await admin.storage.from(BUCKET).createSignedUrls([], 60);
    expect(error).toMatchObject({
      status: 400,
      statusCode: "400",
      message: "body/paths must NOT have fewer than 1 items",
    });
  });
});

describe("opening a signed URL", () => {
  it("refuses an expired token", async () => {
    const expired = await token(
      { url: `${BUCKET}/${PRIVATE_FILE}`, scope: "download" },
      Math.floor(Date.now() / 1000) - 10,
    );
    expect(await open(signedPath(PRIVATE_FILE, expired))).toMatchObject({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidJWT",
        error: "InvalidJWT",
        message: '"exp" claim timestamp check failed',
      },
    });
  });

  it("refuses a token signed with another secret", async () => {
    const forged = await token(
      { url: `${BUCKET}/${PRIVATE_FILE}`, scope: "download" },
      "1h",
      "not-the-project-secret-at-all-0123456789",
    );
    expect(await open(signedPath(PRIVATE_FILE, forged))).toMatchObject({
      status: 400,
      body: { code: "InvalidJWT", message: "signature verification failed" },
    });
    expect(await open(signedPath(PRIVATE_FILE, "not.a.jwt"))).toMatchObject({
      status: 400,
      body: { code: "InvalidJWT" },
    });
  });

  it("refuses a valid token on another object, and one not made for downloads", async () => {
    const { data } = await env().anon().storage.from(BUCKET).createSignedUrl(activeFile, 60);
    const activeToken = new URL(data!.signedUrl).searchParams.get("token")!;
    expect(await open(signedPath(PRIVATE_FILE, activeToken))).toMatchObject({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidSignature",
        error: "InvalidSignature",
        message: "Invalid signature",
      },
    });
    const uploadToken = await token(
      { url: `${BUCKET}/${PRIVATE_FILE}`, scope: "upload", upsert: false },
      "1h",
    );
    expect(await open(signedPath(PRIVATE_FILE, uploadToken))).toMatchObject({
      status: 400,
      body: { code: "InvalidSignature", message: "Token is not scoped for download" },
    });
    // A legacy session token is a JWT of the same secret, but it names no object.
    const legacySession = await token({ sub: seedAccounts.admin.id, role: "authenticated" }, "1h");
    expect(await open(signedPath(PRIVATE_FILE, legacySession))).toMatchObject({
      status: 400,
      body: { code: "InvalidSignature" },
    });
    // Today's session tokens are ES256, signed with a key Storage's URL check does not take at all.
    const session = (await admin.auth.getSession()).data.session!.access_token;
    expect(await open(signedPath(PRIVATE_FILE, session))).toMatchObject({
      status: 400,
      body: { code: "InvalidJWT" },
    });
  });

  it("refuses an escaped .. in the path and a URL without a token, never with a 5xx", async () => {
    // URLs resolve a plain or %2E-escaped "..", so only an escaped slash can carry one to the server.
    const valid = await token({ url: `${BUCKET}/a/../${PRIVATE_FILE}`, scope: "download" }, "1h");
    const dotted = await open(
      `${env().url}/storage/v1/object/sign/${BUCKET}/a%2F..%2F${PRIVATE_FILE}?token=${valid}`,
    );
    expect(dotted).toMatchObject({
      status: 400,
      body: { statusCode: "400", code: "InvalidKey", message: `Invalid key: a/../${PRIVATE_FILE}` },
    });
    expect(
      await open(`${env().url}/storage/v1/object/sign/${BUCKET}/${PRIVATE_FILE}`),
    ).toMatchObject({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidRequest",
        message: "querystring must have required property 'token'",
      },
    });
    expect(env().logs.filter((line) => /\b5\d\d\b/.test(line))).toEqual([]);
  });

  it("answers not-found for a signed object that is gone", async () => {
    const ghost = await token(
      { url: `${BUCKET}/${seedAccounts.admin.id}.pdf`, scope: "download" },
      "1h",
    );
    expect(await open(signedPath(`${seedAccounts.admin.id}.pdf`, ghost))).toMatchObject({
      status: 400,
      body: { statusCode: "404", code: "NoSuchKey" },
    });
  });
});
