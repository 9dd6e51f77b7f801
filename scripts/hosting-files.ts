// Writes what a static host reads beside the pages, after the prerenderer: dist/_headers (caching
// and security headers), dist/_redirects (the admin area's app shell), dist/sitemap.xml and
// dist/robots.txt. docs/deploying.md maps _headers and _redirects to Vercel and nginx.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { appShellFile, appShellPrefix } from "../src/app/router/app-shell";
import { publicPaths } from "../src/content/routes";
import { schedulingWidget } from "../src/features/scheduling/widget";
import { checkBuildEnv } from "./build-env";
import { formatHeadersFile, hostingRules } from "./hosting-headers";

const dist = "dist";
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const { siteUrl, supabaseUrl, schedulingUrl } = checkBuildEnv(env);

/** Every URL path that answers with an HTML document. */
const htmlPaths = [
  "/",
  "/index.html",
  ...publicPaths
    .filter((path) => path !== "/")
    .flatMap((path) => [path, `${path}/`, `${path}/index.html`]),
  "/404.html",
  // The admin area's shell: /admin, and every path below it (its index.html included).
  appShellPrefix,
  `${appShellPrefix}/*`,
];

const rules = hostingRules(
  { supabaseUrl, schedulingUrl, schedulingScriptSrc: schedulingWidget.scriptSrc },
  htmlPaths,
);
writeFileSync(join(dist, "_headers"), formatHeadersFile(rules));

// Netlify and Cloudflare Pages: clean URLs and 404.html (with status 404) are built in.
writeFileSync(
  join(dist, "_redirects"),
  `${appShellPrefix} /${appShellFile} 200\n${appShellPrefix}/* /${appShellFile} 200\n`,
);

const sitemapEntries = publicPaths
  .map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
  .join("\n");
writeFileSync(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapEntries}\n</urlset>\n`,
);
writeFileSync(
  join(dist, "robots.txt"),
  `User-agent: *\nDisallow: ${appShellPrefix}\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

console.log(
  `dist/_headers, _redirects, sitemap.xml (${publicPaths.length} pages) and robots.txt written for ${siteUrl}`,
);
