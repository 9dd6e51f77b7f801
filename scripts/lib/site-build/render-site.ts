// Renders the public pages into a client build: every public path and the not-found page, each as
// complete HTML from the published content, written into #root of the built index.html as
// <dist>/index.html, <dist>/<path>/index.html and <dist>/404.html with its <head> (page-head.ts).
// The browser hydrates only the islands in that markup (src/main.ts), which #root's data-path tells
// the page they belong to. The admin area, which only the router knows, gets the bare shell.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import type * as EntryServer from "../../../src/app/prerender/entry-server";
import { appShellFile, appShellPrefix } from "../../../src/app/router/app-shell";
import { publicPaths } from "../../../src/content/routes";
import type { SiteData } from "../../../src/features/site-content/published-site";
import { readManifest } from "../../build-manifest";
import { withEntryAfterFirstPaint } from "../../entry-loader";
import { linkedStylesheet, withHead, withInlineStylesheet } from "../../page-head";
import { pageCss } from "./page-css";
import { atomFeed, redirectsFile, sitemapXml } from "./site-index-files";
// The insights' routes and words, not the feature's index: that holds React components this
// Node script must not load.
import { insightsCopy } from "../../../src/features/insights/copy";
import {
  INSIGHTS_FEED_PATH,
  insightsPaths,
  insightsRoute,
} from "../../../src/features/insights/routes";

export type ServerEntry = typeof EntryServer;

const rootElement = '<div id="root"></div>';

/**
 * The prerenderer's entry built for Node into `outDir` (inside node_modules, so it resolves its
 * packages from the project) and loaded. It depends on the code only, not on the content: the
 * publisher builds it once and renders every publication with it. React is bundled into it, as
 * production code: the process that loads it (the dev server's, say) may hold React's development
 * build, and React's runtime and its renderer must be the same build.
 */
export async function buildServerEntry(outDir: string): Promise<ServerEntry> {
  await build({
    logLevel: "warn",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: {
      ssr: "src/app/prerender/entry-server.tsx",
      outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { output: { entryFileNames: "entry-server.js" } },
    },
  });
  return (await import(pathToFileURL(resolve(outDir, "entry-server.js")).href)) as ServerEntry;
}

/**
 * Every /admin path is served the bare template, marked noindex: the admin area renders in the
 * browser, all behind the sign-in. Hosts serve it for /admin/* (dist/_redirects).
 */
function writeAdminShell(distDir: string, template: string) {
  const file = join(distDir, appShellFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    template.replace(
      "</head>",
      () => '  <meta name="robots" content="noindex, nofollow" />\n  </head>',
    ),
  );
}

/**
 * The client build's index.html, the empty page every page is rendered into, kept aside the first
 * time (the home page then takes index.html's place), so a build can be rendered again.
 */
function readTemplate(distDir: string): string {
  const kept = join(distDir, ".vite", "template.html");
  if (!existsSync(kept)) copyFileSync(join(distDir, "index.html"), kept);
  const template = readFileSync(kept, "utf8");
  if (!template.includes(rootElement))
    throw new Error(`${distDir}/index.html has no empty ${rootElement}: build the client first`);
  return template;
}

export interface RenderOptions {
  distDir: string;
  /** The site's public address (VITE_SITE_URL). */
  siteUrl: string;
  site: SiteData;
  entry: ServerEntry;
  log?: (line: string) => void;
}

/** The description and the head's extras of a page outside the page table: an Insights page. */
function insightsHead(path: string, site: SiteData) {
  const route = insightsRoute(path, site);
  if (!route) throw new Error(`${path} is no page of the site`);
  if (route.kind === "post")
    return { description: route.post.summary, article: route.post, feed: INSIGHTS_FEED_PATH };
  return { description: insightsCopy.description, feed: INSIGHTS_FEED_PATH };
}

/**
 * Writes every public page, the Insights pages and posts (a withdrawn post's notice too), the
 * not-found page and the admin shell into `distDir`, with the sitemap, the Atom feed and _redirects.
 */
export async function renderSite({ distDir, siteUrl, site, entry, log = () => {} }: RenderOptions) {
  const { renderPage, documentTitle, notFoundPath, pageKeyOfPath } = entry;
  const template = readTemplate(distDir);
  writeAdminShell(distDir, template);
  log(`admin shell ${appShellPrefix}/* (noindex)`);

  const stylesheet = readFileSync(join(distDir, linkedStylesheet(template)), "utf8");
  const { manifest, chunkModules, loadableBy } = readManifest(distDir);
  /** The sources of the project's modules in every file a page with these islands can load. */
  const sourcesOf = (islands: readonly string[]) =>
    [
      ...new Set(
        [...loadableBy(islands)].flatMap((key) =>
          (chunkModules[manifest[key]!.file] ?? []).filter((module) =>
            /^src\/.*\.tsx?$/.test(module),
          ),
        ),
      ),
    ].map((module) => readFileSync(module, "utf8"));

  const fileFor = (path: string) =>
    path === notFoundPath ? join(distDir, "404.html") : join(distDir, path, "index.html");
  const insights = insightsPaths(site);
  const expectedStatus = (path: string) =>
    path === notFoundPath ? 404 : insights.gone.includes(path) ? 410 : 200;
  for (const path of [...publicPaths, ...insights.pages, ...insights.gone, notFoundPath]) {
    const page = await renderPage(path, site);
    if (page.status !== expectedStatus(path))
      throw new Error(`${path} rendered with status ${page.status}`);
    // The not-found page and a withdrawn post's notice are no page to index.
    const isPage = page.status === 200;
    const title = documentTitle(page.title, site.settings.siteName);
    const head =
      path in pageKeyOfPath
        ? {
            description:
              site.pages[pageKeyOfPath[path as keyof typeof pageKeyOfPath]].content.description,
          }
        : isPage
          ? insightsHead(path, site)
          : { description: site.settings.siteDescription };
    const html = withHead(
      template.replace(rootElement, () => `<div id="root" data-path="${path}">${page.html}</div>`),
      { siteUrl, path: isPage ? path : undefined, title, site, ...head },
    );
    const css = await pageCss(stylesheet, { html, sources: sourcesOf(page.islands) });
    const file = fileFor(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withEntryAfterFirstPaint(withInlineStylesheet(html, css)));
    log(
      `prerendered ${path.padEnd(14)} ${title}; islands: ${page.islands.join(", ") || "none"}; CSS ${css.length} of ${stylesheet.length} bytes`,
    );
  }
  writeFileSync(join(distDir, "sitemap.xml"), sitemapXml(siteUrl, site));
  writeFileSync(join(distDir, "_redirects"), redirectsFile(site));
  const feed = atomFeed(siteUrl, site);
  const feedFile = join(distDir, INSIGHTS_FEED_PATH);
  if (feed) {
    mkdirSync(dirname(feedFile), { recursive: true });
    writeFileSync(feedFile, feed);
  } else rmSync(feedFile, { force: true });
  log(
    `sitemap.xml, _redirects and ${feed ? INSIGHTS_FEED_PATH : "no feed"}: ${site.posts.length} posts, ${insights.gone.length} withdrawn`,
  );
}
