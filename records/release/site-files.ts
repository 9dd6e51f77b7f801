// What a release of the public site is, read from a build (dist/): every public page's prerendered
// HTML (the routes of src/content/routes.ts, and the not-found page, which any unknown address
// shows), the stylesheet, the scripts the pages load (those they name and the chunks those import
// before they run, by the build's manifest; not a chunk imported later, on interaction, which would
// reach the admin area's code through the router), the images the pages show and the PDFs they
// link to: files of the build they name (the icon, an <img>, a document's link; the build keeps the
// published pictures and documents beside the pages), and pictures a page still names from the
// project's own Storage, fetched; and what the host serves beside them when the build has it
// (sitemap.xml, robots.txt, _headers, which SEO Tools analyses, _redirects and the Insights feed).
// The Market Insights pages are those the build wrote under insights/. Each file is named by its
// SHA-256.
import { createHash } from "node:crypto";
import { access, readdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { isTag } from "domhandler";
import { publicPaths } from "../../src/content/routes";
import { attribute, elements, parseHtml, type Element } from "../../src/features/seo/analysis/html";
import { NOT_FOUND_PATH as NOT_FOUND_PAGE } from "../../src/features/content-history/archive/format";

export { NOT_FOUND_PATH as NOT_FOUND_PAGE } from "../../src/features/content-history/archive/format";

export interface ReleaseFile {
  /** The URL path the site serves it at (a Storage picture: its URL). */
  path: string;
  sha256: string;
  bytes: number;
}

export interface ReleaseAsset extends ReleaseFile {
  type: string;
}

export interface SiteRelease {
  pages: ReleaseFile[];
  assets: ReleaseAsset[];
  /** The bytes of every file, by SHA-256. */
  contents: Map<string, { bytes: Uint8Array; type: string }>;
}

const mediaTypes: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
};

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The file a static host serves for a page path. */
export function pageFile(distDir: string, path: string): string {
  return path === NOT_FOUND_PAGE ? join(distDir, "404.html") : join(distDir, path, "index.html");
}

/** The local paths and Storage URLs of the pictures, stylesheets, scripts and PDFs one page names. */
function referencedUrls(html: string): string[] {
  const document = parseHtml(html);
  // A template's content is no part of the page until code uses it, as in the DOM.
  const all = (tag: string) =>
    elements(document, tag).filter((element) => !insideTemplate(element));
  const srcsetUrls = (element: Element) =>
    (attribute(element, "srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0]!);
  const linked = (link: Element) =>
    (attribute(link, "rel") ?? "")
      .split(/\s+/)
      .some((rel) => rel === "icon" || rel === "stylesheet" || rel === "modulepreload");
  const [images, scripts] = [all("img"), all("script")];
  const urls = [
    ...images.map((img) => attribute(img, "src")),
    ...[...images, ...all("source")].flatMap(srcsetUrls),
    ...all("link")
      .filter(linked)
      .map((link) => attribute(link, "href")),
    ...scripts.map((script) => attribute(script, "src")),
    // The entry a page starts after its first paint (scripts/entry-loader.ts).
    ...scripts.map((script) => attribute(script, "data-entry")),
    // The documents a page offers (the build keeps them under /documents).
    ...all("a")
      .map((link) => attribute(link, "href"))
      .filter((href) => href?.startsWith("/documents/")),
  ];
  return urls.filter((url): url is string => Boolean(url));
}

function insideTemplate(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if (isTag(parent) && parent.name === "template") return true;
  return false;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * What each script of the build imports before it runs, by URL path, from Vite's manifest
 * (dist/.vite/manifest.json); empty without one.
 */
async function scriptImports(distDir: string): Promise<Map<string, string[]>> {
  const text = await readFile(join(distDir, ".vite", "manifest.json"), "utf8").catch(() => null);
  if (text === null) return new Map();
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  const pathOf = (key: string) => (manifest[key] ? [`/${manifest[key].file}`] : []);
  return new Map(
    Object.values(manifest).map((chunk) => [
      `/${chunk.file}`,
      (chunk.imports ?? []).flatMap(pathOf),
    ]),
  );
}

export interface CollectOptions {
  distDir: string;
  /** The project's Supabase URL: pictures under its Storage are fetched and kept. */
  supabaseUrl?: string;
}

/** The files a static host reads beside the pages (scripts/hosting-files.ts), by URL path. */
export const HOSTING_FILES: Record<string, string> = {
  "/sitemap.xml": "application/xml",
  "/robots.txt": "text/plain",
  "/_headers": "text/plain",
  "/_redirects": "text/plain",
  "/insights/feed.xml": "application/xml",
};

/** The Market Insights pages of a build (the list's pages, the posts, a withdrawn post's notice). */
async function insightsPagePaths(distDir: string): Promise<string[]> {
  const root = join(distDir, "insights");
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries
    .map(String)
    .filter((entry) => entry === "index.html" || entry.endsWith("/index.html"))
    .map(
      (entry) =>
        `/insights${entry === "index.html" ? "" : `/${entry.slice(0, -"/index.html".length)}`}`,
    )
    .sort();
}

export async function collectSiteRelease({
  distDir,
  supabaseUrl,
}: CollectOptions): Promise<SiteRelease> {
  const contents: SiteRelease["contents"] = new Map();
  const keep = (bytes: Uint8Array, type: string) => {
    const sha256 = sha256Hex(bytes);
    contents.set(sha256, { bytes, type });
    return { sha256, bytes: bytes.length };
  };

  const pages: ReleaseFile[] = [];
  const referenced = new Set<string>();
  for (const path of [...publicPaths, ...(await insightsPagePaths(distDir)), NOT_FOUND_PAGE]) {
    const file = pageFile(distDir, path);
    const bytes = new Uint8Array(
      await readFile(file).catch(() => {
        throw new Error(
          `${file} is missing: run \`npm run build\` first (a release holds every public page).`,
        );
      }),
    );
    pages.push({ path, ...keep(bytes, "text/html") });
    for (const url of referencedUrls(new TextDecoder().decode(bytes))) referenced.add(url);
  }

  const assets: ReleaseAsset[] = [];
  const stylesheets = (await readdir(join(distDir, "assets"))).filter((name) =>
    name.endsWith(".css"),
  );
  for (const name of stylesheets) referenced.add(`/assets/${name}`);
  // The chunks the pages' scripts import, and theirs: a Set's walk meets what is added during it.
  const imports = await scriptImports(distDir);
  for (const url of referenced)
    for (const imported of imports.get(url) ?? []) referenced.add(imported);
  const storagePrefix =
    supabaseUrl && `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/`;
  for (const url of [...referenced].sort()) {
    const type = mediaTypes[extname(new URL(url, "http://site.invalid").pathname).toLowerCase()];
    let bytes: Uint8Array | undefined;
    if (url.startsWith("/") && !url.startsWith("//")) {
      bytes = new Uint8Array(
        await readFile(join(distDir, decodeURIComponent(url.split(/[?#]/)[0]!))),
      );
    } else if (storagePrefix && url.startsWith(storagePrefix)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    // Anything else is another site's: the site's policy does not load it either.
    if (!bytes || !type) continue;
    assets.push({ path: url, type, ...keep(bytes, type) });
  }
  for (const [path, type] of Object.entries(HOSTING_FILES)) {
    const file = join(distDir, path);
    const present = await access(file).then(
      () => true,
      () => false,
    );
    if (present) assets.push({ path, type, ...keep(new Uint8Array(await readFile(file)), type) });
  }
  return { pages, assets, contents };
}
