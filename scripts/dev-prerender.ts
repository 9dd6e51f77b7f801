// A Vite plugin for the dev server: serves each public page as the build does, prerendered
// (src/app/prerender/entry-server.tsx, through Vite's SSR, so an edit of the code shows on the next
// load) from the content of the build the publisher made live (scripts/lib/site-build/dev-site.ts),
// into index.html, whose script then hydrates the page's islands as in production (src/main.ts); and
// that build's documents and pictures. The admin area is the dev server's single-page app, as it is
// the host's.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import type { Plugin } from "vite";
import type * as EntryServer from "../src/app/prerender/entry-server.tsx";
import { isAppShellPath } from "../src/app/router/app-shell.ts";
import { publicPaths } from "../src/content/routes.ts";
import { readLiveBuild } from "./lib/site-build/dev-site.ts";

const rootElement = '<div id="root"></div>';

/** The folders of a build's kept files, and their types. */
const keptFolder = /^\/(documents|images)\/[0-9a-f]{64}\.(pdf|png|jpg|svg|ico)$/;
const types: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

/** Shown until the publisher's first build is live (it starts with `npm run dev`). */
const building = `<!doctype html><meta http-equiv="refresh" content="2"><title>Building the site…</title>
<p style="font-family:sans-serif;margin:3rem">Building the site from its published content… This page reloads by itself.</p>`;

export function devPrerender(): Plugin {
  return {
    name: "dev-prerender",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? "/", "http://localhost");
        if (keptFolder.test(pathname)) {
          const live = readLiveBuild();
          if (!live) return next();
          const file = join(live.dir, normalize(pathname));
          if (!existsSync(file)) return next();
          response.setHeader("Content-Type", types[extname(file)] ?? "application/octet-stream");
          createReadStream(file).pipe(response);
          return;
        }
        const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
        const wantsPage =
          request.method === "GET" &&
          (request.headers.accept ?? "").includes("text/html") &&
          !isAppShellPath(path);
        if (!wantsPage) return next();
        const live = readLiveBuild();
        if (!live) {
          response.statusCode = 503;
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(building);
          return;
        }
        void (async () => {
          const { renderPage, documentTitle, notFoundPath } = (await server.ssrLoadModule(
            "/src/app/prerender/entry-server.tsx",
          )) as typeof EntryServer;
          const { site } = live.info;
          const page = await renderPage(
            (publicPaths as readonly string[]).includes(path) ? path : notFoundPath,
            site,
          );
          const template = await server.transformIndexHtml(
            request.url ?? "/",
            readFileSync("index.html", "utf8"),
          );
          const html = template
            .replace(
              rootElement,
              () =>
                `<div id="root" data-path="${page.status === 200 ? path : notFoundPath}">${page.html}</div>`,
            )
            .replace(
              /<title>[^<]*<\/title>/,
              () => `<title>${documentTitle(page.title, site.settings.siteName)}</title>`,
            );
          response.statusCode = page.status;
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(html);
        })().catch(next);
      });
    },
  };
}
