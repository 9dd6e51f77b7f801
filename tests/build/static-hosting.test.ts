// What the static host is told to send (dist/_headers, written by scripts/hosting-files.ts) and how
// scripts/static-host.ts, which serves the browser tests and the benchmark, applies it.
import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  hostingRules,
  parseHeadersFile,
} from "../../scripts/hosting-headers";
import { entryLoader, entryLoaderScript } from "../../scripts/entry-loader";
import { speculationRulesScript } from "../../scripts/speculation-rules";
import { appShellFile } from "../../src/app/router/app-shell";
import { KEEP_ALIVE_MS, startStaticHost, type StaticHost } from "../../scripts/static-host";

const origins = {
  supabaseUrl: "https://abcd.supabase.co",
  schedulingUrl: "https://calendly.com/firm/30min",
  schedulingScriptSrc: "https://assets.calendly.com/assets/external/widget.js",
};
/** A page's two inline scripts. One is its speculation rules (scripts/speculation-rules.ts; that a
 * page's head carries exactly this one is tests/build/page-head.test.ts's). */
const speculationRules = /<script type="speculationrules">([^<]*)<\/script>/.exec(
  speculationRulesScript,
)![1]!;
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const speculationRulesHash = hashOf(speculationRules);
/** The other: the loader that starts the page's entry after its first paint, the same text on every page. */
const entryLoaderHash = hashOf(entryLoader);

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]),
  );

describe("the content security policy", () => {
  it("allows only this site, the Supabase project and the scheduling widget", () => {
    const policy = directives(contentSecurityPolicy(origins));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual([
      "'self'",
      speculationRulesHash,
      entryLoaderHash,
      "https://assets.calendly.com",
    ]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://abcd.supabase.co"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://abcd.supabase.co"]);
    expect(policy["frame-src"]).toEqual(["'self'", "https://calendly.com"]);
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("*");
  });

  it("leaves out what a build does not use", () => {
    const policy = directives(
      contentSecurityPolicy({ ...origins, supabaseUrl: undefined, schedulingUrl: undefined }),
    );
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'", speculationRulesHash, entryLoaderHash]);
    expect(policy["frame-src"]).toEqual(["'self'"]);
  });

  it("allows no inline script but the pages' speculation rules and entry loader, by the hash of their text", () => {
    expect(JSON.parse(speculationRules)).toMatchObject({ prerender: [{ eagerness: "moderate" }] });
    // The loader's text is the same whichever entry a build names: the entry is in an attribute.
    expect(entryLoaderScript("/assets/index-abc.js")).toBe(
      `<script data-entry="/assets/index-abc.js">${entryLoader}</script>`,
    );
    const inline = directives(contentSecurityPolicy(origins))["script-src"].filter(
      (source: string) => source.startsWith("'") && source !== "'self'",
    );
    expect(inline).toEqual([speculationRulesHash, entryLoaderHash]);
  });
});

describe("the _headers rules", () => {
  const rules = hostingRules(origins, ["/", "/about", "/about/", "/404.html"]);
  const read = parseHeadersFile(formatHeadersFile(rules));

  it("survive being written and read back", () => {
    expect(read).toEqual(rules);
  });

  it("cache hashed assets for a year and HTML not at all, with the security headers on both", () => {
    const asset = headersFor(read, "/assets/index-abc123.js");
    expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    const page = headersFor(read, "/about");
    expect(page["Cache-Control"]).toBe("no-cache");
    for (const headers of [asset, page]) {
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
    }
  });
});

describe("the static host", () => {
  let root: string;
  let host: StaticHost;
  const page = (name: string) => `<!doctype html><title>${name}</title>`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "static-host-"));
    mkdirSync(join(root, "about"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), page("home"));
    writeFileSync(join(root, "about/index.html"), page("about"));
    writeFileSync(join(root, "404.html"), page("not found"));
    mkdirSync(join(root, "admin"));
    writeFileSync(join(root, appShellFile), page("app shell"));
    writeFileSync(join(root, "assets/app-1a2b.js"), "console.log('app');".repeat(50));
    writeFileSync(
      join(root, "_headers"),
      formatHeadersFile(hostingRules(origins, ["/", "/about"])),
    );
    host = await startStaticHost({ root });
  });

  afterAll(async () => {
    await host.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, host.url), { headers });

  it("serves a page at its clean URL with the rules' headers", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>about</title>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("keeps an idle connection open as long as a real host does, and tells the client", async () => {
    const response = await get("/about");
    await response.text();
    expect(response.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it("answers a path the site does not have with 404.html and status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("not found");
  });

  it("serves the app shell for the admin area", async () => {
    for (const path of ["/admin", "/admin/login", "/admin/site-settings"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("app shell");
    }
  });

  it("compresses text with brotli or gzip as the browser accepts", async () => {
    const brotli = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await brotli.text()).toContain("console.log('app');");
    const gzip = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("does not serve files outside its folder", async () => {
    const response = await get("/..%2f..%2fetc%2fpasswd");
    expect(response.status).not.toBe(200);
  });

  it("keeps answering from the build before while a new one is compressed, then switches", async () => {
    const next = mkdtempSync(join(tmpdir(), "static-host-next-"));
    try {
      cpSync(root, next, { recursive: true });
      writeFileSync(join(next, "index.html"), page("home, next"));
      // Enough text that compressing it takes a while on any machine.
      writeFileSync(join(next, "assets/big.js"), randomBytes(1_500_000).toString("base64"));
      const deployed = host.deploy(next);
      expect(await (await get("/")).text()).toContain("<title>home</title>");
      await deployed;
      expect(await (await get("/")).text()).toContain("<title>home, next</title>");
      expect(
        (await get("/assets/big.js", { "accept-encoding": "br" })).headers.get("content-encoding"),
      ).toBe("br");
    } finally {
      await host.deploy(root);
      rmSync(next, { recursive: true, force: true });
    }
  });
});
