// Prerenders the public pages after `vite build`: builds src/app/prerender/entry-server.tsx for Node into a
// temporary folder, renders every public path and the not-found page to HTML, and writes it into
// #root of the built index.html as dist/index.html, dist/<path>/index.html and dist/404.html, each
// with its page's <head> (scripts/page-head.ts). The browser hydrates only the islands in that markup
// (src/main.ts, src/app/public/islands-runtime.ts), which #root's data-path tells the page they belong to.
// The admin area, which only the router knows, gets the bare shell (writeAdminShell).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, loadEnv } from "vite";
import type * as EntryServer from "../src/app/prerender/entry-server";
import { appShellFile, appShellPrefix } from "../src/app/router/app-shell";
import { readSiteUrl } from "../src/lib/env";
import { pageDescriptions, siteDescription } from "../src/content/seo";
import { publicPaths } from "../src/content/routes";
import { withHead, withInlineStylesheet, withScriptsAtLowPriority } from "./page-head";

/** The client build to prerender into: dist, or the folder given as the first argument. */
const dist = resolve(process.argv[2] ?? "dist");
const rootElement = '<div id="root"></div>';

/**
 * The admin area renders in the browser (it is all behind the sign-in): every /admin path is served
 * the bare template, marked noindex. Hosts serve it for /admin/* (dist/_redirects, docs/deploying.md).
 */
function writeAdminShell(template: string) {
  const file = join(dist, appShellFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    template.replace(
      "</head>",
      () => '  <meta name="robots" content="noindex, nofollow" />\n  </head>',
    ),
  );
  console.log(`admin shell ${appShellPrefix}/* (noindex)`);
}

async function buildServerEntry(outDir: string): Promise<typeof EntryServer> {
  // The same build instant as the client bundle, so dated facts hydrate without a mismatch.
  process.env.BUILD_DATE = readFileSync(join(dist, ".vite/build-date.txt"), "utf8");
  // And the same site settings (vite.config.ts), so the markup is what the client bundle hydrates.
  process.env.SITE_SETTINGS = readFileSync(join(dist, ".vite/site-settings.json"), "utf8");
  await build({
    logLevel: "warn",
    build: {
      ssr: "src/app/prerender/entry-server.tsx",
      outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { output: { entryFileNames: "entry-server.js" } },
    },
  });
  return (await import(pathToFileURL(join(outDir, "entry-server.js")).href)) as typeof EntryServer;
}

async function prerender() {
  const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
  const siteUrl = readSiteUrl(env);
  const template = readFileSync(join(dist, "index.html"), "utf8");
  if (!template.includes(rootElement))
    throw new Error(`dist/index.html has no empty ${rootElement}`);
  writeAdminShell(template);

  // Inside node_modules, so the server bundle resolves its external packages from the project.
  mkdirSync("node_modules/.cache", { recursive: true });
  const outDir = mkdtempSync(join("node_modules/.cache", "prerender-"));
  try {
    const { renderPage, documentTitle, notFoundPath } = await buildServerEntry(resolve(outDir));
    const fileFor = (path: string) =>
      path === notFoundPath ? join(dist, "404.html") : join(dist, path, "index.html");
    for (const path of [...publicPaths, notFoundPath]) {
      const page = await renderPage(path);
      const isPage = path !== notFoundPath;
      if (page.status !== (isPage ? 200 : 404))
        throw new Error(`${path} rendered with status ${page.status}`);
      const title = page.title === undefined ? undefined : documentTitle(page.title);
      const html = withScriptsAtLowPriority(
        withInlineStylesheet(
          withHead(
            template.replace(
              rootElement,
              () => `<div id="root" data-path="${path}">${page.html}</div>`,
            ),
            {
              siteUrl,
              path: isPage ? path : undefined,
              title: title ?? /<title>([^<]*)<\/title>/.exec(template)![1]!,
              description: isPage
                ? pageDescriptions[path as keyof typeof pageDescriptions]
                : siteDescription,
            },
          ),
          (file) => readFileSync(join(dist, file), "utf8"),
        ),
      );
      const file = fileFor(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      console.log(
        `prerendered ${path.padEnd(14)} ${title ?? "(default title)"}; islands: ${page.islands.join(", ") || "none"}`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await prerender();
