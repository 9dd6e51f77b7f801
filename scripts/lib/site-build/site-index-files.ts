// What the build writes beside the pages from the published content, for each release: the
// sitemap (every public page, the Insights pages and posts with their dates), the Atom feed of the
// posts (/insights/feed.xml), and dist/_redirects: the admin area's app shell, and each withdrawn
// post's address answered with its notice and status 410 (Netlify and Cloudflare Pages read a
// status on a rewrite; docs/deploying.md has the rules for other hosts, and scripts/static-host.ts
// serves them so locally).
import { appShellFile, appShellPrefix } from "../../../src/app/router/app-shell";
import { publicPaths } from "../../../src/content/routes";
import { insightsCopy } from "../../../src/features/insights/copy";
import {
  INSIGHTS_FEED_PATH,
  INSIGHTS_PATH,
  insightsPaths,
  postPath,
} from "../../../src/features/insights/routes";
import type { SiteData } from "../../../src/features/site-content/published-site";

const xml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** sitemap.xml: the pages of the site, then the Insights pages and posts (with their last change). */
export function sitemapXml(siteUrl: string, site: SiteData): string {
  const lastmod = new Map(site.posts.map((post) => [postPath(post.slug), post.modifiedAt]));
  const entries = [...publicPaths, ...insightsPaths(site).pages].map((path) => {
    const modified = lastmod.get(path);
    return `  <url><loc>${xml(`${siteUrl}${path}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The Atom feed of the posts, newest first (RFC 4287); undefined while none is published. */
export function atomFeed(siteUrl: string, site: SiteData): string | undefined {
  if (site.posts.length === 0) return undefined;
  const updated = site.posts
    .map((post) => post.modifiedAt)
    .sort()
    .at(-1)!;
  const entries = site.posts.map((post) => {
    const url = `${siteUrl}${postPath(post.slug)}`;
    return [
      "  <entry>",
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.modifiedAt}</updated>`,
      `    <author><name>${xml(post.authorName)}</name></author>`,
      `    <summary>${xml(post.summary)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(`${siteUrl}${INSIGHTS_PATH}`)}</id>`,
    `  <title>${xml(`${insightsCopy.heading} | ${site.settings.siteName}`)}</title>`,
    `  <subtitle>${xml(insightsCopy.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${siteUrl}${INSIGHTS_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${siteUrl}${INSIGHTS_PATH}`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** dist/_redirects: the app shell for /admin/*, and 410 for each withdrawn post's address. */
export function redirectsFile(site: SiteData): string {
  const gone = insightsPaths(site).gone.flatMap((path) => [
    `${path} ${path}/index.html 410`,
    `${path}/ ${path}/index.html 410`,
  ]);
  return [
    `${appShellPrefix} /${appShellFile} 200`,
    `${appShellPrefix}/* /${appShellFile} 200`,
    ...gone,
    "",
  ].join("\n");
}

/** The withdrawn posts' addresses a _redirects file answers with 410 (for the local static host). */
export function goneAddresses(redirects: string): Set<string> {
  return new Set(
    redirects
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length === 3 && parts[2] === "410")
      .map((parts) => parts[0]!),
  );
}
