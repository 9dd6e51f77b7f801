// Writes what a static host reads beside the pages, after the prerenderer: dist/_headers (caching
// and security headers) and dist/robots.txt. dist/_redirects (the admin area's app shell, a
// withdrawn post's 410), dist/sitemap.xml and the Insights feed depend on the published content:
// the site build writes them with the pages, for every release (lib/site-build/site-index-files.ts).
// docs/deploying.md maps _headers and _redirects to Vercel and nginx.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { appShellPrefix } from "../src/app/router/app-shell";
import { publicPaths } from "../src/content/routes";
import { INSIGHTS_PATH } from "../src/features/insights/routes";
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
  // Market Insights: the list, its pages, the posts (and a withdrawn post's notice), the feed.
  INSIGHTS_PATH,
  `${INSIGHTS_PATH}/`,
  `${INSIGHTS_PATH}/*`,
  // The admin area's shell: /admin, and every path below it (its index.html included).
  appShellPrefix,
  `${appShellPrefix}/*`,
];

const rules = hostingRules(
  { supabaseUrl, schedulingUrl, schedulingScriptSrc: schedulingWidget.scriptSrc },
  htmlPaths,
);
writeFileSync(join(dist, "_headers"), formatHeadersFile(rules));

writeFileSync(
  join(dist, "robots.txt"),
  `User-agent: *\nDisallow: ${appShellPrefix}\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

console.log(`dist/_headers and robots.txt written for ${siteUrl}`);
