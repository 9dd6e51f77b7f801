// The SEO analysis (src/features/seo/analysis) on a synthetic release of N pages (500 unless
// given: `npm run bench:seo -- --pages 500 --runs 5`): each page the size and shape of a real one
// (head tags, a header and footer of links, sections of text, pictures, JSON-LD), linking to the
// others, with the release's sitemap, robots.txt and _headers. Prints each run's time and the median.
import { parseArgs } from "node:util";
import { analyseRelease, type ReleaseInput } from "../src/features/seo/analysis";

const { values } = parseArgs({
  options: { pages: { type: "string", default: "500" }, runs: { type: "string", default: "5" } },
});
const pageCount = Number(values.pages);
const runs = Number(values.runs);
const site = "https://www.example.com";
const paths = Array.from({ length: pageCount }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const paragraph = (i: number) =>
  `<p>${Array.from({ length: 80 }, (_, w) => `word${(i * 7 + w) % 97}`).join(" ")}</p>`;

function page(path: string, i: number): string {
  const nav = paths
    .slice(0, 12)
    .map((target) => `<li><a href="${target}">Link ${target}</a></li>`)
    .join("");
  const sections = Array.from(
    { length: 8 },
    (_, s) =>
      `<section><h2>Section ${s}</h2>${paragraph(i + s)}${paragraph(i + s + 1)}<img src="/images/${s}.png" alt="Picture ${s}"><a href="${paths[(i + s + 1) % pageCount]}">Next</a></section>`,
  ).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${i} of the synthetic release, a title long enough</title>
<meta name="description" content="The synthetic page ${i}: a description that is long enough to pass the check of seventy characters.">
<link rel="canonical" href="${site}${path}"><meta property="og:title" content="Page ${i}"><meta property="og:description" content="d">
<meta name="twitter:card" content="summary"><script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"Page ${i}"}</script>
<style>${".a{color:red}".repeat(2000)}</style></head><body><header><nav><ul>${nav}</ul></nav></header><main><h1>Page ${i}</h1>${sections}</main><footer><ul>${nav}</ul></footer><script type="module">console.log(1)</script></body></html>`;
}

const input: ReleaseInput = {
  siteUrl: site,
  pages: paths.map((path, i) => ({ path, file: { text: page(path, i) } })),
  otherPaths: Array.from({ length: 8 }, (_, s) => `/images/${s}.png`),
  sitemap: {
    text: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((path) => `<url><loc>${site}${path}</loc></url>`).join("")}</urlset>`,
  },
  robots: { text: `User-agent: *\nDisallow: /admin\nSitemap: ${site}/sitemap.xml\n` },
  headers: {
    text: "/*\n  Content-Security-Policy: default-src 'self'\n  Strict-Transport-Security: max-age=63072000\n  Referrer-Policy: no-referrer\n  X-Content-Type-Options: nosniff\n",
  },
};
const bytes = input.pages.reduce(
  (sum, { file }) => sum + ("text" in file ? file.text.length : 0),
  0,
);
console.log(`${pageCount} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML`);
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const report = analyseRelease(input);
  times.push(performance.now() - start);
  if (report.pageCount !== pageCount) throw new Error("not every page was analysed");
  console.log(`run ${run + 1}: ${times.at(-1)!.toFixed(0)} ms, site score ${report.score}`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`);
