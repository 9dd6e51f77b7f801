// A Vite plugin for the dev server: serves each public page as the build does, prerendered
// (src/app/prerender/entry-server.tsx, through Vite's SSR, so an edit shows on the next load) into index.html,
// whose script then hydrates the page's islands as in production (src/main.ts). The admin area is
// the dev server's single-page app, as it is the host's.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import type * as EntryServer from "../src/app/prerender/entry-server.tsx";
import { isAppShellPath } from "../src/app/router/app-shell.ts";
import { publicPaths } from "../src/content/routes.ts";

const rootElement = '<div id="root"></div>';

export function devPrerender(): Plugin {
  return {
    name: "dev-prerender",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? "/", "http://localhost");
        const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
        const wantsPage =
          request.method === "GET" &&
          (request.headers.accept ?? "").includes("text/html") &&
          !isAppShellPath(path);
        if (!wantsPage) return next();
        void (async () => {
          const { renderPage, documentTitle, notFoundPath } = (await server.ssrLoadModule(
            "/src/app/prerender/entry-server.tsx",
          )) as typeof EntryServer;
          const page = await renderPage(
            (publicPaths as readonly string[]).includes(path) ? path : notFoundPath,
          );
          const template = await server.transformIndexHtml(
            request.url ?? "/",
            readFileSync("index.html", "utf8"),
          );
          let html = template.replace(
            rootElement,
            () =>
              `<div id="root" data-path="${page.status === 200 ? path : notFoundPath}">${page.html}</div>`,
          );
          if (page.title)
            html = html.replace(
              /<title>[^<]*<\/title>/,
              () => `<title>${documentTitle(page.title!)}</title>`,
            );
          response.statusCode = page.status;
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(html);
        })().catch(next);
      });
    },
  };
}
