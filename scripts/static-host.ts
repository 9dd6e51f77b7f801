// Serves dist/ the way a static host or CDN does, so browser tests and `npm run bench:web` see what a
// visitor will: clean URLs (/about from about/index.html), the single-page app's shell for /admin/*,
// dist/404.html with status 404 for any other path the site does not have, the response headers of
// dist/_headers (Netlify / Cloudflare Pages format, written by the build) and brotli or gzip
// compression of text files, compressed once and kept in memory as a CDN would.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { appShellFile, isAppShellPath } from "../src/app/router/app-shell";
import { headersFor, parseHeadersFile, type HeaderRule } from "./hosting-headers";
import { goneAddresses } from "./lib/site-build/site-index-files";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
};
/** How long an idle keep-alive connection stays open (nginx's default). */
export const KEEP_ALIVE_MS = 75_000;

const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"]);

type Encoding = "br" | "gzip" | "identity";

export interface StaticHost {
  server: Server;
  url: string;
  /**
   * Serves the build in `root` once it is compressed; until then the build before it answers, as a
   * static host switches deploys atomically.
   */
  deploy(root: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Which file of `root` answers `pathname`, and with what status; undefined for a path outside root.
 * `gone`: the addresses _redirects answers with 410 (a withdrawn post's), each with its notice.
 */
export function resolveFile(
  root: string,
  pathname: string,
  gone: ReadonlySet<string> = new Set(),
): { file: string; status: number } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = resolve(root, `.${normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  if (gone.has(decoded) && isFile(join(candidate, "index.html")))
    return { file: join(candidate, "index.html"), status: 410 };
  if (isFile(candidate)) return { file: candidate, status: 200 };
  const directoryIndex = join(candidate, "index.html");
  if (isFile(directoryIndex)) return { file: directoryIndex, status: 200 };
  if (isAppShellPath(decoded)) {
    const shell = join(root, appShellFile);
    return { file: isFile(shell) ? shell : join(root, "index.html"), status: 200 };
  }
  const notFound = join(root, "404.html");
  return { file: isFile(notFound) ? notFound : join(root, "index.html"), status: 404 };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function preferredEncoding(request: IncomingMessage): Encoding {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** A build the host serves: its files, its _headers rules, and its compressed bodies. */
interface Site {
  rootDir: string;
  rules: HeaderRule[];
  bodies: Map<string, Buffer>;
  /** The addresses its _redirects answers with 410. */
  gone: Set<string>;
}

const compressors = {
  br: (raw: Buffer) =>
    promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (raw: Buffer) => promisify(gzip)(raw, { level: 9 }),
};

// Compressed bodies by their raw bytes' SHA-256: a new build shares most files (the hashed assets)
// with the one before, and brotli at its best quality takes seconds for a build's scripts.
const compressedCache = new Map<string, Promise<Buffer>>();

function compressed(raw: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const key = `${encoding}:${createHash("sha256").update(raw).digest("hex")}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = compressors[encoding](raw);
    compressedCache.set(key, body);
  }
  return body;
}

/**
 * A build of `root`, every compressible file compressed before it is served. The compression runs
 * on libuv's thread pool: a host that blocked its event loop for seconds while a new build loads
 * would drop the keep-alive connections of the visitors it is serving.
 */
async function loadSite(root: string): Promise<Site> {
  const rootDir = resolve(root);
  if (!existsSync(join(rootDir, "index.html"))) {
    throw new Error(`${rootDir}/index.html is missing: run \`npm run build\` first.`);
  }
  const headersFile = join(rootDir, "_headers");
  const redirectsFile = join(rootDir, "_redirects");
  const bodies = new Map<string, Buffer>();
  const files = filesUnder(rootDir).filter((path) => compressible.has(extname(path)));
  await Promise.all(
    files.flatMap((file) => {
      const raw = readFileSync(file);
      return (["br", "gzip"] as const).map(async (encoding) =>
        bodies.set(`${encoding}:${file}`, await compressed(raw, encoding)),
      );
    }),
  );
  return {
    rootDir,
    rules: existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [],
    bodies,
    gone: existsSync(redirectsFile)
      ? goneAddresses(readFileSync(redirectsFile, "utf8"))
      : new Set(),
  };
}

/**
 * Serves `root` (default dist/) on 127.0.0.1:`port` (0: any free port). `deploy(root)` serves
 * another build from the next request on, as a static host switches to a new deploy at once.
 */
export async function startStaticHost({ root = "dist", port = 0 } = {}): Promise<StaticHost> {
  let site = await loadSite(root);

  function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const served = site;
    const { pathname } = new URL(request.url ?? "/", "http://static.local");
    const found = resolveFile(served.rootDir, pathname, served.gone);
    if (!found) {
      response.writeHead(400).end();
      return;
    }
    const extension = extname(found.file);
    // Every compressible file of a build was compressed when it loaded.
    const wanted = compressible.has(extension) ? preferredEncoding(request) : "identity";
    const compressed = served.bodies.get(`${wanted}:${found.file}`);
    const encoding = compressed ? wanted : "identity";
    const payload = compressed ?? readFileSync(found.file);
    response.writeHead(found.status, {
      ...headersFor(served.rules, pathname),
      "Content-Type": contentTypes[extension] ?? "application/octet-stream",
      "Content-Length": payload.length,
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      Vary: "Accept-Encoding",
    });
    response.end(request.method === "HEAD" ? undefined : payload);
  }

  const server = createServer(handle);
  // An idle connection is kept as long as the hosts this stands in for keep one (nginx: 75 s), not
  // Node's 5 s: a client that reuses a connection just as the server closes it gets ECONNRESET, as
  // a browser test polling a page did after a pause of 6 s while a release was recorded.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", done);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    server,
    url: `http://localhost:${actualPort}`,
    deploy: async (nextRoot) => {
      site = await loadSite(nextRoot);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
