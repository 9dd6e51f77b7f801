// The checks of the release as a whole: robots.txt, sitemap.xml and the security headers the host
// sends (_headers). A file the release lacks or that cannot be read is an error, not a crash.
import { attribute, elements, parseXml, textOf } from "./html";
import type { Finding, ReleaseInput, ReleaseText, SiteCheck } from "./types";

type SiteFinding = Finding<SiteCheck>;

const missingFile = (check: SiteCheck, file: string, why: string, fix: string): SiteFinding => ({
  check,
  status: "error",
  element: file,
  message: `${file} could not be read: ${why}.`,
  fix,
});

/** robots.txt: names the sitemap and does not shut search engines out of the whole site. */
export function checkRobots(robots: ReleaseText, siteUrl: string): SiteFinding[] {
  const sitemapUrl = `${siteUrl}/sitemap.xml`;
  if ("missing" in robots)
    return [
      missingFile(
        "robots",
        "robots.txt",
        robots.missing,
        `Publish a robots.txt with "Sitemap: ${sitemapUrl}".`,
      ),
    ];
  const findings: SiteFinding[] = [];
  const lines = robots.text.split(/\r?\n/).map((line) => line.replace(/#.*/, "").trim());
  const sitemaps = lines
    .filter((line) => /^sitemap\s*:/i.test(line))
    .map((line) => line.replace(/^sitemap\s*:/i, "").trim());
  if (!sitemaps.length)
    findings.push({
      check: "robots",
      status: "warning",
      element: "robots.txt",
      message: "robots.txt does not name the sitemap.",
      fix: `Add the line "Sitemap: ${sitemapUrl}".`,
    });
  else if (!sitemaps.includes(sitemapUrl))
    findings.push({
      check: "robots",
      status: "warning",
      element: `robots.txt Sitemap: ${sitemaps.join(", ")}`,
      message: `robots.txt names a sitemap other than ${sitemapUrl}.`,
      fix: `Name ${sitemapUrl}.`,
    });
  // The group for every crawler (User-agent: *) must not disallow everything.
  let everyone = false;
  for (const line of lines) {
    const [field = "", value = ""] = line.split(/:(.*)/).map((part) => part.trim());
    if (/^user-agent$/i.test(field)) everyone = value === "*";
    else if (everyone && /^disallow$/i.test(field) && value === "/")
      findings.push({
        check: "robots",
        status: "error",
        element: "robots.txt Disallow: /",
        message: "robots.txt shuts every search engine out of the whole site.",
        fix: "Disallow only the admin area (Disallow: /admin).",
      });
  }
  return findings.length
    ? findings
    : [
        {
          check: "robots",
          status: "pass",
          element: "robots.txt",
          message: "robots.txt names the sitemap and lets search engines in.",
        },
      ];
}

/** The site paths sitemap.xml lists, or why it cannot be read. */
export function sitemapPaths(
  sitemap: ReleaseText,
  siteUrl: string,
): { paths: Set<string>; foreign: string[] } | { invalid: string } {
  if ("missing" in sitemap) return { invalid: sitemap.missing };
  const document = parseXml(sitemap.text);
  const urlset = elements(document, "urlset")[0];
  if (!urlset || attribute(urlset, "xmlns") !== "http://www.sitemaps.org/schemas/sitemap/0.9")
    return { invalid: "it is not a <urlset> of the sitemaps.org schema" };
  const paths = new Set<string>();
  const foreign: string[] = [];
  for (const loc of elements(urlset, "loc")) {
    const text = textOf(loc);
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (url && url.origin === siteUrl)
      paths.add(url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, ""));
    else foreign.push(text);
  }
  return { paths, foreign };
}

/** sitemap.xml: valid, every listed address a page of the release, every indexable page listed. */
export function checkSitemap(
  sitemap: ReturnType<typeof sitemapPaths>,
  releasePages: ReadonlySet<string>,
  indexablePages: string[],
): SiteFinding[] {
  if ("invalid" in sitemap)
    return [
      missingFile(
        "sitemap",
        "sitemap.xml",
        sitemap.invalid,
        "Publish a sitemap.xml (sitemaps.org schema) listing every public page.",
      ),
    ];
  const findings: SiteFinding[] = [];
  for (const url of sitemap.foreign)
    findings.push({
      check: "sitemap",
      status: "error",
      element: `sitemap.xml <loc>${url}</loc>`,
      message: "The sitemap lists an address that is not absolute on the site's URL.",
      fix: "List only the site's own pages, by their absolute address.",
    });
  for (const path of sitemap.paths)
    if (!releasePages.has(path))
      findings.push({
        check: "sitemap",
        status: "error",
        element: `sitemap.xml <loc> ${path}`,
        message: `The sitemap lists ${path}, which the release does not hold (a 404).`,
        fix: "Remove it from the sitemap, or publish the page.",
      });
  const unlisted = indexablePages.filter((path) => !sitemap.paths.has(path));
  if (unlisted.length)
    findings.push({
      check: "sitemap",
      status: "warning",
      element: "sitemap.xml",
      message: `The sitemap does not list ${unlisted.join(", ")}.`,
      fix: "List every indexable page.",
    });
  return findings.length
    ? findings
    : [
        {
          check: "sitemap",
          status: "pass",
          element: "sitemap.xml",
          message: `The sitemap is valid and lists the ${sitemap.paths.size} pages.`,
        },
      ];
}

const securityHeaders: { check: SiteCheck; name: string; valid?: RegExp; fix: string }[] = [
  {
    check: "header-csp",
    name: "Content-Security-Policy",
    fix: "Send a Content-Security-Policy that allows only the site's own sources.",
  },
  {
    check: "header-hsts",
    name: "Strict-Transport-Security",
    valid: /max-age=\d{7,}/i,
    fix: "Send Strict-Transport-Security: max-age=63072000; includeSubDomains.",
  },
  {
    check: "header-referrer-policy",
    name: "Referrer-Policy",
    fix: "Send Referrer-Policy: strict-origin-when-cross-origin.",
  },
  {
    check: "header-content-type-options",
    name: "X-Content-Type-Options",
    valid: /^nosniff$/i,
    fix: "Send X-Content-Type-Options: nosniff.",
  },
];

/** The headers _headers (Netlify's and Cloudflare Pages' format) gives any path, by lower-case name. */
function headerValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!/^\s/.test(line) || !line.includes(":")) continue;
    const separator = line.indexOf(":");
    values.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
  }
  return values;
}

/** The four security headers, each its own finding. */
export function checkSecurityHeaders(headers: ReleaseText): SiteFinding[] {
  const values = "missing" in headers ? undefined : headerValues(headers.text);
  return securityHeaders.map(({ check, name, valid, fix }) => {
    if (!values)
      return missingFile(check, "_headers", (headers as { missing: string }).missing, fix);
    const value = values.get(name.toLowerCase());
    const element = `_headers ${name}`;
    if (value === undefined)
      return { check, status: "error", element, message: `The host does not send ${name}.`, fix };
    if (valid && !valid.test(value))
      return {
        check,
        status: "warning",
        element: `${element}: ${value}`,
        message: `${name} is sent with a weak value.`,
        fix,
      };
    return { check, status: "pass", element: `${element}: ${value}`, message: `${name} is sent.` };
  });
}

/** The not-found page: the release holds one, and the host answers an unknown address with 404
 * (asked live where the analysis can: the site on the admin's own address). */
export function checkNotFound(notFound: NonNullable<ReleaseInput["notFound"]>): SiteFinding {
  const element = "404.html";
  if (!notFound.held)
    return {
      check: "not-found",
      status: "error",
      element,
      message: "The release holds no not-found page.",
      fix: "Publish again: the build writes 404.html, which the host serves for unknown addresses.",
    };
  if ("unchecked" in notFound.live)
    return {
      check: "not-found",
      status: "pass",
      element,
      message: `The release holds the not-found page; the host's answer was not asked: ${notFound.live.unchecked}.`,
    };
  const { status } = notFound.live;
  return status === 404
    ? {
        check: "not-found",
        status: "pass",
        element: `${element} (HTTP 404)`,
        message: "An unknown address answers 404 with the not-found page.",
      }
    : {
        check: "not-found",
        status: "error",
        element: `${element} (HTTP ${status})`,
        message: `An unknown address answers HTTP ${status}, not 404: search engines may index it as a page.`,
        fix: "Have the host serve 404.html with the status 404 for addresses it does not hold.",
      };
}
